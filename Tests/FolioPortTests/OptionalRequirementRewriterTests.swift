import Testing
@testable import FolioPort

@Suite("Optional requirements")
struct OptionalRequirementRewriterTests {
    @Test("optional requirements become plain ones with defaults in an extension right after the protocol")
    func defaults() {
        let source = """
        import UIKit

        @objc public protocol PagerDelegate: AnyObject {
            func pagerPageCount(_ pager: Pager) -> Int
            @objc optional func pager(_ pager: Pager, didShow page: Int)
            @objc optional func pager(_ pager: Pager, titleFor page: Int) -> String?
            @objc optional func pagerShouldWrap(_ pager: Pager) -> Bool
            @objc optional func pagerSpacing(_ pager: Pager) -> CGFloat
            @objc optional var accent: UIColor? { get }
        }

        final class Pager {
            weak var delegate: PagerDelegate?
            func layout() -> CGFloat { delegate?.pagerSpacing?(self) ?? 12 }
            var wraps: Bool { delegate?.pagerShouldWrap?(self) ?? true }
        }
        """

        let result = port(source)

        #expect(result.source.hasPrefix("""
        import Folio

        public protocol PagerDelegate: AnyObject {
            func pagerPageCount(_ pager: Pager) -> Int
            func pager(_ pager: Pager, didShow page: Int)
            func pager(_ pager: Pager, titleFor page: Int) -> String?
            func pagerShouldWrap(_ pager: Pager) -> Bool
            func pagerSpacing(_ pager: Pager) -> CGFloat
            var accent: UIColor? { get }
        }

        extension PagerDelegate {
            public func pager(_ pager: Pager, didShow page: Int) {}
            public func pager(_ pager: Pager, titleFor page: Int) -> String? { nil }
            public func pagerShouldWrap(_ pager: Pager) -> Bool { true }
            public func pagerSpacing(_ pager: Pager) -> CGFloat { 12 }
            public var accent: UIColor? { nil }
        }

        final class Pager {
        """), "the call sites' fallbacks (12, true) become the defaults, as the runtime would have given them")
        #expect(result.report.rewrites[.optionalRequirements] == 5)
        #expect(result.report.manualSteps.isEmpty)
    }

    @Test("a call site in another file gives the default; without one the type's empty value is used")
    func fallbacksAcrossFiles() {
        let proto = """
        @objc protocol Source {
            @objc optional func width(for page: Int) -> CGFloat
            @objc optional func isEnabled(_ page: Int) -> Bool
        }
        """
        let user = "final class User { weak var s: Source?; func w() -> CGFloat { s?.width?(for: 1) ?? 320 } }"

        let text = ported(proto, with: [user])

        #expect(text.contains("func width(for page: Int) -> CGFloat { 320 }"))
        #expect(text.contains("func isEnabled(_ page: Int) -> Bool { false }"))
    }

    @Test("a fallback that reads state is not a default; a type with no empty value stays required and is reported")
    func noDefault() {
        let source = """
        @objc protocol Theme {
            @objc optional func tint(_ theme: Int) -> UIColor
            @objc optional func inset(_ theme: Int) -> CGFloat
        }
        final class T { var t: Theme?; var base: CGFloat = 3
            func a() -> CGFloat { t?.inset?(1) ?? base }
        }
        """

        let result = port(source)

        #expect(result.source.contains("    func tint(_ theme: Int) -> UIColor\n"))
        #expect(result.source.contains("func inset(_ theme: Int) -> CGFloat { 0 }"))
        #expect(!result.source.contains("-> UIColor {"))
        #expect(result.report.manualSteps.map(\.what) == ["optional requirement Theme.tint(_:)"])
        #expect(result.report.manualSteps.first?.line == 2)
    }
}
