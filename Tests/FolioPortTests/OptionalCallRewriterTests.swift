import Testing
@testable import FolioPort

@Suite("Optional-requirement calls")
struct OptionalCallRewriterTests {
    @Test("calls of the project's own optional requirements and of UIKit's delegates lose their `?`; closure properties keep it")
    func calls() {
        let proto = "@objc protocol CardDelegate { @objc optional func cardDidFlip(_ card: Card) }"
        let source = """
        final class Card {
            weak var delegate: CardDelegate?
            var onFlip: (() -> Void)?
            var completion: ((Bool) -> Void)?
            func flip(_ scrollView: UIScrollView) {
                delegate?.cardDidFlip?(self)
                scrollView.delegate?.scrollViewDidScroll?(scrollView)
                onFlip?()
                completion?(true)
            }
        }
        """

        let result = port(source, with: [proto])

        #expect(result.source.contains("delegate?.cardDidFlip(self)"))
        #expect(result.source.contains("scrollView.delegate?.scrollViewDidScroll(scrollView)"))
        #expect(result.source.contains("onFlip?()"))
        #expect(result.source.contains("completion?(true)"))
        #expect(result.report.rewrites[.optionalCalls] == 2)
    }

    @Test("the labels must match: a method of the same base name and other labels is not touched")
    func labels() {
        let proto = "@objc protocol P { @objc optional func pager(_ p: Int, didShow page: Int) }"
        let source = "func f(d: P?, o: Other?) { d?.pager?(1, didShow: 2); o?.pager?(1, willShow: 2) }"

        let text = ported(source, with: [proto])

        #expect(text == "func f(d: P?, o: Other?) { d?.pager(1, didShow: 2); o?.pager?(1, willShow: 2) }")
    }

    @Test("an optional property requirement read through `?` is read directly")
    func properties() {
        let proto = "@objc protocol Source { @objc optional var numberOfPages: Int { get } }"
        let source = "func f(s: Source?) -> Int { s?.numberOfPages? ?? 0 }"

        #expect(ported(source, with: [proto]) == "func f(s: Source?) -> Int { s?.numberOfPages ?? 0 }")
    }
}
