import Foundation

/// Something a list cell shows at its trailing edge, UIKit's `UICellAccessory`: a disclosure
/// chevron, a checkmark, a label, or the editing controls (shown while editing).
public struct UICellAccessory {
    /// When an accessory shows, UIKit's `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    /// A disclosure chevron's options.
    public struct DisclosureIndicatorOptions { public var tintColor: UIColor?; public init(tintColor: UIColor? = nil) { self.tintColor = tintColor } }
    /// A checkmark's options.
    public struct CheckmarkOptions { public var tintColor: UIColor?; public init(tintColor: UIColor? = nil) { self.tintColor = tintColor } }
    /// A label's options.
    public struct LabelOptions { public var tintColor: UIColor?; public init(tintColor: UIColor? = nil) { self.tintColor = tintColor } }
    /// An outline disclosure's options.
    public struct OutlineDisclosureOptions { public var tintColor: UIColor?; public init(tintColor: UIColor? = nil) { self.tintColor = tintColor } }
    /// A delete control's options.
    public struct DeleteOptions { public var tintColor: UIColor?; public init(tintColor: UIColor? = nil) { self.tintColor = tintColor } }
    /// A reorder control's options.
    public struct ReorderOptions { public var tintColor: UIColor?; public init(tintColor: UIColor? = nil) { self.tintColor = tintColor } }

    enum Kind { case disclosure, checkmark, label(String), outline, delete, reorder }
    let kind: Kind
    let displayed: DisplayedState
    let tint: UIColor?
    /// What a tap on it does (outline disclosures and delete controls).
    var actionHandler: (() -> Void)?

    /// A chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosure, displayed: displayed, tint: options.tintColor)
    }
    /// A checkmark in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, tint: options.tintColor)
    }
    /// A short text.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed, tint: options.tintColor)
    }
    /// An outline chevron (a row with children): pointing to the row when collapsed, down when
    /// expanded. A tap runs `actionHandler`, or by default expands or collapses the row through
    /// the collection view's diffable data source (its section snapshot).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outline, displayed: displayed, tint: options.tintColor, actionHandler: actionHandler)
    }
    /// The delete control, while editing; a tap runs `actionHandler`.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed, tint: options.tintColor, actionHandler: actionHandler)
    }
    /// The reorder control, while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, tint: options.tintColor)
    }

    /// The width it takes at the trailing edge.
    var width: CGFloat {
        if case let .label(text) = kind { return CGFloat(text.count) * 9 + 12 }
        return 28
    }
}

