import Foundation

/// One row of a table: UIKit's `UITableViewCell`, with its four standard styles, a content view,
/// an accessory, selection and highlight backgrounds, and a separator along its bottom edge.
///
/// Cells are reused: a table keeps only the cells on screen and hands ones that scrolled away back
/// to `dequeueReusableCell(withIdentifier:)`, calling `prepareForReuse()` first.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// A row is read as one element, as in UIKit: its labels' texts in order, "selected" while it is.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? {
        let texts = contentView.rowLabelTexts
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : [] }
    /// A row takes keyboard focus (Return or Space selects it).
    open override var canBecomeFocused: Bool { true }
    /// The standard arrangements of the text labels.
    public enum CellStyle: Int, Sendable {
        /// One left-aligned label (no `detailTextLabel`).
        case `default`
        /// The title on the left, the detail right-aligned in grey on the same line.
        case value1
        /// A small blue title, the detail beside it.
        case value2
        /// The title with the detail under it in a smaller grey font.
        case subtitle
    }
    /// The mark on the trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// Nothing.
        case none
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button with a chevron (drawn as the chevron).
        case detailDisclosureButton
        /// A check mark in the tint colour.
        case checkmark
    }
    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No change.
        case none
        /// Blue (drawn as the default grey since iOS 7, as UIKit does).
        case blue
        /// Grey.
        case gray
        /// The system's grey.
        case `default`
    }
    /// The edit a row offers.
    public enum EditingStyle: Int, Sendable {
        /// None.
        case none
        /// Delete (the swipe's red button).
        case delete
        /// Insert.
        case insert
    }

    /// The style the cell was made with (not public: UIKit has no such property, and a subclass
    /// may declare its own `style`).
    let style: CellStyle
    /// The identifier the table reuses the cell under.
    public let reuseIdentifier: String?
    /// The view the labels live in; add custom subviews here. It stops before the accessory.
    public let contentView = UIView()
    /// The main label.
    public let textLabel: UILabel?
    /// The second label, nil for `.default`.
    public let detailTextLabel: UILabel?
    /// The image on the leading edge (hidden while it has no image).
    public let imageView: UIImageView?
    /// The accessory. Default `.none`.
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// The selection look. Default `.default`.
    open var selectionStyle: SelectionStyle = .default { didSet { setNeedsDisplay() } }
    /// The separator's insets (only `left` and `right` are used). Default 16 on the left.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsDisplay() } }

    /// Whether the cell shows as selected. Setting it calls `setSelected(_:animated:)` without
    /// animation (override that to react); it changes the look only, not the table's selection.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedStorage = false
    /// Whether a finger is on the cell. Setting it calls `setHighlighted(_:animated:)`.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlightedStorage = false
    /// The table that owns the cell (it dequeued or displays it).
    weak var owner: UITableView?

    /// What the cell shows, as a configuration (`defaultContentConfiguration()` filled in): its
    /// content view fills `contentView`, and the built-in labels and image step aside.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            ContentConfigurationHost.apply(contentConfiguration, in: contentView, current: &configuredView)
            for v in [textLabel, detailTextLabel, imageView].compactMap({ $0 }) as [UIView] { v.isHidden = contentConfiguration != nil }
        }
    }
    /// The view showing `contentConfiguration`.
    var configuredView: (UIView & UIContentView)?
    /// A plain row's configuration (`.subtitleCell()` / `.valueCell()` for those styles).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        default: return .cell()
        }
    }

    /// Whether the cell shows its delete control (its table is editing and may delete the row).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var editingStorage = false
    /// Shows or hides the delete control, indenting the content past it.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        editingStorage = editing
        setNeedsLayout()
        setNeedsDisplay()
    }
    /// The width the delete control takes at the row's start.
    static let editingControlWidth: CGFloat = 38
    /// The delete control's circle, in the cell's coordinates.
    var editingControlRect: CGRect {
        let r = CGRect(x: 8 - swipeOffset, y: bounds.midY - 11, width: 22, height: 22)
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? mirroredForLayoutDirection(r) : r
    }
    /// Whether `point` (cell coordinates) falls on the delete control's strip.
    func editingControlContains(_ point: CGPoint) -> Bool {
        let strip = CGRect(x: 0, y: 0, width: UITableViewCell.editingControlWidth, height: bounds.height)
        return (effectiveUserInterfaceLayoutDirection == .rightToLeft ? mirroredForLayoutDirection(strip) : strip).contains(point)
    }
    /// How far the swipe-to-delete has pulled the content left (0 at rest).
    var swipeOffset: CGFloat = 0 { didSet { if swipeOffset != oldValue { setNeedsLayout() } } }
    let deleteButton = UIButton(type: .system)

    /// A cell of `style`, reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = UILabel()
        detailTextLabel = style == .default ? nil : UILabel()
        imageView = UIImageView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUp()
    }

    /// UIKit's archive initializer: a `.default` cell with no reuse identifier (Folio stores
    /// nothing in the archive). Designated, as in UIKit (`super.init(coder: coder)` compiles).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        textLabel = UILabel()
        detailTextLabel = nil
        imageView = UIImageView()
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBackground
        clipsToBounds = true
        deleteButton.backgroundColor = .red
        deleteButton.setTitleColor(.white, for: .normal)
        deleteButton.isHidden = true
        addSubview(deleteButton)
        addSubview(contentView)
        for v in [imageView, textLabel, detailTextLabel].compactMap({ $0 as UIView? }) { contentView.addSubview(v) }
        textLabel?.font = style == .value2 ? .boldSystemFont(ofSize: 12) : .systemFont(ofSize: 17)
        textLabel?.textColor = style == .value2 ? .systemBlue : .label
        detailTextLabel?.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
        detailTextLabel?.textColor = style == .value2 ? .label : .gray
        if style == .value1 { detailTextLabel?.textAlignment = .right }
    }

    /// A `.default` cell (UIKit's `init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Called before the table hands the cell out again: clear what the last row set. The
    /// default resets selection, highlight and the swipe.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
        swipeOffset = 0
        alpha = 1
    }

    /// Shows the cell selected or not (the table calls it; the animation is a redraw here).
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedStorage else { return }
        selectedStorage = selected
        setNeedsDisplay()
    }

    /// Shows the finger's highlight (or takes it away).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedStorage else { return }
        highlightedStorage = highlighted
        setNeedsDisplay()
    }

    static let accessoryWidth: CGFloat = 38
    static let selectedColor = UIColor(rgb: 0xD1D1D6)
    static let separatorColor = UIColor(rgb: 0xC6C6C8)

    open override func layoutSubviews() {
        super.layoutSubviews()
        let accessory = accessoryType == .none ? 0 : UITableViewCell.accessoryWidth
        let indent = isEditing ? UITableViewCell.editingControlWidth : 0
        contentView.frame = CGRect(x: indent - swipeOffset, y: 0, width: bounds.width - accessory - indent, height: bounds.height)
        deleteButton.isHidden = swipeOffset <= 0
        deleteButton.frame = CGRect(x: bounds.width - swipeOffset, y: 0, width: swipeOffset, height: bounds.height)
        layoutLabels(in: contentView.bounds)
        // Right to left, the accessory is on the left and the image and labels run from the right.
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            contentView.frame = mirroredForLayoutDirection(contentView.frame)
            for v in [imageView, textLabel, detailTextLabel].compactMap({ $0 }) { v.frame = contentView.mirroredForLayoutDirection(v.frame) }
        }
    }

    /// UIKit's standard metrics: 16 pt margins, the image first, the labels after it.
    private func layoutLabels(in area: CGRect) {
        var x: CGFloat = 16
        if let iv = imageView, let image = iv.image {
            let side = min(image.size.height, area.height - 8)
            iv.isHidden = false
            iv.frame = CGRect(x: 16, y: (area.height - side) / 2, width: side, height: side)
            x = iv.frame.maxX + 16
        } else {
            imageView?.isHidden = true
        }
        let width = max(0, area.width - x - 16)
        guard let title = textLabel else { return }
        switch style {
        case .default:
            title.frame = CGRect(x: x, y: 0, width: width, height: area.height)
        case .subtitle:
            let h1 = title.font.lineHeight, h2 = detailTextLabel?.font.lineHeight ?? 0
            let top = ((area.height - h1 - h2) / 2).rounded(.down)
            title.frame = CGRect(x: x, y: top, width: width, height: h1)
            detailTextLabel?.frame = CGRect(x: x, y: top + h1, width: width, height: h2)
        case .value1:
            let detailWidth = min(width / 2, detailTextLabel?.sizeThatFits(area.size).width ?? 0)
            title.frame = CGRect(x: x, y: 0, width: width - detailWidth - 8, height: area.height)
            detailTextLabel?.frame = CGRect(x: x + width - detailWidth, y: 0, width: detailWidth, height: area.height)
        case .value2:
            title.textAlignment = .right
            title.frame = CGRect(x: x, y: 0, width: 75, height: area.height)
            detailTextLabel?.frame = CGRect(x: x + 81, y: 0, width: max(0, width - 81), height: area.height)
        }
    }

    /// Drawn onto each frame: its look follows state the frame reads.
    override package class var drawsOntoEachFrame: Bool { true }

    open override func draw(_ rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext() else { return }
        if (isSelected || isHighlighted) && selectionStyle != .none {
            canvas.fill(bounds, with: UITableViewCell.selectedColor)
        }
        let line = 1 / max(1, window?.screen.scale ?? 1)
        canvas.fill(CGRect(x: separatorInset.left, y: bounds.height - line,
                           width: max(0, bounds.width - separatorInset.left - separatorInset.right), height: line),
                    with: UITableViewCell.separatorColor)
        drawAccessory(canvas)
        if isEditing {
            // UIKit's delete control: a red disc with a white bar.
            let disc = editingControlRect
            canvas.fillEllipse(in: disc, with: .systemRed)
            canvas.fill(CGRect(x: disc.midX - 6, y: disc.midY - 1.25, width: 12, height: 2.5), with: .white)
        }
    }

    private func drawAccessory(_ canvas: any Canvas) {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let cx = rtl ? 16 + 5 - swipeOffset : bounds.width - 16 - 5 - swipeOffset, cy = bounds.height / 2
        var path = CanvasPath()
        switch accessoryType {
        case .none: return
        case .disclosureIndicator, .detailDisclosureButton:
            let d: CGFloat = rtl ? -3 : 3   // the chevron points to the trailing side
            path.move(to: CGPoint(x: cx - d, y: cy - 6))
            path.addLine(to: CGPoint(x: cx + d, y: cy))
            path.addLine(to: CGPoint(x: cx - d, y: cy + 6))
            canvas.stroke(path, with: .lightGray, lineWidth: 2)
        case .checkmark:
            path.move(to: CGPoint(x: cx - 7, y: cy))
            path.addLine(to: CGPoint(x: cx - 2, y: cy + 5))
            path.addLine(to: CGPoint(x: cx + 6, y: cy - 6))
            canvas.stroke(path, with: tintColor, lineWidth: 2)
        }
    }
}
