import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioTesting

/// Auto Layout as apps write it: the visual format language and system spacing.
@MainActor
@Suite("Visual format language and system spacing")
struct VisualFormatTests {
    /// A 320 × 480 root view holding `names` as plain views, constraints on.
    func scene(_ names: [String]) -> (HeadlessApp, UIView, [String: UIView]) {
        let controller = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: controller)
        var views: [String: UIView] = [:]
        for name in names {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(v)
            views[name] = v
        }
        return (app, controller.view, views)
    }

    @Test("a horizontal line: superview edges, a metric, standard spacing, a width with a priority, equal widths")
    func horizontal() {
        let (app, root, views) = scene(["a", "b", "c"])
        let h = NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[a(==60)]-[b(>=40@750)][c(==b)]-|",
                                               options: [.alignAllTop, .alignAllBottom], metrics: ["margin": 16], views: views)
        let v = NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[a(44)]", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(h + v)
        app.tick()

        let (a, b, c) = (views["a"]!.frame, views["b"]!.frame, views["c"]!.frame)
        #expect(a == CGRect(x: 16, y: 100, width: 60, height: 44))
        #expect(b.minX == a.maxX + 8, "standard spacing between siblings")
        #expect(c.minX == b.maxX && c.width == b.width, "touching, equal widths")
        #expect(c.maxX == root.bounds.width - 20, "standard spacing to the superview")
        #expect(b.minY == 100 && c.maxY == 144, "aligned tops and bottoms")
        #expect(h.count == 11 && h.allSatisfy(\.isActive), "activated by the caller")
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: [], metrics: nil, views: views).allSatisfy { !$0.isActive },
                "returned, not activated")
    }

    @Test("a vertical line with predicate lists between views")
    func vertical() {
        let (app, _, views) = scene(["top", "bottom"])
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|[top]|", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|[bottom]|", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(>=30,==40@500)-[top(==50)]-(12)-[bottom(==top)]",
                                             options: [], metrics: nil, views: views))
        app.tick()
        #expect(views["top"]!.frame == CGRect(x: 0, y: 40, width: 320, height: 50))
        #expect(views["bottom"]!.frame == CGRect(x: 0, y: 102, width: 320, height: 50))
    }

    @Test("bad formats give no constraints and UIKit's message with a caret, never a trap")
    func badFormats() {
        DiagnosticLog.install()
        let (_, _, views) = scene(["a", "b"])
        let bad = ["H:[a]-[", "H:[missing]", "H:[a(==nope)]", "X:[a]", "H:[a]--[b]", "H:[a(==50@2000)]", "H:[a]]", "", "H:[a]-"]
        for format in bad {
            #expect(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views).isEmpty, "\(format)")
        }
        let orphan = UIView()
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|[o]|", options: [], metrics: nil, views: ["o": orphan]).isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "Unable to parse constraint format: missing is not a key in the views dictionary").isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "because the related view doesn't have a superview").isEmpty)
    }

    @Test("system spacing after and below: 8 points times the multiplier, and its inequalities")
    func systemSpacing() {
        let (app, root, views) = scene(["a", "b"])
        let (a, b) = (views["a"]!, views["b"]!)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 1),
            a.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 3),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 50),
        ])
        app.tick()
        #expect(a.frame == CGRect(x: 8, y: 24, width: 50, height: 50))
        #expect(b.frame.minX == 74 && b.frame.minY >= 82)
        let rule = b.trailingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 1.5)
        #expect(rule.constant == 12 && rule.relation == .lessThanOrEqual)
    }

    @Test("topLayoutGuide and bottomLayoutGuide: the strips the navigation bar and the tab bar take")
    func layoutSupport() {
        let page = UIViewController()
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: page.topLayoutGuide.bottomAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: page.bottomLayoutGuide.topAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: page.view.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
        ])
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: page)]
        let app = HeadlessApp(size: CGSize(width: 320, height: 480), scale: 1, rootViewController: tabs)
        app.tick()

        #expect(page.topLayoutGuide.length == 64, "status bar and navigation bar")
        #expect(page.bottomLayoutGuide.length == page.view.safeAreaInsets.bottom, "the tab bar: Folio lays the tab's view out above it")
        let labelInWindow = label.convert(label.bounds, to: nil)
        #expect(label.frame.minY == 72 && labelInWindow.maxY == 480 - UITabBar.barHeight - 8)
        #expect(page.topLayoutGuide === page.topLayoutGuide, "one guide per controller")
    }

    @Test("readableContentGuide: the margins on a phone, 672 points centred on a wide window, wider for larger text")
    func readableContent() {
        func guideFrame(width: CGFloat) -> (HeadlessApp, UIView, UIView) {
            let controller = UIViewController()
            let app = HeadlessApp(size: CGSize(width: width, height: 600), scale: 1, rootViewController: controller)
            let text = UIView()
            text.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(text)
            let guide = controller.view.readableContentGuide
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: guide.leadingAnchor), text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                text.topAnchor.constraint(equalTo: guide.topAnchor), text.heightAnchor.constraint(equalToConstant: 20),
            ])
            app.tick()
            return (app, controller.view, text)
        }
        let (_, phoneRoot, phoneText) = guideFrame(width: 320)
        #expect(phoneText.frame.minX == phoneRoot.layoutMargins.left && phoneText.frame.maxX == 320 - phoneRoot.layoutMargins.right)

        let (app, _, wideText) = guideFrame(width: 1280)
        #expect(wideText.frame.width == 672 && wideText.frame.midX == 640)
        defer { app.setContentSizeCategory(.large) }
        app.setContentSizeCategory(.extraExtraExtraLarge)
        app.tick()
        #expect(wideText.frame.width == (672 * 23 / 17).rounded(), "it grows with the text")
    }
}

