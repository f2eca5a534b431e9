import Foundation
import Testing
@testable import Folio

@MainActor
@Suite("CALayer: the layer tree and what a layer draws")
struct LayerTests {
    @Test("a view's layer is its geometry, opacity, visibility and background")
    func backingLayerMirrorsView() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.layer.frame == v.frame)
        #expect(v.layer.position == CGPoint(x: 60, y: 45))
        #expect(v.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))

        v.layer.opacity = 0.25
        v.layer.backgroundColor = UIColor.red.cgColor
        v.layer.isHidden = true
        v.layer.masksToBounds = true
        v.layer.position = CGPoint(x: 100, y: 100)

        #expect(v.alpha == 0.25)
        #expect(v.backgroundColor == .red)
        #expect(v.isHidden)
        #expect(v.clipsToBounds)
        #expect(v.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        v.alpha = 0.5
        #expect(v.layer.opacity == 0.5)
    }

    @Test("sublayers are the subviews' layers interleaved with added layers, back to front")
    func treeOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(root.layer.sublayers == nil)
        let a = UIView(), b = UIView(), c = UIView()
        let glow = CALayer(), badge = CALayer()
        root.addSubview(a)
        root.layer.addSublayer(glow)                 // above a
        root.addSubview(b)                           // above glow
        root.layer.insertSublayer(badge, at: 0)      // below everything
        root.insertSubview(c, aboveSubview: a)       // between a and glow

        #expect(root.layer.sublayers?.map { ObjectIdentifier($0) } ==
                [badge, a.layer, c.layer, glow, b.layer].map { ObjectIdentifier($0) })
        #expect(glow.superlayer === root.layer && a.layer.superlayer === root.layer)

        root.sendSubviewToBack(b)
        root.bringSubviewToFront(a)
        #expect(root.layer.sublayers?.map { ObjectIdentifier($0) } ==
                [b.layer, badge, c.layer, glow, a.layer].map { ObjectIdentifier($0) })

        glow.removeFromSuperlayer()
        c.removeFromSuperview()
        #expect(glow.superlayer == nil && c.layer.superlayer == nil)
        #expect(root.layer.sublayers?.count == 3)

        // A view's layer leaves with its view.
        a.layer.removeFromSuperlayer()
        #expect(a.superview == nil)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(b)])
    }

    @Test("insertSublayer above/below, replaceSublayer and setting sublayers")
    func editing() {
        let host = CALayer()
        let one = CALayer(), two = CALayer(), three = CALayer()
        host.addSublayer(one)
        host.insertSublayer(two, below: one)
        host.insertSublayer(three, above: two)
        #expect(host.sublayers?.map { ObjectIdentifier($0) } == [two, three, one].map { ObjectIdentifier($0) })
        let four = CALayer()
        host.replaceSublayer(three, with: four)
        #expect(three.superlayer == nil)
        #expect(host.sublayers?.map { ObjectIdentifier($0) } == [two, four, one].map { ObjectIdentifier($0) })
        host.sublayers = [three]
        #expect(host.sublayers?.map { ObjectIdentifier($0) } == [ObjectIdentifier(three)])
        #expect(one.superlayer == nil)
    }

    @Test("cycles, a view's layer added as a sublayer and non-finite values are refused")
    func refusals() {
        let outer = CALayer(), inner = CALayer()
        outer.addSublayer(inner)
        inner.addSublayer(outer)
        #expect(outer.superlayer == nil)
        outer.addSublayer(outer)
        #expect(outer.sublayers?.count == 1)

        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        outer.addSublayer(v.layer)
        #expect(v.layer.superlayer == nil && outer.sublayers?.count == 1)

        inner.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        inner.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        inner.cornerRadius = 4
        inner.cornerRadius = .infinity
        inner.borderWidth = -1
        inner.shadowOpacity = .nan
        inner.opacity = 2
        #expect(inner.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(inner.cornerRadius == 4 && inner.borderWidth == 0 && inner.shadowOpacity == 0)
        #expect(inner.opacity == 1)
    }

    @Test("a standalone layer's frame follows its anchor point and transform")
    func standaloneGeometry() {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        #expect(l.position == CGPoint(x: 30, y: 20))
        l.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(l.frame == CGRect(x: 30, y: 20, width: 40, height: 20), "the position stays; the frame moves")
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(l.frame == CGRect(x: 30, y: 20, width: 80, height: 40), "scaled about the anchor")
        l.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        #expect(l.position == .zero && l.bounds.size == CGSize(width: 80, height: 40))
    }

    @Test("a view's anchor point moves its frame, its drawing and its hit area")
    func viewAnchorPoint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let door = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        root.addSubview(door)
        door.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        #expect(door.center == CGPoint(x: 100, y: 70))
        #expect(door.frame == CGRect(x: 100, y: 50, width: 100, height: 40))
        #expect(root.hitTest(CGPoint(x: 190, y: 60), with: nil) === door)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
        // Turning a quarter about the left edge (a door on its hinge) swings it downwards.
        door.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let f = door.frame
        #expect(abs(f.minX - 80) < 1e-9 && abs(f.minY - 70) < 1e-9 && abs(f.height - 100) < 1e-9)
        #expect(root.hitTest(CGPoint(x: 100, y: 160), with: nil) === door)
        #expect(root.convert(CGPoint(x: 100, y: 20), from: door).y - 170 < 1e-9)
        // Setting the frame keeps the anchor.
        door.transform = .identity
        door.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(door.center == CGPoint(x: 0, y: 25))
    }

    @Test("drawn in Core Animation's order: shadow, background, content, sublayers, border")
    func drawOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.blue.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        let stripe = CALayer()
        stripe.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        stripe.backgroundColor = UIColor.red.cgColor
        card.layer.addSublayer(stripe)
        root.addSubview(card)

        let canvas = RecordingCanvas()
        ViewRenderer.render(root, in: canvas)

        var kinds: [String] = []
        for c in canvas.commands {
            switch c {
            case let .shadow(path, color, blur, t):
                kinds.append("shadow")
                #expect(blur == 8)
                #expect(abs(color.alpha - 0.5) < 1e-9)
                #expect(path.boundingBox.applying(t) == CGRect(x: 20, y: 24, width: 100, height: 60), "moved by the offset")
            case let .fill(_, color, _) where color == .white: kinds.append("background")
            case let .fill(_, color, t) where color == .red:
                kinds.append("sublayer")
                #expect(CGRect(x: 0, y: 0, width: 100, height: 10).applying(t) == CGRect(x: 20, y: 20, width: 100, height: 10))
            case let .stroke(_, color, width, _) where color == .blue:
                kinds.append("border"); #expect(width == 2)
            default: break
            }
        }
        #expect(kinds == ["shadow", "background", "sublayer", "border"])

        // A layer that masks to its bounds clips to the rounded rectangle and casts no shadow.
        card.layer.masksToBounds = true
        let masked = RecordingCanvas()
        ViewRenderer.render(root, in: masked)
        #expect(!masked.commands.contains { if case .shadow = $0 { return true } else { return false } })
        #expect(masked.commands.contains { if case .clipPath = $0 { return true } else { return false } })
    }

    @Test("a shadow path is used as given; a layer with nothing filled and no path casts none")
    func shadowShape() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        v.layer.shadowOpacity = 1
        let empty = RecordingCanvas()
        ViewRenderer.render(v, in: empty)
        #expect(!empty.commands.contains { if case .shadow = $0 { return true } else { return false } })

        v.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 40, height: 40)).cgPath
        v.layer.shadowOffset = .zero
        let oval = RecordingCanvas()
        ViewRenderer.render(v, in: oval)
        let boxes = oval.commands.compactMap { c -> CGRect? in
            if case let .shadow(p, _, _, t) = c { return p.boundingBox.applying(t) } else { return nil }
        }
        #expect(boxes == [CGRect(x: 5, y: 5, width: 40, height: 40)])
    }

    @Test("UIBezierPath builds lines, curves and arcs both ways round")
    func bezierPath() {
        let p = UIBezierPath()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        p.addArc(withCenter: CGPoint(x: 5, y: 10), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(abs(p.cgPath.currentPoint!.x) < 1e-9 && abs(p.cgPath.currentPoint!.y - 10) < 1e-9)
        p.close()
        #expect(p.cgPath.currentPoint == .zero)
        #expect(p.cgPath.elements.contains { if case .arcCounterClockwise = $0 { return true } else { return false } })
        #expect(UIColor(cgColor: UIColor.red.cgColor) == .red)
    }
}
