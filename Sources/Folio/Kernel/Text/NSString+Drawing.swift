import Foundation

extension UIColor {
    /// Makes this the current context's fill colour (`UIBezierPath.fill()`, `UIRectFill`).
    @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.state.fill = self }
    /// Makes this the current context's stroke colour (`UIBezierPath.stroke()`).
    @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.state.stroke = self }
    /// Makes this both the fill and the stroke colour.
    @MainActor public func set() { setFill(); setStroke() }
}

/// Text drawn and measured as UIKit's `NSString` drawing additions do it: in the font of the
/// `.font` attribute (default 12-point system font, as UIKit's) and the colour of
/// `.foregroundColor` (default black), laid out by the text engine of the drawing in progress
/// (outside drawing, the measuring engine).
@MainActor
enum StringDrawing {
    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
    }
    static func color(_ attributes: [NSAttributedString.Key: Any]?) -> UIColor {
        attributes?[.foregroundColor] as? UIColor ?? .black
    }
    /// The engine text is measured with outside a view: the drawing context's, the fitting
    /// pass's, else the key window's of the application that ran the last frame (in a process
    /// of one application that is the shared one; a shared application made on first use with
    /// no window must not hide it).
    static var engine: any TextEngine {
        UIGraphicsGetCurrentContext()?.textEngine ?? UIView.measuringTextEngine
            ?? (UIApplication.lastTicked?.keyWindow ?? UIApplication.current?.keyWindow)?.textEngine ?? fallback
    }
    private static let fallback = EstimatingTextEngine()

    static func size(_ text: String, _ attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        guard !text.isEmpty else { return .zero }
        return engine.makeLayout(text: text, font: font(attributes), maxWidth: nil, alignment: .left, maximumLines: 0).size
    }

    static func draw(_ text: String, in rect: CGRect?, at point: CGPoint, _ attributes: [NSAttributedString.Key: Any]?) {
        guard let context = UIGraphicsGetCurrentContext(), !text.isEmpty else { return }
        let width = rect.map { $0.width > 0 && $0.width.isFinite ? $0.width : nil } ?? nil
        let layout = context.textEngine.makeLayout(text: text, font: font(attributes), maxWidth: width, alignment: .left, maximumLines: 0)
        context.saveState()
        if let rect { context.clip(to: rect) }
        context.draw(layout, at: rect?.origin ?? point, color: context.faded(color(attributes)))
        context.restoreState()
    }
}

extension NSString {
    /// The size the string takes in `attributes` (font, colour), UIKit's `size(withAttributes:)`.
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(self as String, attributes)
    }
    /// Draws the string with its top-left corner at `point`, inside `draw(_:)`.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self as String, in: nil, at: point, attributes)
    }
    /// Draws the string wrapped to `rect`'s width and clipped to it.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self as String, in: rect, at: rect.origin, attributes)
    }
}

extension String {
    /// The size the string takes in `attributes`, as `NSString.size(withAttributes:)` (Swift
    /// strings call NSString's drawing methods on iOS).
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(self, attributes)
    }
    /// Draws the string with its top-left corner at `point`, inside `draw(_:)`.
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, in: nil, at: point, attributes)
    }
    /// Draws the string wrapped to `rect`'s width and clipped to it.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, in: rect, at: rect.origin, attributes)
    }
}
