import Foundation

/// The content of a list row, header or footer, UIKit's `UIListContentConfiguration`: text,
/// secondary text and an image, with the system's fonts, colours and margins for each kind of
/// row (`cell()`, `subtitleCell()`, `valueCell()`, `header()`…).
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is drawn.
    public struct TextProperties: Hashable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The most lines (0: any).
        public var numberOfLines = 0
        /// The alignment.
        public var alignment: NSTextAlignment = .natural
        /// Whether a Dynamic Type font is made again when the user's text size changes. Default true.
        public var adjustsFontForContentSizeCategory = true
    }
    /// How the image is drawn.
    public struct ImageProperties: Hashable {
        /// The colour a template image is drawn in (nil: the tint).
        public var tintColor: UIColor?
        /// The largest size the image is shown at (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// The corner radius.
        public var cornerRadius: CGFloat = 0
    }

    /// The main text.
    public var text: String?
    /// The second text: under the main one, or beside it in a value cell.
    public var secondaryText: String?
    /// The image before the texts.
    public var image: UIImage?
    /// The main text's font and colour.
    public var textProperties: TextProperties
    /// The second text's font and colour.
    public var secondaryTextProperties: TextProperties
    /// The image's tint and size.
    public var imageProperties = ImageProperties()
    /// Space around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// Space between the texts when one is under the other.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// Whether the texts sit side by side (a value cell: the second text at the trailing edge).
    public var prefersSideBySideTextAndSecondaryText = false
    /// The least height of the row: 44 points for cells, as iOS's lists (none for headers).
    var minimumHeight: CGFloat = 0

    init(font: UIFont, secondaryFont: UIFont, secondaryColor: UIColor, margins: NSDirectionalEdgeInsets) {
        textProperties = TextProperties(font: font, color: .label)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
    }

    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A plain row: body text.
    public static func cell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(font: .preferredFont(forTextStyle: .body), secondaryFont: .preferredFont(forTextStyle: .body),
                                           secondaryColor: .secondaryLabel, margins: cellMargins)
        c.minimumHeight = 44
        return c
    }
    /// A row with a subtitle under the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(font: .preferredFont(forTextStyle: .body), secondaryFont: .preferredFont(forTextStyle: .subheadline),
                                           secondaryColor: .secondaryLabel, margins: cellMargins)
        c.textToSecondaryTextVerticalPadding = 3
        c.minimumHeight = 44
        return c
    }
    /// A row with a value at its trailing edge.
    public static func valueCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(font: .preferredFont(forTextStyle: .body), secondaryFont: .preferredFont(forTextStyle: .body),
                                           secondaryColor: .secondaryLabel, margins: cellMargins)
        c.prefersSideBySideTextAndSecondaryText = true
        c.minimumHeight = 44
        return c
    }
    /// A sidebar row.
    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    /// A plain list's section header.
    public static func plainHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(font: .preferredFont(forTextStyle: .headline), secondaryFont: .preferredFont(forTextStyle: .subheadline),
                                           secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
        c.textProperties.color = .label
        return c
    }
    /// A plain list's section footer.
    public static func plainFooter() -> UIListContentConfiguration {
        var c = plainHeader()
        c.textProperties.font = .preferredFont(forTextStyle: .footnote)
        c.textProperties.color = .secondaryLabel
        return c
    }
    /// A grouped list's section header: footnote text in the secondary colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(font: .preferredFont(forTextStyle: .footnote), secondaryFont: .preferredFont(forTextStyle: .footnote),
                                           secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
        c.textProperties.color = .secondaryLabel
        return c
    }
    /// A grouped list's section footer.
    public static func groupedFooter() -> UIListContentConfiguration {
        var c = groupedHeader()
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return c
    }
    /// A section header of the list's appearance (plain).
    public static func header() -> UIListContentConfiguration { plainHeader() }
    /// A section footer of the list's appearance (plain).
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    /// A `UIListContentView` showing this configuration.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The same configuration: Folio's list rows show their state through the cell's background.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }

}

