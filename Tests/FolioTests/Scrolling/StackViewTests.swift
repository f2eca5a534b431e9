import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A view with a fixed intrinsic size, as a label or an image view has.
@MainActor
private final class Block: UIView {
    var natural: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ w: CGFloat, _ h: CGFloat) { natural = CGSize(width: w, height: h); super.init(frame: .zero) }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { natural }
}

/// A window with a stack view placed at (0, 0) in a box of `size` (nil: the stack sizes itself).
@MainActor
private func host(_ stack: UIStackView, size: CGSize?) -> HeadlessApp {
    let root = UIViewController()
    let app = HeadlessApp(size: CGSize(width: 800, height: 800), scale: 1, rootViewController: root)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(stack)
    var pins = [stack.leftAnchor.constraint(equalTo: root.view.leftAnchor),
                stack.topAnchor.constraint(equalTo: root.view.topAnchor)]
    if let size {
        pins += [stack.widthAnchor.constraint(equalToConstant: size.width), stack.heightAnchor.constraint(equalToConstant: size.height)]
    }
    NSLayoutConstraint.activate(pins)
    app.window.layoutIfNeeded()
    return app
}

@MainActor
@Suite("UIStackView")
struct StackViewTests {
    @Test("fill: views keep their lengths, the one that hugs least takes the rest")
    func fill() {
        let a = Block(50, 20), b = Block(60, 20), c = Block(70, 20)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        let app = host(stack, size: CGSize(width: 300, height: 40))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 160, height: 40))
        #expect(c.frame == CGRect(x: 230, y: 0, width: 70, height: 40))
        #expect(stack.subviews.count == 3 && !a.translatesAutoresizingMaskIntoConstraints)
        _ = app
    }

    @Test("fillEqually, fillProportionally, equalSpacing and equalCentering share the length as UIKit does")
    func distributions() {
        let a = Block(50, 20), b = Block(100, 20), c = Block(150, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.distribution = .fillEqually
        let app = host(stack, size: CGSize(width: 320, height: 20))
        #expect([a, b, c].map(\.frame.minX) == [0, 110, 220])
        #expect([a, b, c].map(\.frame.width) == [100, 100, 100])

        stack.distribution = .fillProportionally
        app.window.layoutIfNeeded()
        // 320 − 20 of spacing = 300, shared 1 : 2 : 3.
        #expect([a, b, c].map(\.frame.width) == [50, 100, 150])
        a.natural = CGSize(width: 150, height: 20)        // now 3 : 2 : 3
        app.window.layoutIfNeeded()
        app.window.layoutIfNeeded()
        #expect([a, b, c].map { $0.frame.width.rounded() } == [113, 75, 113])

        let d = Block(40, 20), e = Block(40, 20), f = Block(40, 20)
        let spaced = UIStackView(arrangedSubviews: [d, e, f])
        spaced.distribution = .equalSpacing
        spaced.spacing = 5
        _ = host(spaced, size: CGSize(width: 300, height: 20))
        #expect([d, e, f].map(\.frame.minX) == [0, 130, 260])

        let g = Block(20, 20), h = Block(60, 20), i = Block(20, 20)
        let centred = UIStackView(arrangedSubviews: [g, h, i])
        centred.distribution = .equalCentering
        _ = host(centred, size: CGSize(width: 300, height: 20))
        #expect([g, h, i].map { $0.center.x.rounded() } == [10, 150, 290])
    }

    @Test("alignment places views across the axis; the stack hugs the broadest when unsized")
    func alignment() {
        let a = Block(40, 40), b = Block(40, 80)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.alignment = .center
        let app = host(stack, size: nil)
        #expect(stack.frame.size == CGSize(width: 80, height: 80))
        #expect(a.frame == CGRect(x: 0, y: 20, width: 40, height: 40))
        stack.alignment = .top
        app.window.layoutIfNeeded()
        #expect(a.frame.minY == 0)
        stack.alignment = .bottom
        app.window.layoutIfNeeded()
        #expect(a.frame.minY == 40)
        stack.alignment = .fill
        app.window.layoutIfNeeded()
        #expect(a.frame.height == 80)

        // A vertical stack: leading and trailing are left and right.
        let c = Block(30, 20), d = Block(90, 20)
        let column = UIStackView(arrangedSubviews: [c, d])
        column.axis = .vertical
        column.spacing = 4
        column.alignment = .trailing
        _ = host(column, size: nil)
        #expect(column.frame.size == CGSize(width: 90, height: 44))
        #expect(c.frame == CGRect(x: 60, y: 0, width: 30, height: 20))
        #expect(d.frame == CGRect(x: 0, y: 24, width: 90, height: 20))
    }

    @Test("a hidden arranged view collapses with its spacing, and comes back when shown")
    func hiddenCollapses() {
        let a = Block(50, 20), b = Block(50, 20), c = Block(50, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        let app = host(stack, size: nil)
        #expect(stack.frame.width == 170)
        b.isHidden = true
        app.window.layoutIfNeeded()
        #expect(c.frame.minX == 60)
        #expect(stack.frame.width == 110)
        #expect(b.frame.width == 0)
        b.isHidden = false
        app.window.layoutIfNeeded()
        #expect(c.frame.minX == 120 && b.frame.width == 50)
    }

    @Test("insert, remove (stays a subview), removeFromSuperview (leaves both), custom spacing, margins")
    func editing() {
        let a = Block(50, 20), b = Block(50, 20), c = Block(50, 20)
        let stack = UIStackView(arrangedSubviews: [a, c])
        let app = host(stack, size: nil)
        stack.insertArrangedSubview(b, at: 1)
        stack.insertArrangedSubview(Block(1, 1), at: 9)            // refused: beyond the end
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
        stack.setCustomSpacing(30, after: a)
        #expect(stack.customSpacing(after: a) == 30 && stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        app.window.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 80, 130])

        stack.removeArrangedSubview(b)
        #expect(b.superview === stack && stack.arrangedSubviews.count == 2)
        b.removeFromSuperview()
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(a)])
        app.window.layoutIfNeeded()
        #expect(stack.frame.width == 50)

        stack.layoutMargins = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        stack.isLayoutMarginsRelativeArrangement = true
        app.window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 4, width: 50, height: 20))
        #expect(stack.frame.size == CGSize(width: 66, height: 28))
        stack.spacing = .nan
        #expect(stack.spacing == 0)
    }

    @Test("three pages in a horizontal stack inside a paging scroll view page like seed 001's linear layout")
    func pagingInScrollView() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: root)
        let scroll = UIScrollView(frame: root.view.bounds)
        scroll.isPagingEnabled = true
        root.view.addSubview(scroll)
        let pages = (0..<3).map { _ in UIView() }
        let stack = UIStackView(arrangedSubviews: pages)
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
            pages[0].widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        app.window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 1170, height: 844))
        #expect(pages.map(\.frame.minX) == [0, 390, 780])

        app.swipe(from: .xy(300, 400), to: .xy(100, 400), velocity: 1000)
        app.runUntilIdle()
        #expect(scroll.contentOffset.x == 390)
        app.swipe(from: .xy(300, 400), to: .xy(100, 400), velocity: 1000)
        app.runUntilIdle()
        #expect(scroll.contentOffset.x == 780)
    }
}
