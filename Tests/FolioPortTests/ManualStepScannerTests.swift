import Foundation
import Testing
@testable import FolioPort

@Suite("Manual steps")
struct ManualStepScannerTests {
    @Test("runtime calls are reported with their line and column in the rewritten file and a suggested form")
    func reported() {
        let source = """
        import UIKit

        class A: UIViewController {
            @objc
            func go() {
                if delegate.responds(to: #selector(go)) {}
                perform(#selector(go), with: nil, afterDelay: 1)
                let v = card.value(forKey: "title")
                card.setValue(3, forKey: "count")
                let sel = NSSelectorFromString("go")
                let path = #keyPath(UIView.frame)
                method_exchangeImplementations(a, b)
            }
        }
        """

        let result = port(source, file: "Sources/A.swift")

        #expect(result.report.manualSteps.map(\.what) == [
            "responds(to:)", "perform(_:with:afterDelay:)", "value(forKey:)", "setValue(_:forKey:)",
            "method_exchangeImplementations(_:_:)",
        ])
        #expect(result.report.manualSteps.map(\.line) == [5, 6, 7, 8, 11], "lines of the file as written, @objc's line gone; NSSelectorFromString compiles")
        #expect(result.source.contains("let path = \"frame\""), "#keyPath has a mechanical form: no manual step")
        #expect(result.report.manualSteps.first?.description.hasPrefix("Sources/A.swift:5:21: responds(to:) — ") == true)
        #expect(result.report.manualSteps.allSatisfy { !$0.suggestion.isEmpty })
    }

    @Test("asking for a message Folio answers by name (the extension-safe shared application) is no manual step; another name is")
    func answeredMessages() {
        let source = """
        import UIKit

        extension UIApplication {
            static var safeShared: UIApplication? {
                guard UIApplication.responds(to: NSSelectorFromString("sharedApplication")),
                      let shared = UIApplication.perform(Selector(("sharedApplication"))) else { return nil }
                _ = UIApplication.shared.responds(to: NSSelectorFromString("openURL:"))
                return shared.takeUnretainedValue() as? UIApplication
            }
        }
        """

        let steps = port(source).report.manualSteps

        #expect(steps.map(\.what) == ["responds(to:)"])
        #expect(steps.map(\.line) == [7])
    }

    @Test("an override in an extension of a UIKit class is a manual step that says to subclass; one of the project's own class moves")
    func overrideInUIKitExtension() {
        let source = """
        import UIKit

        final class Card: UIView {}
        extension Card {
            override func layoutSubviews() { super.layoutSubviews() }
        }
        extension UIView {
            override open func awakeFromNib() {}
        }
        """

        let result = port(source)

        #expect(result.report.manualSteps.map(\.what) == ["override in an extension of UIView"])
        #expect(result.report.manualSteps.first?.suggestion.contains("subclass") == true)
        #expect(result.report.rewrites[.overridesMoved] == 1)
    }

    @Test("the messages the scanner lets pass are those Folio's message table answers, no more and no fewer")
    func answeredMessagesInStep() throws {
        let table = UIKitOptionalRequirementsTests.repository.appendingPathComponent("Sources/Folio/Kernel/Runtime/MessageTable.swift")
        let text = try String(contentsOf: table, encoding: .utf8)

        let names = Set(text.matches(of: /Message\(name: "([^"]+)"/).map { String($0.1) })

        #expect(!names.isEmpty && names == ManualStepScanner.answeredMessages)
    }
}
