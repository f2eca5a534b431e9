import Testing
@testable import FolioPort

@Suite("Selectors")
struct SelectorRewriterTests {
    @Test("#selector in its forms becomes a method reference through the enclosing type")
    func forms() {
        let source = """
        class Pager: UIViewController {
            func wire() {
                control.addTarget(self, action: #selector(pageChanged(_:)), for: .valueChanged)
                button.addTarget(self, action: #selector(close), for: .touchUpInside)
                let pan = UIPanGestureRecognizer(target: self, action: #selector(self.pan(_:)))
                other.addTarget(model, action: #selector(Model.move(_:with:)), for: .valueChanged)
            }
        }
        """

        let result = port(source)

        #expect(result.source == """
        class Pager: UIViewController {
            func wire() {
                control.addTarget(self, action: Pager.pageChanged(_:), for: .valueChanged)
                button.addTarget(self, action: Pager.close, for: .touchUpInside)
                let pan = UIPanGestureRecognizer(target: self, action: Pager.pan(_:))
                other.addTarget(model, action: Model.move(_:with:), for: .valueChanged)
            }
        }
        """)
        #expect(result.report.rewrites[.selectors] == 4)
    }

    @Test("in an extension and in a nested type the reference names the extended or nested type")
    func extensionsAndNesting() {
        let source = """
        extension Gallery.Cell {
            func a() { b.addTarget(self, action: #selector(tapped), for: .touchUpInside) }
        }
        struct Outer {
            class Inner {
                func a() { b.addTarget(self, action: #selector(tapped), for: .touchUpInside) }
            }
        }
        """

        let text = ported(source)

        #expect(text.contains("action: Gallery.Cell.tapped,"))
        #expect(text.contains("action: Outer.Inner.tapped,"))
    }

    @Test("a getter's selector becomes a closure over the target; a setter's and a top-level one are reported, not rewritten")
    func getterSetterTopLevel() {
        let source = """
        class A {
            let g = #selector(getter: UIView.frame)
            let s = #selector(setter: UIView.frame)
        }
        let top = #selector(run)
        """

        let result = port(source)

        #expect(result.source.contains("let g = { (target: UIView) in { _ = target.frame } }"))
        #expect(result.source.contains("let s = #selector(setter: UIView.frame)"))
        #expect(result.report.manualSteps.map(\.line) == [3, 5])
        #expect(result.report.manualSteps.allSatisfy { $0.what.hasPrefix("#selector(") })
    }
}
