import Testing
@testable import FolioPort

@Suite("Key paths")
struct KeyPathStringRewriterTests {
    @Test("#keyPath becomes the string Core Animation and key-value coding take, without a leading type name")
    func forms() {
        let source = """
        final class Ring: UIView {
            func fill() {
                let a = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeEnd))
                let b = CABasicAnimation(keyPath: #keyPath(CALayer.transform.rotation))
                observe(#keyPath(progress))
                let c = #keyPath(self.layer.opacity)
            }
        }
        """

        let result = port(source)

        #expect(result.source == """
        final class Ring: UIView {
            func fill() {
                let a = CABasicAnimation(keyPath: "strokeEnd")
                let b = CABasicAnimation(keyPath: "transform.rotation")
                observe("progress")
                let c = "layer.opacity"
            }
        }
        """)
        #expect(result.report.rewrites[.keyPaths] == 4)
        #expect(result.report.manualSteps.isEmpty)
    }

    @Test("a #keyPath that is not a chain of names is left as it is and reported")
    func leftAlone() {
        let source = "let a = #keyPath(items.first!.name)\n"

        let result = port(source)

        #expect(result.source == source)
        #expect(result.report.rewrites[.keyPaths] == nil)
        #expect(result.report.manualSteps.map(\.what) == ["#keyPath(items.first!.name)"])
    }
}
