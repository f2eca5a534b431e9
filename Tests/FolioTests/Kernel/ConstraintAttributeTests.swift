import Foundation
import Testing
@testable import Folio
import FolioTesting

/// The margin and baseline attributes, and constraints described as UIKit prints them — what a
/// library building its own constraint DSL over `NSLayoutConstraint(item:attribute:…)` relies on.
@MainActor
@Suite("Constraint attributes")
struct ConstraintAttributeTests {
    func makeApp() -> (HeadlessApp, UIView) {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 400, height: 800), scale: 1, rootViewController: root)
        return (app, root.view)
    }

    func constrained<V: UIView>(_ view: V, in parent: UIView) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test("the margin attributes are the edges and centres of the view's layout margins, leading ones flipped right to left")
    func margins() {
        let (app, root) = makeApp()
        let box = constrained(UIView(), in: root)
        box.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        box.frame = .zero
        let inner = constrained(UIView(), in: box), centred = constrained(UIView(), in: box), badge = constrained(UIView(), in: box)
        func pin(_ a: AnyObject, _ x: NSLayoutConstraint.Attribute, _ b: AnyObject?, _ y: NSLayoutConstraint.Attribute, _ c: CGFloat = 0) -> NSLayoutConstraint {
            NSLayoutConstraint(item: a, attribute: x, relatedBy: .equal, toItem: b, attribute: y, multiplier: 1, constant: c)
        }

        NSLayoutConstraint.activate([
            pin(box, .left, root, .left, 0), pin(box, .top, root, .top, 100), pin(box, .width, nil, .notAnAttribute, 200),
            pin(box, .height, nil, .notAnAttribute, 100),
            pin(inner, .leading, box, .leadingMargin), pin(inner, .trailing, box, .trailingMargin),
            pin(inner, .top, box, .topMargin), pin(inner, .bottom, box, .bottomMargin),
            pin(centred, .centerX, box, .centerXWithinMargins), pin(centred, .centerY, box, .centerYWithinMargins),
            pin(centred, .width, nil, .notAnAttribute, 10), pin(centred, .height, nil, .notAnAttribute, 10),
            pin(badge, .leading, box, .leadingMargin), pin(badge, .top, box, .top),
            pin(badge, .width, nil, .notAnAttribute, 50), pin(badge, .height, nil, .notAnAttribute, 5),
        ])
        app.window.layoutIfNeeded()

        #expect(inner.frame == CGRect(x: 20, y: 10, width: 140, height: 60))
        #expect(centred.frame == CGRect(x: 85, y: 35, width: 10, height: 10))
        #expect(badge.frame.minX == 20)
        badge.semanticContentAttribute = .forceRightToLeft   // leading follows the first item's direction
        app.window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 110, y: 0, width: 50, height: 5), "the leading margin is the right one: 200 − 40 − 50")
        box.layoutMargins = .zero
        app.window.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 200, height: 100), "the margins followed")
    }

    @Test("labels line up on their first baselines whatever their fonts; a view without text uses its top and bottom edges; a new font moves the baseline")
    func baselines() {
        let (app, root) = makeApp()
        let small = constrained(UILabel(), in: root), big = constrained(UILabel(), in: root), plain = constrained(UIView(), in: root)
        small.text = "Name"
        small.font = .systemFont(ofSize: 12)
        big.text = "Folio"
        big.font = .systemFont(ofSize: 40)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            plain.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            plain.widthAnchor.constraint(equalToConstant: 10), plain.heightAnchor.constraint(equalToConstant: 30),
            plain.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        app.window.layoutIfNeeded()

        func baseline(_ label: UILabel) -> CGFloat { label.frame.midY + label.baselinesFromCenter.first }
        #expect(abs(baseline(small) - baseline(big)) < 0.01)
        #expect(baseline(big) > big.frame.minY + 25 && baseline(big) < big.frame.maxY, "the baseline is in the big text's lower part")
        #expect(small.frame.minY > big.frame.minY + 10, "the small label sits lower")
        #expect(abs(plain.frame.maxY - baseline(big)) < 0.01, "a plain view's bottom edge is its last baseline")

        small.font = .systemFont(ofSize: 24)
        app.window.layoutIfNeeded()
        #expect(abs(baseline(small) - baseline(big)) < 0.01, "still on the baseline after the font changed")
    }

    @Test("a description reads as UIKit prints it: items with a label's text, the multiplier before the second item, the priority, active")
    func description() {
        let (_, root) = makeApp()
        let label = constrained(UILabel(), in: root)
        label.text = "Title"
        let half = NSLayoutConstraint(item: label, attribute: .width, relatedBy: .lessThanOrEqual, toItem: root,
                                      attribute: .width, multiplier: 0.5, constant: -8)
        half.priority = .defaultHigh
        half.isActive = true
        let margin = label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
        let baseline = NSLayoutConstraint(item: label, attribute: .firstBaseline, relatedBy: .equal, toItem: root,
                                          attribute: .topMargin, multiplier: 1, constant: 20)

        #expect(half.description.hasSuffix(".width <= 0.5*UIView:0x\(Self.address(root)).width - 8 @750   (active)>"))
        #expect(half.description.contains(" UILabel:0x\(Self.address(label))'Title'.width"))
        #expect(baseline.description.hasSuffix("'Title'.firstBaseline == UIView:0x\(Self.address(root)).topMargin + 20>"))
        #expect(margin.description.contains("'UIViewLayoutMarginsGuide'.leading") || margin.description.contains(".leading == "))
        #expect(NSLayoutConstraint.Attribute.centerXWithinMargins.rawValue == 19 && NSLayoutConstraint.Attribute.firstBaseline.rawValue == 12)
    }

    static func address(_ object: AnyObject) -> String { String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16) }

    @Test("a baseline related to a width, or a margin to a constant, is refused with UIKit's reason")
    func badInput() {
        DiagnosticLog.install()
        let (app, root) = makeApp()
        let label = constrained(UILabel(), in: root)
        label.text = "x"

        NSLayoutConstraint(item: label, attribute: .lastBaseline, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 1, constant: 0).isActive = true
        NSLayoutConstraint(item: label, attribute: .leadingMargin, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5).isActive = true
        app.window.layoutIfNeeded()

        #expect(!DiagnosticLog.shared.messages(containing: "lastBaseline cannot relate to width").isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "a position cannot equal a constant").isEmpty)
    }
}
