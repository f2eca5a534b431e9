import Testing
@testable import FolioPort

@Suite("Overrides in extensions")
struct ExtensionOverrideRewriterTests {
    @Test("from another file, an override stays in its extension as a plain member (its file's private helpers still in reach) and the class body forwards to it")
    func acrossFiles() {
        let classFile = """
        import UIKit

        open class PagerView: UIView {
            var passes = 0
        }
        """
        let extensionFile = """
        import UIKit

        public extension PagerView {
            /// Counts layout passes.
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += count(1)
            }

            override var description: String {
                get { name() }
                set {}
            }

            func reload() {}
        }

        private func count(_ n: Int) -> Int { n }
        private func name() -> String { "pager" }
        """

        let classResult = port(classFile, with: [extensionFile])
        let extensionResult = port(extensionFile, with: [classFile])

        #expect(classResult.source == """
        import Folio

        open class PagerView: UIView {
            var passes = 0

            // Written in an extension in another file, which keeps its body: Swift without the Objective-C runtime overrides only in a class body.
            public override func layoutSubviews() {
                return layoutSubviewsFromExtension()
            }

            // Written in an extension in another file, which keeps its body: Swift without the Objective-C runtime overrides only in a class body.
            public override var description: String {
                get { descriptionFromExtension }
                set { descriptionFromExtension = newValue }
            }
        }
        """)
        #expect(extensionResult.source == """
        import Folio

        public extension PagerView {
            /// Counts layout passes.
            internal func layoutSubviewsFromExtension() {
                super.layoutSubviews()
                passes += count(1)
            }

            internal var descriptionFromExtension: String {
                get { name() }
                set {}
            }

            func reload() {}
        }

        private func count(_ n: Int) -> Int { n }
        private func name() -> String { "pager" }
        """)
        #expect(extensionResult.report.rewrites[.overridesMoved] == 2)
        #expect(port(classResult.source, with: [extensionResult.source]).changed == false, "a second run changes nothing")
        #expect(port(extensionResult.source, with: [classResult.source]).changed == false)
    }

    @Test("in the class's own file, an override moves into the class body whole, its comments with it")
    func sameFile() {
        let source = """
        import UIKit

        open class PagerView: UIView {
            var passes = 0
        }

        public extension PagerView {
            /// Counts layout passes.
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
            }
        }
        """

        #expect(ported(source) == """
        import Folio

        open class PagerView: UIView {
            var passes = 0

            // Moved from an extension: Swift without the Objective-C runtime overrides only in a class body.
            /// Counts layout passes.
            public override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
            }
        }

        public extension PagerView {
        }
        """)
    }

    @Test("a moved override is ported like the rest of the class: its #selector becomes a method reference")
    func movedThenPorted() {
        let source = """
        import UIKit

        final class Card: UIView {}

        extension Card {
            override func didMoveToWindow() {
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
            }
            @objc func tapped() {}
        }
        """

        let result = ported(source)

        #expect(result.contains("action: Card.tapped))"))
        #expect(result.contains("final class Card: UIView {\n\n    // Moved from an extension"))
    }

    @Test("an override in a constrained extension, or of a class the project does not declare, stays where it is")
    func staysWhenItCannotMove() {
        let source = """
        import UIKit

        class Box<T>: UIView {}
        extension Box where T == Int {
            override func layoutSubviews() {}
        }
        extension UILabel {
            open override var intrinsicContentSize: CGSize { .zero }
        }
        """

        let result = port(source)

        #expect(result.report.rewrites[.overridesMoved] == nil)
        #expect(result.report.manualSteps.map(\.what) == ["override in an extension of Box", "override in an extension of UILabel"])
    }
}