/// A row of a list-style collection view, UIKit's `UICollectionViewListCell`: a content
/// configuration (`defaultContentConfiguration()` is a plain row), accessories at the trailing
/// edge, a separator under the content, and an indentation level.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// A row is read as one element, as in UIKit: its labels' texts in order, "selected" while it
    /// is; a section header says it is a heading and takes no keyboard focus.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? {
        let texts = contentView.rowLabelTexts
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = isSelected ? .selected : []
        if isSectionHeader { traits.insert(.header) }
        return traits
    }
    open override var canBecomeFocused: Bool { !isSectionHeader }
    private var isSectionHeader: Bool { elementKind == UICollectionView.elementKindSectionHeader }

    /// The accessories, leading to trailing.
    open var accessories: [UICellAccessory] = [] { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// How many steps the content is indented.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one step. Default 10.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the cell shows its editing accessories.
    open var isEditing = false { didSet { setNeedsLayout(); setNeedsDisplay(); setNeedsUpdateConfiguration() } }

    override var isEditingForConfiguration: Bool { isEditing }
    /// Where the list layout put the row (nil: not in a list section, or a header).
    var listRow: ListRowPlacement? { didSet { if listRow != oldValue { setNeedsDisplay() } } }
    override var isExpandedInOutline: Bool { didSet { setNeedsDisplay() } }

    /// A plain row's configuration to fill in and set as `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The accessories shown in the current mode.
    var shownAccessories: [UICellAccessory] {
        accessories.filter { $0.displayed == .always || ($0.displayed == .whenEditing) == isEditing }
    }

    /// The content view leaves room for the indentation and the accessories.
    override var contentViewFrame: CGRect {
        let trailing = shownAccessories.reduce(0) { $0 + $1.width }
        let leading = CGFloat(indentationLevel) * indentationWidth
        let frame = CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - trailing), height: bounds.height)
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? mirroredForLayoutDirection(frame) : frame
    }

    /// The shown accessories with the boxes they take at the trailing edge.
    private var accessoryBoxes: [(UICellAccessory, CGRect)] {
        var x = bounds.width
        return shownAccessories.reversed().map { accessory in
            x -= accessory.width
            return (accessory, CGRect(x: x, y: 0, width: accessory.width, height: bounds.height))
        }
    }

    /// The accessory under `point` (in the cell's coordinates) that acts on a tap.
    func actingAccessory(at point: CGPoint) -> UICellAccessory? {
        accessoryBoxes.first { accessory, box in
            switch accessory.kind { case .outline, .delete: box.contains(point); default: false }
        }?.0
    }

    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawListBackground(context)
        for (accessory, box) in accessoryBoxes { drawAccessory(accessory, in: box, context: context) }
        // The separator from the text's start to the trailing edge; none under a header or
        // under a grouped section's last row.
        guard elementKind == nil, !(listRow.map { $0.isLast && $0.appearance != .plain && $0.appearance != .sidebarPlain } ?? false) else { return }
        let inset = 16 + CGFloat(indentationLevel) * indentationWidth
        let line = 1 / max(1, window?.screen.scale ?? 1)
        context.fill(CGRect(x: inset, y: bounds.height - line, width: max(0, bounds.width - inset), height: line), with: .opaqueSeparator)
    }

    /// A grouped list's row background (UIKit's grouped cell background): the grouped cell
    /// colour, an inset grouped section's first and last rows rounded by 10 points. Not under a
    /// background colour or view the app set.
    private func drawListBackground(_ context: CGContext) {
        guard let row = listRow, backgroundColor == nil, backgroundView == nil, elementKind == nil else { return }
        switch row.appearance {
        case .grouped, .sidebar:
            context.fill(bounds, with: .secondarySystemGroupedBackground)
        case .insetGrouped:
            let path = CanvasPath(roundedRect: bounds, radius: 10, topLeft: row.isFirst, topRight: row.isFirst,
                                  bottomRight: row.isLast, bottomLeft: row.isLast)
            context.fill(path, with: .secondarySystemGroupedBackground)
        case .plain, .sidebarPlain:
            break
        }
    }

    private func drawAccessory(_ accessory: UICellAccessory, in box: CGRect, context: CGContext) {
        let c = CGPoint(x: box.midX, y: box.midY)
        var path = CanvasPath()
        switch accessory.kind {
        case .outline where isExpandedInOutline:
            path.move(to: CGPoint(x: c.x - 6, y: c.y - 3)); path.addLine(to: CGPoint(x: c.x, y: c.y + 3)); path.addLine(to: CGPoint(x: c.x + 6, y: c.y - 3))
            context.stroke(path, with: accessory.tint ?? tintColor, style: CanvasStrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        case .outline:
            path.move(to: CGPoint(x: c.x - 3, y: c.y - 6)); path.addLine(to: CGPoint(x: c.x + 3, y: c.y)); path.addLine(to: CGPoint(x: c.x - 3, y: c.y + 6))
            context.stroke(path, with: accessory.tint ?? tintColor, style: CanvasStrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        case .disclosure:
            path.move(to: CGPoint(x: c.x - 3, y: c.y - 6)); path.addLine(to: CGPoint(x: c.x + 3, y: c.y)); path.addLine(to: CGPoint(x: c.x - 3, y: c.y + 6))
            context.stroke(path, with: accessory.tint ?? .tertiaryLabel, style: CanvasStrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        case .checkmark:
            path.move(to: CGPoint(x: c.x - 6, y: c.y)); path.addLine(to: CGPoint(x: c.x - 2, y: c.y + 5)); path.addLine(to: CGPoint(x: c.x + 6, y: c.y - 6))
            context.stroke(path, with: accessory.tint ?? tintColor, style: CanvasStrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
        case let .label(text):
            (text as NSString).draw(at: CGPoint(x: box.minX + 4, y: c.y - 9), withAttributes: [.font: UIFont.preferredFont(forTextStyle: .body),
                                                                                              .foregroundColor: accessory.tint ?? UIColor.secondaryLabel])
        case .delete:
            context.fill(CanvasPath(ellipseIn: CGRect(x: c.x - 11, y: c.y - 11, width: 22, height: 22)), with: accessory.tint ?? .systemRed)
            context.fill(CGRect(x: c.x - 6, y: c.y - 1.25, width: 12, height: 2.5), with: .white)
        case .reorder:
            for dy in [-5, 0, 5] as [CGFloat] { context.fill(CGRect(x: c.x - 8, y: c.y + dy - 0.75, width: 16, height: 1.5), with: accessory.tint ?? .systemGray) }
        }
    }
}
