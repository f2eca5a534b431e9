import Foundation

/// What `drawPath(using:)` does with the current path, Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

extension CGContext {
    // MARK: Building the current path

    /// Forgets the current path.
    public func beginPath() { path = CanvasPath() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { if point.isFinite { path.move(to: point) } }
    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) { if point.isFinite { path.addLine(to: point) } }
    /// Lines through `points` (the first starts a subpath).
    public func addLines(between points: [CGPoint]) {
        for (i, p) in points.enumerated() where p.isFinite { i == 0 ? path.move(to: p) : path.addLine(to: p) }
    }
    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard end.isFinite, control1.isFinite, control2.isFinite else { return }
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    /// A quadratic Bézier curve to `end` (as the cubic curve it equals).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard end.isFinite, control.isFinite else { return }
        let start = path.currentPoint ?? end
        path.addCurve(to: end,
                      control1: CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
                      control2: CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }
    /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians), clockwise as
    /// Core Graphics counts it in a flipped (UIKit) context: increasing angles when `clockwise` is false.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
        // In UIKit's flipped coordinates, Core Graphics' "clockwise" draws with decreasing angles.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, counterClockwise: clockwise)
    }
    /// A closed rectangle subpath.
    public func addRect(_ rect: CGRect) { if rect.isFinite { path.append(CanvasPath(rect: rect)) } }
    /// Closed rectangle subpaths.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    /// An ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { if rect.isFinite { path.append(CanvasPath(ellipseIn: rect)) } }
    /// Another path (a `UIBezierPath`'s `cgPath`).
    public func addPath(_ other: CGPath) { path.append(other) }
    /// Closes the current subpath.
    public func closePath() { path.close() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.elements.isEmpty }
    /// The end of the current path (`.zero` when empty).
    public var currentPointOfPath: CGPoint { path.currentPoint ?? .zero }
    /// The current path's bounding box, control points and whole arc circles included (`.null`
    /// when empty).
    public var boundingBoxOfPath: CGRect { path.boundingBox }

    // MARK: Drawing the current path

    /// Fills the current path with the fill colour, then forgets it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fillShape(path, rule: rule)
        beginPath()
    }
    /// Strokes the current path, then forgets it.
    public func strokePath() {
        strokeShape(path)
        beginPath()
    }
    /// Fills, strokes or both, then forgets the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillShape(path, rule: .winding)
        case .eoFill: fillShape(path, rule: .evenOdd)
        case .stroke: strokeShape(path)
        case .fillStroke: fillShape(path, rule: .winding); strokeShape(path)
        case .eoFillStroke: fillShape(path, rule: .evenOdd); strokeShape(path)
        }
        beginPath()
    }
    /// Clips to the current path, then forgets it.
    public func clip(using rule: CGPathFillRule = .winding) {
        canvas.clip(to: path, rule: rule)
        beginPath()
    }
    /// Clips to the union of `rects`.
    public func clip(to rects: [CGRect]) {
        var union = CanvasPath()
        for r in rects where r.isFinite { union.append(CanvasPath(rect: r)) }
        canvas.clip(to: union, rule: .winding)
    }

    // MARK: Shapes at once

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) { if rect.isFinite { fillShape(CanvasPath(rect: rect), rule: .winding) } }
    /// Fills each rectangle.
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { if rect.isFinite { fillShape(CanvasPath(ellipseIn: rect), rule: .winding) } }
    /// Strokes `rect`'s outline.
    public func stroke(_ rect: CGRect) { if rect.isFinite { strokeShape(CanvasPath(rect: rect)) } }
    /// Strokes `rect`'s outline `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let previous = state.style.lineWidth
        setLineWidth(width)
        stroke(rect)
        state.style.lineWidth = previous
    }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { if rect.isFinite { strokeShape(CanvasPath(ellipseIn: rect)) } }
    /// Strokes separate segments: points pairwise (0–1, 2–3…).
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = CanvasPath()
        for i in stride(from: 0, to: points.count - 1, by: 2) where points[i].isFinite && points[i + 1].isFinite {
            segments.move(to: points[i]); segments.addLine(to: points[i + 1])
        }
        strokeShape(segments)
    }

    // MARK: Gradients

    /// Paints `gradient` along the line from `start` to `end` over the whole clip; past the ends
    /// only what `options` asks for.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard start.isFinite, end.isFinite else { return }
        paint(gradient, .linear(start: start, end: end), options)
    }

    /// Paints `gradient` from the circle at `startCenter` to the one at `endCenter`.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite else { return }
        paint(gradient, .radial(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius), options)
    }

    private func paint(_ gradient: CGGradient, _ geometry: CanvasGradient.Geometry, _ options: CGGradientDrawingOptions) {
        let stops = gradient.stops.map { (location: $0.location, color: faded($0.color)) }
        let everywhere = CanvasPath(rect: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
        canvas.fill(everywhere, gradient: CanvasGradient(stops: stops, geometry: geometry,
                                                         extendsBefore: options.contains(.drawsBeforeStartLocation),
                                                         extendsAfter: options.contains(.drawsAfterEndLocation)))
    }
}
