import Testing
@testable import FolioPort

@Suite("Imports")
struct ImportRewriterTests {
    @Test("UIKit, CoreGraphics and QuartzCore become one import of Folio; other imports and comments stay")
    func frameworks() {
        let source = """
        // Licence header.
        import UIKit
        import Foundation
        // Layers.
        import QuartzCore
        import CoreGraphics

        final class A {}
        """

        let result = port(source)

        #expect(result.source == """
        // Licence header.
        import Folio
        import Foundation
        // Layers.

        final class A {}
        """)
        #expect(result.report.rewrites[.imports] == 3)
    }

    @Test("a UIKit submodule (the gesture subclass header) becomes Folio too, and Folio itself is left alone")
    func submodule() {
        #expect(ported("import UIKit.UIGestureRecognizerSubclass\nlet x = 1\n") == "import Folio\nlet x = 1\n")
        #expect(port("import Folio\nlet x = 1\n").changed == false)
    }

    @Test("a file that already imports Folio loses its UIKit import")
    func alreadyFolio() {
        #expect(ported("import Folio\nimport UIKit\nlet x = 1\n") == "import Folio\nlet x = 1\n")
    }
}
