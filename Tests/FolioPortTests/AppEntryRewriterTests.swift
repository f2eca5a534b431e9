import Testing
@testable import FolioPort

@Suite("App entry point")
struct AppEntryRewriterTests {
    @Test("@UIApplicationMain becomes @main and the file imports the window host")
    func uiApplicationMain() {
        let source = """
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """

        let result = port(source)

        #expect(result.source == """
        import Folio
        import FolioSDL

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """)
        #expect(result.report.rewrites[.appEntry] == 1)
    }

    @Test("an app delegate already marked @main gets the window host; another @main type does not")
    func main() {
        let delegate = "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        let tool = "import Foundation\n\n@main\nstruct Tool { static func main() {} }\n"

        #expect(ported(delegate) == "import Folio\nimport FolioSDL\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        #expect(port(tool).changed == false)
    }
}
