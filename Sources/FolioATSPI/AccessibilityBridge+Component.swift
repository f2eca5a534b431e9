import Foundation
import CGio
@_spi(Host) import Folio

/// `org.a11y.atspi.Component`: where an object is, what lies at a point, focus.
extension AccessibilityBridge {
    /// `target`'s frame in AT-SPI coordinates: 0 the screen, 1 the window, 2 the parent.
    func extents(of target: AccessibleTarget, in coordinates: UInt32) -> CGRect {
        let view: UIView, area: CGRect
        switch target {
        case .application: return .zero
        case let .view(v): (view, area) = (v, v.bounds)
        case let .page(control, page): (view, area) = (control, control.dotFrame(ofPage: page) ?? .zero)   // an undrawn page: no size
        }
        let (origin, scale) = screenPlacement?() ?? (.zero, 1)
        var frame = view is UIWindow ? area : view.convert(area, to: nil)
        frame = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
        switch coordinates {
        case 0: return frame.offsetBy(dx: origin.x, dy: origin.y)
        case 2:
            let parent = extents(of: AccessibleTree.parent(of: target), in: 1)
            return frame.offsetBy(dx: -parent.minX, dy: -parent.minY)
        default: return frame
        }
    }

    func componentCall(_ method: String, _ parameters: OpaquePointer?, on target: AccessibleTarget) -> OpaquePointer? {
        func int(_ i: Int) -> Int { Int(Variant.child(parameters, i, Variant.readInt32) ?? 0) }
        func coordinates(_ i: Int) -> UInt32 { Variant.child(parameters, i, Variant.readUInt32) ?? 0 }
        func box(_ r: CGRect) -> [OpaquePointer] {
            [r.minX, r.minY, r.width, r.height].map { Variant.int32(Int($0.isFinite ? $0.rounded() : 0)) }
        }
        switch method {
        case "GetExtents": return Variant.tuple([Variant.tuple(box(extents(of: target, in: coordinates(0))))])
        case "GetPosition":
            let r = extents(of: target, in: coordinates(0))
            return Variant.tuple(Array(box(r).prefix(2)))
        case "GetSize": return Variant.tuple(Array(box(extents(of: target, in: 1)).suffix(2)))
        case "Contains":
            let point = CGPoint(x: int(0), y: int(1))
            return Variant.tuple([Variant.bool(extents(of: target, in: coordinates(2)).contains(point))])
        case "GetAccessibleAtPoint":
            let point = CGPoint(x: int(0), y: int(1))
            let hit = node(at: point, in: coordinates(2), under: target)
            return Variant.tuple([hit.map { reference(.view($0)) } ?? nullReference])
        case "GetLayer":
            if case .view(let view) = target, view is UIWindow { return Variant.tuple([Variant.uint32(7)]) }
            return Variant.tuple([Variant.uint32(3)])   // a widget
        case "GetMDIZOrder": return Variant.tuple([Variant.int16(0)])
        case "GetAlpha":
            if case let .view(view) = target { return Variant.tuple([Variant.double(Double(view.alpha))]) }
            return Variant.tuple([Variant.double(1)])
        case "GrabFocus": return Variant.tuple([Variant.bool(grabFocus(target))])
        case "ScrollTo":
            guard case let .view(view) = target else { return Variant.tuple([Variant.bool(false)]) }
            var ancestor = view.superview
            while let a = ancestor, !(a is UIScrollView) { ancestor = a.superview }
            guard let scroller = ancestor as? UIScrollView else { return Variant.tuple([Variant.bool(false)]) }
            scroller.scrollRectToVisible(view.convert(view.bounds, to: scroller), animated: false)
            return Variant.tuple([Variant.bool(true)])
        default: return nil
        }
    }

    /// The deepest node under `target` whose frame holds `point`.
    private func node(at point: CGPoint, in coordinates: UInt32, under target: AccessibleTarget) -> UIView? {
        for child in AccessibleTree.children(of: target, in: application).reversed()
            where extents(of: .view(child), in: coordinates == 2 ? 1 : coordinates).contains(point) {
            return node(at: point, in: coordinates, under: .view(child)) ?? child
        }
        return nil
    }

    /// Moves focus to `target`: keyboard focus when the view can take it (a text field then
    /// becomes first responder); any element becomes the one reported focused.
    func grabFocus(_ target: AccessibleTarget) -> Bool {
        guard case let .view(view) = target, let window = view.window, !(view is UIWindow) else { return false }
        if view.canBecomeFocused { window.focus(view) }
        focus(view)
        view.window?.setNeedsFrame()
        return true
    }
}
