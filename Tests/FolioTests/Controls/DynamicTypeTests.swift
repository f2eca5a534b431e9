import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioTesting

/// Dynamic Type as UIKit documents it: `UIFont.preferredFont(forTextStyle:)` with iOS's sizes per
/// content size category, `UIFontMetrics`, `adjustsFontForContentSizeCategory`, and the change
/// reaching controllers, views and observers.
@MainActor
@Suite("Dynamic Type", .serialized)
struct DynamicTypeTests {
    @Test("preferred fonts follow iOS's table: body 14…23 in the standard sizes, 28…53 in the accessibility ones; headline is semibold")
    func table() {
        let body = UIContentSizeCategory.ordered.map {
            UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: $0.category)).pointSize
        }
        #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let defaults: [(UIFont.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
                                                       (.subheadline, 15), (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11)]
        for (style, size) in defaults {
            #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: large).pointSize == size, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: large).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 11)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory.large < .accessibilityMedium)
    }

    @Test("UIFontMetrics scales a custom font and a value as its text style scales, up to a maximum")
    func metrics() throws {
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let custom = try #require(UIFont(name: "DejaVu Serif", size: 20))
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, compatibleWith: xxxl)

        #expect(abs(scaled.pointSize - 20 * 23 / 17) < 1e-9 && scaled.familyName == "DejaVu Serif")
        #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, maximumPointSize: 24, compatibleWith: xxxl).pointSize == 24)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: xxxl) - 10 * 23 / 17) < 1e-9)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 8, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 8)
        #expect(UIFontMetrics.default.scaledValue(for: .nan) == 0)
    }

    final class Reader: UIViewController {
        let adjusting = UILabel(), fixed = UILabel(), scaled = UILabel(), field = UITextField()
        var heard: [String] = []
        var observer: NSObjectProtocol?
        override func viewDidLoad() {
            super.viewDidLoad()
            adjusting.font = .preferredFont(forTextStyle: .body)
            adjusting.adjustsFontForContentSizeCategory = true
            fixed.font = .preferredFont(forTextStyle: .body)   // not adjusting: keeps its size, as in UIKit
            scaled.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 20))
            scaled.adjustsFontForContentSizeCategory = true
            field.font = .preferredFont(forTextStyle: .callout)
            field.adjustsFontForContentSizeCategory = true
            for v in [adjusting, fixed, scaled, field] as [UIView] { view.addSubview(v) }
            observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { [weak self] note in
                let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
                MainActor.assumeIsolated { self?.heard.append("notification \(value?.rawValue ?? "-")") }
            }
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            heard.append("traits \(previousTraitCollection?.preferredContentSizeCategory.rawValue ?? "-") → \(traitCollection.preferredContentSizeCategory.rawValue)")
        }
    }

    @Test("a change of the user's text size: controllers hear traitCollectionDidChange, adjusting labels and fields take the new size, observers are told")
    func liveChange() {
        let reader = Reader()
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: reader)
        defer { app.setContentSizeCategory(.large) }
        #expect(app.application.preferredContentSizeCategory == .large && reader.adjusting.font.pointSize == 17)

        app.setContentSizeCategory(.accessibilityExtraLarge)

        #expect(reader.adjusting.font.pointSize == 40)
        #expect(reader.fixed.font.pointSize == 17, "a label that does not adjust keeps its font")
        #expect(abs(reader.scaled.font.pointSize - 20 * 40 / 17) < 1e-9, "a metrics-scaled font is scaled again from its base size")
        #expect(reader.field.font?.pointSize == 38)
        #expect(reader.view.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(reader.heard == ["traits UICTContentSizeCategoryL → UICTContentSizeCategoryAccessibilityXL",
                                 "notification UICTContentSizeCategoryAccessibilityXL"])
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 40, "later preferred fonts are the new size")

        app.setContentSizeCategory(.unspecified)
        #expect(app.application.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(!DiagnosticLog.shared.messages(containing: "refused content size category").isEmpty)
        app.application.stepPreferredContentSizeCategory(by: 1)
        app.application.stepPreferredContentSizeCategory(by: 5)
        #expect(app.application.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge, "the steps stop at the largest")
        #expect(reader.adjusting.font.pointSize == 53)
    }

    @Test("the desktop setting names a category by its case name or UIKit's raw value; anything else is large, with a diagnostic")
    func setting() {
        DiagnosticLog.install()
        #expect(UIContentSizeCategory.named("extraLarge") == .extraLarge)
        #expect(UIContentSizeCategory.named("AccessibilityMedium") == .accessibilityMedium)
        #expect(UIContentSizeCategory.named("UICTContentSizeCategoryXS") == .extraSmall)
        #expect(UIContentSizeCategory.named("huge") == nil)
        #expect(!DiagnosticLog.shared.messages(containing: "content size category 'huge'").isEmpty)
    }
}
