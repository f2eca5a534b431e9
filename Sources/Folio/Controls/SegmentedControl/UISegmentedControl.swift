import Foundation
import Logging

/// A row of segments of which one is selected: UIKit's `UISegmentedControl`, in the look of
/// iOS 13 and later (a grey track, the selected segment on a raised white thumb). Segments hold a
/// title or an image (or a `UIAction`, iOS 14); a tap on an enabled segment selects it and sends
/// `.valueChanged` (and performs its action), unless it was selected already; setting
/// `selectedSegmentIndex` in code sends nothing. A momentary control shows no selection.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected.
    public static let noSegment = -1
    /// The height a segmented control has.
    static let height: CGFloat = 32
    /// The space around a segment's content.
    static let padding: CGFloat = 12
    static var segmentLog: Logger { Logger(label: "folio.segmentedcontrol") }

    /// One segment's content and settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var isEnabled = true
    }
    var segments: [Segment] = [] { didSet { segmentsDidChange() } }
    var selection = UISegmentedControl.noSegment
    /// The segment a finger is on, while tracking.
    var trackedSegment: Int?

    /// The segments' views, in order.
    var segmentViews: [SegmentView] = []
    /// Title attributes set per state (`setTitleTextAttributes(_:for:)`).
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the font (`.font`) and colour (`.foregroundColor`) of the titles in `state`: `.normal`
    /// for every segment, `.selected` for the selected one (falling back to `.normal`'s),
    /// `.disabled`, `.highlighted`. Other attributes are kept but not drawn.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        for view in segmentViews { view.invalidateWidth() }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateSegmentStates()
    }
    /// The title attributes set for `state`, nil when none were.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
    /// The raised thumb under the selected segment.
    let thumb = UIView()
    /// The hairlines between segments.
    var dividers: [UIView] = []

    /// A control with segments made of `items`, each a `String` (a title) or a `UIImage`; other
    /// values make empty segments, with a diagnostic.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        segments = (items ?? []).map { item in
            if let title = item as? String { return Segment(title: title) }
            if let image = item as? UIImage { return Segment(image: image) }
            Self.segmentLog.warning("init(items:): \(type(of: item)) is neither a String nor a UIImage: an empty segment")
            return Segment()
        }
        segmentsDidChange()   // observers do not run in an initializer
        bounds.size = intrinsicContentSize
    }

    /// A control whose segments are `actions` (their titles and images); choosing one performs it (iOS 14).
    public init(frame: CGRect, actions: [UIAction]) {
        super.init(frame: frame)
        setUp()
        segments = actions.map { Segment(title: $0.title.isEmpty ? nil : $0.title, image: $0.image, action: $0) }
        segmentsDidChange()
        if frame.size == .zero { bounds.size = intrinsicContentSize }
    }

    /// A control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// UIKit's archive initializer: no segments (Folio stores nothing in the archive).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        layer.cornerRadius = 9
        backgroundColor = .tertiarySystemFill
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = 7
        thumb.layer.shadowOpacity = 0.12
        thumb.layer.shadowRadius = 4
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(thumb)
        applyThumbColor()
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `noSegment`. Out-of-range values are refused with a diagnostic.
    open var selectedSegmentIndex: Int {
        get { selection }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                Self.segmentLog.warning("selectedSegmentIndex \(newValue) is out of range 0..<\(segments.count): refused")
                return
            }
            guard newValue != selection else { return }
            selection = newValue
            setNeedsLayout()
            updateSegmentStates()
        }
    }

    /// Whether segments show no selected state (a tap still sends `.valueChanged`). Default false.
    open var isMomentary = false { didSet { setNeedsLayout(); updateSegmentStates() } }
    /// Whether automatic widths follow each segment's content (else they are equal). Default false.
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// The selected segment's thumb colour (nil: white, dark grey in the dark appearance).
    open var selectedSegmentTintColor: UIColor? { didSet { applyThumbColor() } }

    /// Inserts a segment titled `title` at `segment` (clamped to 0…numberOfSegments).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }
    /// Inserts a segment showing `image` at `segment` (clamped).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }
    /// Inserts a segment for `action` at `segment` (clamped).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ new: Segment, at index: Int) {
        let at = min(max(index, 0), segments.count)
        segments.insert(new, at: at)
        if selection != Self.noSegment, at <= selection { selection += 1 }
        updateSegmentStates()
    }

    /// Removes segment `segment` (out of range: a diagnostic); the selection follows its segment
    /// and is cleared when that one goes.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else {
            Self.segmentLog.warning("removeSegment(at: \(segment)): out of range 0..<\(segments.count): nothing removed")
            return
        }
        segments.remove(at: segment)
        if selection == segment { selection = Self.noSegment } else if selection > segment { selection -= 1 }
        updateSegmentStates()
    }

    /// Removes every segment (the selection is cleared).
    open func removeAllSegments() {
        selection = Self.noSegment
        segments = []
    }

    /// Sets segment `segment`'s title (its image goes).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        modify(segment, "setTitle") { $0.title = title; $0.image = nil }
    }
    /// Segment `segment`'s title, if any.
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    /// Sets segment `segment`'s image (its title goes).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        modify(segment, "setImage") { $0.image = image; $0.title = nil }
    }
    /// Segment `segment`'s image, if any.
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    /// Sets segment `segment`'s width (0: automatic). Negative or non-finite widths are refused.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard width.isFinite, width >= 0 else {
            Self.segmentLog.warning("setWidth(\(width), forSegmentAt: \(segment)): a width is finite and not negative: refused")
            return
        }
        modify(segment, "setWidth") { $0.width = width }
    }
    /// Segment `segment`'s width as set (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
    /// Enables or disables segment `segment`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        modify(segment, "setEnabled") { $0.isEnabled = enabled }
    }
    /// Whether segment `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }
    /// Sets segment `segment`'s action (its title and image follow the action's).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        modify(segment, "setAction") { $0.action = action; $0.title = action.title.isEmpty ? nil : action.title; $0.image = action.image }
    }
    /// Segment `segment`'s action, if any.
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }
    /// The index of the segment whose action is `identifier`, or `noSegment`.
    open func segmentIndex(identifiedBy identifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
    }

    private func modify(_ segment: Int, _ call: String, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(segment) else {
            Self.segmentLog.warning("\(call)(forSegmentAt: \(segment)): out of range 0..<\(segments.count): ignored")
            return
        }
        change(&segments[segment])
    }

    // MARK: Size

    /// Every segment side by side (equal widths, or each its content's with
    /// `apportionsSegmentWidthsByContent`), 32 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidths().reduce(0, +), height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each segment's width before fitting the bounds: the width set, else its content's (the
    /// widest content's, for equal widths).
    func naturalWidths() -> [CGFloat] {
        let content = segmentViews.map { $0.contentWidth + 2 * Self.padding }
        let widest = content.max() ?? 0
        return segments.indices.map { i in
            segments[i].width > 0 ? segments[i].width : (apportionsSegmentWidthsByContent ? content[i] : widest)
        }
    }

    // MARK: Layout, state and touches

    /// The segments are the elements; the control is their group.
    override var defaultIsAccessibilityElement: Bool { false }

    open override var isEnabled: Bool { didSet { updateSegmentStates() } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSegments()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        invalidateIntrinsicContentSize()
    }

    /// A finger down on an enabled segment starts tracking it.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackedSegment = enabledSegment(at: touch.location(in: self))
        updateSegmentStates()
        return trackedSegment != nil
    }

    /// The segment under the finger follows it.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let now = enabledSegment(at: touch.location(in: self))
        if now != trackedSegment {
            trackedSegment = now
            updateSegmentStates()
        }
        return true
    }

    /// The finger lifted over a segment: that segment is chosen.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let chosen = touch.flatMap { enabledSegment(at: $0.location(in: self)) }
        trackedSegment = nil
        updateSegmentStates()
        if let chosen { choose(chosen) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        trackedSegment = nil
        updateSegmentStates()
    }
}
