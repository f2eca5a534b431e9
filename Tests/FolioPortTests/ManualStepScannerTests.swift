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
            "NSSelectorFromString(_:)", "method_exchangeImplementations(_:_:)",
        ])
        #expect(result.report.manualSteps.map(\.line) == [5, 6, 7, 8, 9, 11], "lines of the file as written, @objc's line gone")
        #expect(result.source.contains("let path = \"frame\""), "#keyPath has a mechanical form: no manual step")
        #expect(result.report.manualSteps.first?.description.hasPrefix("Sources/A.swift:5:21: responds(to:) — ") == true)
        #expect(result.report.manualSteps.allSatisfy { !$0.suggestion.isEmpty })
    }
}