/// The view that shows a `UIListContentConfiguration`, UIKit's `UIListContentView`: the image,
/// then the texts (stacked, or side by side for a value cell), inside the margins, by constraints.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private let texts = UIStackView()
    private let row = UIStackView()
    private var edges: [NSLayoutConstraint] = []
    private var imageSize: [NSLayoutConstraint] = []

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        texts.axis = .vertical
        row.axis = .horizontal
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        texts.addArrangedSubview(textLabel)
        texts.addArrangedSubview(secondaryLabel)
        row.addArrangedSubview(imageView)
        row.addArrangedSubview(texts)
        addSubview(row)
        apply()
    }

    /// UIKit's archive initializer: a plain row.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    private var listConfiguration: UIListContentConfiguration

    /// The configuration shown (a `UIListContentConfiguration`; another kind is refused).
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    private func apply() {
        let c = listConfiguration
        textLabel.text = c.text
        textLabel.font = c.textProperties.font
        textLabel.textColor = c.textProperties.color
        textLabel.numberOfLines = c.textProperties.numberOfLines
        textLabel.adjustsFontForContentSizeCategory = c.textProperties.adjustsFontForContentSizeCategory
        textLabel.isHidden = (c.text ?? "").isEmpty
        secondaryLabel.text = c.secondaryText
        secondaryLabel.font = c.secondaryTextProperties.font
        secondaryLabel.textColor = c.secondaryTextProperties.color
        secondaryLabel.numberOfLines = c.secondaryTextProperties.numberOfLines
        secondaryLabel.adjustsFontForContentSizeCategory = c.secondaryTextProperties.adjustsFontForContentSizeCategory
        secondaryLabel.isHidden = (c.secondaryText ?? "").isEmpty
        secondaryLabel.textAlignment = c.prefersSideBySideTextAndSecondaryText ? .right : .natural
        texts.axis = c.prefersSideBySideTextAndSecondaryText ? .horizontal : .vertical
        texts.spacing = c.prefersSideBySideTextAndSecondaryText ? 8 : c.textToSecondaryTextVerticalPadding
        texts.distribution = c.prefersSideBySideTextAndSecondaryText ? .equalSpacing : .fill
        imageView.image = c.image
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = c.imageProperties.tintColor ?? tintColor
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.isHidden = c.image == nil
        row.spacing = c.image == nil ? 0 : c.imageToTextPadding
        NSLayoutConstraint.deactivate(edges + imageSize)
        let m = c.directionalLayoutMargins
        let least = heightAnchor.constraint(greaterThanOrEqualToConstant: c.minimumHeight)
        least.priority = UILayoutPriority(999)
        edges = [
            least,
            // Centred between the top and bottom margins, which it never crosses.
            row.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top),
            row.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -m.bottom),
            row.centerYAnchor.constraint(equalTo: centerYAnchor, constant: (m.top - m.bottom) / 2),
            row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.leading),
            row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.trailing),
        ]
        imageSize = []
        if let image = c.image {
            var size = image.size
            let limit = c.imageProperties.maximumSize
            if limit.width > 0, size.width > limit.width { size = CGSize(width: limit.width, height: size.height * limit.width / size.width) }
            if limit.height > 0, size.height > limit.height { size = CGSize(width: size.width * limit.height / size.height, height: limit.height) }
            // Just below required: a row of fixed height that cannot hold the image shrinks it
            // (kept whole by its content mode) instead of breaking its margins.
            imageSize = [imageView.widthAnchor.constraint(equalToConstant: size.width), imageView.heightAnchor.constraint(equalToConstant: size.height)]
            for c in imageSize { c.priority = UILayoutPriority(999) }
        }
        NSLayoutConstraint.activate(edges + imageSize)
    }

    /// The text label, for tests and for code that reads what a row shows.
    var shownText: String? { textLabel.isHidden ? nil : textLabel.text }
    /// The secondary label's text.
    var shownSecondaryText: String? { secondaryLabel.isHidden ? nil : secondaryLabel.text }
}
