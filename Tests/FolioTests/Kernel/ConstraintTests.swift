import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A controller whose plain root view hosts constrained subviews.
@MainActor
private func makeApp(size: CGSize = CGSize(width: 400, height: 800)) -> (HeadlessApp, UIView) {
    let root = UIViewController()
    let app = HeadlessApp(size: size, scale: 1, rootViewController: root)
    return (app, root.view)
}

@MainActor
private func constrained(_ parent: UIView) -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
}

@MainActor
@Suite("Constraints and anchors")
struct ConstraintTests {
    @Test("every anchor kind places a view as UIKit does")
    func anchorKinds() {
        let (app, root) = makeApp()
        let a = constrained(root), b = constrained(root), c = constrained(root)

        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -30),
            b.rightAnchor.constraint(equalTo: root.rightAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2, constant: 1),
            c.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            c.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
            c.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            c.heightAnchor.constraint(equalTo: c.widthAnchor),
        ])
        app.window.layoutIfNeeded()

        #expect(a.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(b.frame == CGRect(x: 115, y: 669, width: 285, height: 101))
        #expect(c.frame == CGRect(x: 100, y: 310, width: 200, height: 200))
        #expect(![a, b, c].contains { $0.hasAmbiguousLayout })
    }

    @Test("inequalities and priorities: the stronger wish wins; changing a priority or a constant re-solves")
    func priorities() {
        let (app, root) = makeApp()
        let v = constrained(root)
        let low = v.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        let high = v.widthAnchor.constraint(equalToConstant: 300)
        high.priority = .defaultHigh
        let cap = v.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([low, high, cap,
            v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(greaterThanOrEqualToConstant: 40)])
        app.window.layoutIfNeeded()
        #expect(v.frame.width == 200)   // the required cap beats both wishes

        cap.isActive = false
        app.window.layoutIfNeeded()
        #expect(v.frame.width == 300)

        low.priority = UILayoutPriority(999)
        app.window.layoutIfNeeded()
        #expect(v.frame.width == 100)

        low.constant = 120
        app.window.layoutIfNeeded()
        #expect(v.frame.width == 120)
        #expect(v.frame.height == 40)
    }

    @Test("labels size to their text; hugging and compression resistance trade against other priorities")
    func intrinsicSize() throws {
        let (app, root) = makeApp()
        let label = UILabel()
        label.text = "Folio"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 8),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)])
        app.window.layoutIfNeeded()
        let natural = label.intrinsicContentSize
        #expect(natural.width > 20)
        #expect(label.frame.size == natural)
        #expect(label.contentHuggingPriority(for: .horizontal) == 251)

        let stretch = label.widthAnchor.constraint(equalToConstant: 300)
        stretch.priority = UILayoutPriority(500)
        stretch.isActive = true
        app.window.layoutIfNeeded()
        #expect(label.frame.width == 300)   // 500 beats hugging (251)

        stretch.constant = 10
        app.window.layoutIfNeeded()
        #expect(label.frame.width == natural.width)   // compression resistance (750) beats 500

        label.text = "Folio pages"
        app.window.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.frame.width > natural.width)
    }

    @Test("a frame-laid-out view referred to by constraints takes part through its frame and mask")
    func autoresizingParticipants() {
        let (app, root) = makeApp()
        let panel = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
        root.addSubview(panel)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -10),
            badge.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20)])
        app.window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 170, y: 10, width: 20, height: 20))

        panel.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        app.window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 270, y: 10, width: 20, height: 20))

        panel.autoresizingMask = [.flexibleWidth]
        panel.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        app.window.transition(to: CGSize(width: 500, height: 800))
        app.window.layoutIfNeeded()
        #expect(panel.frame.width == 400)
        #expect(badge.frame.minX == 370)
    }

    @Test("the safe area guide keeps content below a navigation bar")
    func safeArea() {
        let content = UIViewController()
        let nav = UINavigationController(rootViewController: content)
        let app = HeadlessApp(size: CGSize(width: 400, height: 800), scale: 1, rootViewController: nav)
        let v = constrained(content.view)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor),
            v.leadingAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.trailingAnchor),
            v.heightAnchor.constraint(equalToConstant: 44)])
        app.tick()

        #expect(nav.barInset > 0)
        #expect(content.view.safeAreaInsets.top == nav.barInset)
        #expect(v.frame == CGRect(x: 0, y: nav.barInset, width: 400, height: 44))
        #expect(content.view.safeAreaLayoutGuide.layoutFrame.minY == nav.barInset)
    }

    @Test("a scroll view's content guide sets contentSize; its frame guide pins content to the frame")
    func scrollGuides() {
        let (app, root) = makeApp()
        let scroll = UIScrollView(frame: root.bounds)
        root.addSubview(scroll)
        let strip = constrained(scroll)
        NSLayoutConstraint.activate([
            strip.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            strip.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            strip.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            strip.widthAnchor.constraint(equalToConstant: 1000),
            strip.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
        ])
        app.window.layoutIfNeeded()

        #expect(scroll.contentSize == CGSize(width: 1000, height: 800))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 1000, height: 800))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 400, height: 800))
    }

    @Test("content pinned to the frame guide stays on screen while the scroll view scrolls")
    func stickyFrameGuide() {
        let (app, root) = makeApp()
        let scroll = UIScrollView(frame: root.bounds)
        root.addSubview(scroll)
        let content = constrained(scroll), header = constrained(scroll)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.leftAnchor.constraint(equalTo: scroll.leftAnchor),
            content.rightAnchor.constraint(equalTo: scroll.rightAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 3000),
            header.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
            header.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            header.heightAnchor.constraint(equalToConstant: 50),
        ])
        app.window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 400, height: 3000))

        scroll.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        app.window.layoutIfNeeded()

        #expect(header.frame == CGRect(x: 0, y: 600, width: 400, height: 50))
        #expect(header.convert(header.bounds, to: root).minY == 0)
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 600, width: 400, height: 800))
        #expect(content.frame.minY == 0)
    }

    @Test("unsatisfiable required constraints: UIKit's message, one constraint broken, layout goes on")
    func unsatisfiable() {
        let (app, root) = makeApp()
        let v = constrained(root)
        let first = v.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "first-width"
        let second = v.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "second-width"
        NSLayoutConstraint.activate([v.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.heightAnchor.constraint(equalToConstant: 10), first, second])
        app.window.layoutIfNeeded()

        let messages = DiagnosticLog.shared.messages(containing: "Unable to simultaneously satisfy constraints.")
        let ours = messages.filter { $0.contains("second-width") }
        #expect(ours.count == 1)
        #expect(ours.first?.contains("first-width") == true)
        #expect(ours.first?.contains("Will attempt to recover by breaking constraint") == true)
        #expect(v.frame.width == 100)
        #expect(second.isActive)

        first.isActive = false
        second.isActive = false
        second.isActive = true
        app.window.layoutIfNeeded()
        #expect(v.frame.width == 200)
    }

    @Test("ambiguity is detectable; bad input is refused with a diagnostic")
    func ambiguityAndBadInput() {
        let (app, root) = makeApp()
        let v = constrained(root)
        NSLayoutConstraint.activate([v.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 10),
                                     v.heightAnchor.constraint(equalToConstant: 10)])
        app.window.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)   // no vertical position
        let top = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        top.isActive = true
        app.window.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout)

        top.constant = .nan
        #expect(top.constant == 5)
        let stranger = UIView()
        let orphan = v.leftAnchor.constraint(equalTo: stranger.leftAnchor)
        orphan.isActive = true
        #expect(!orphan.isActive)
        #expect(!DiagnosticLog.shared.messages(containing: "because they have no common ancestor").isEmpty)
        app.window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 5, width: 10, height: 10))
    }

    @Test("removing a view deactivates the constraints that relate it; adding it back in a window reinstalls its own")
    func hierarchyChanges() throws {
        let (app, root) = makeApp()
        let box = constrained(root)
        let inner = constrained(box)
        let pin = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30)
        NSLayoutConstraint.activate([pin, box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 100),
                                     box.heightAnchor.constraint(equalToConstant: 100),
                                     inner.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 10),
                                     inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
                                     inner.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
                                     inner.heightAnchor.constraint(equalToConstant: 5)])
        app.window.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 50, height: 5))

        box.removeFromSuperview()
        #expect(!pin.isActive)
        #expect(box.constraints.count == 5)   // box's own width and height, inner's left, top and width
        let engine = try #require(app.window.existingLayoutEngine)
        #expect(engine.installations.isEmpty)

        root.addSubview(box)
        box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 70).isActive = true
        box.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        box.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil }?.constant = 300
        app.window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 70, y: 0, width: 300, height: 100))
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 150, height: 5))
        #expect(engine.solver.invariantViolations().isEmpty)
    }
}
