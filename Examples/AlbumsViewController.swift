import Foundation
import Folio

/// A photo library screen written as iOS 14+ apps write one: album covers from an asset catalog
/// (`UIImage(named:in:compatibleWith:)`, `UIColor(named:in:compatibleWith:)`), an inset-grouped
/// list collection view fed by a diffable data source with cell registrations and an outline that
/// expands, a bar chart drawn in `draw(_:)` with Core Graphics, all of it following Dynamic Type.
public final class AlbumsViewController: UIViewController {
    /// The list's sections.
    enum Section: Int, CaseIterable { case library, recent }

    /// An album: its name, its cover in the asset catalog, its photo count.
    struct Album: Hashable, Sendable {
        let name: String
        let cover: String?
        let photos: Int
    }

    /// The albums by group: a group's row expands to show its albums.
    static let groups: [(Album, [Album])] = [
        (Album(name: "Travel", cover: nil, photos: 58), [Album(name: "Beach", cover: "Beach", photos: 34), Album(name: "City", cover: "City", photos: 24)]),
        (Album(name: "Nature", cover: nil, photos: 41), [Album(name: "Forest", cover: "Forest", photos: 29), Album(name: "Snow", cover: "Snow", photos: 12)]),
    ]
    /// The recently added albums.
    static let recent = [Album(name: "Snow", cover: "Snow", photos: 12), Album(name: "Beach", cover: "Beach", photos: 34)]

    /// The bundle holding `Albums.xcassets` (this module's resources).
    public static var assetBundle: Bundle { .module }

    /// The chart of photos per album.
    public private(set) var chartView: AlbumChartView!
    /// The list.
    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private var albumsByID: [String: Album] = [:]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        view.backgroundColor = .systemGroupedBackground

        chartView = AlbumChartView()
        chartView.values = Self.groups.flatMap(\.1).map { ($0.name, CGFloat($0.photos)) }
        chartView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(chartView)

        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.backgroundColor = .clear
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)

        let views: [String: Any] = ["chart": chartView!, "list": collectionView!]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[chart]-|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[list]|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate([
            chartView.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2),
            chartView.heightAnchor.constraint(equalToConstant: 150),
            collectionView.topAnchor.constraint(equalToSystemSpacingBelow: chartView.bottomAnchor, multiplier: 1),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        configureDataSource()
        applyInitialSnapshots()
    }

    private func configureDataSource() {
        for (group, albums) in Self.groups {
            albumsByID["group:" + group.name] = group
            for album in albums { albumsByID["album:" + album.name] = album }
        }
        for album in Self.recent { albumsByID["recent:" + album.name] = album }

        let groupCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, id in
            var content = cell.defaultContentConfiguration()
            content.text = albumsByID[id]?.name
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let albumCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, id in
            guard let album = albumsByID[id] else { return }
            var content = UIListContentConfiguration.subtitleCell()
            content.text = album.name
            content.secondaryText = "\(album.photos) photos"
            content.image = album.cover.flatMap { UIImage(named: $0, in: .module, compatibleWith: nil) }
            content.imageProperties.maximumSize = CGSize(width: 44, height: 44)
            content.imageProperties.cornerRadius = 8
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == Section.library.rawValue ? "Library" : "Recently Added"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, id in
            id.hasPrefix("group:") ? collectionView.dequeueConfiguredReusableCell(using: groupCell, for: indexPath, item: id)
                                   : collectionView.dequeueConfiguredReusableCell(using: albumCell, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    private func applyInitialSnapshots() {
        var sections = NSDiffableDataSourceSnapshot<Section, String>()
        sections.appendSections(Section.allCases)
        dataSource.apply(sections, animatingDifferences: false)

        var library = NSDiffableDataSourceSectionSnapshot<String>()
        for (group, albums) in Self.groups {
            library.append(["group:" + group.name])
            library.append(albums.map { "album:" + $0.name }, to: "group:" + group.name)
        }
        dataSource.apply(library, to: .library, animatingDifferences: false)

        var recent = NSDiffableDataSourceSectionSnapshot<String>()
        recent.append(Self.recent.map { "recent:" + $0.name })
        dataSource.apply(recent, to: .recent, animatingDifferences: false)
    }

    /// The frame, in window coordinates, of the library row named `name` (a group or an album).
    public func libraryRowFrame(named name: String) -> CGRect? {
        let id = albumsByID.keys.first { ($0.hasPrefix("group:") || $0.hasPrefix("album:")) && albumsByID[$0]?.name == name }
        guard let id, let indexPath = dataSource.indexPath(for: id), let cell = collectionView.cellForItem(at: indexPath) else { return nil }
        return cell.convert(cell.bounds, to: nil)
    }

    /// The rows shown in the library section, by name.
    public var libraryRows: [String] {
        dataSource.snapshot(for: .library).visibleItems.compactMap { albumsByID[$0]?.name }
    }
}

/// A bar chart of photos per album, drawn in `draw(_:)` with Core Graphics: a gradient card,
/// bars in the catalog's `ChartBar` colour, a baseline, names and counts in Dynamic Type.
public final class AlbumChartView: UIView {
    /// The bars: a name and a value each.
    public var values: [(String, CGFloat)] = [] { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// A chart from an archive (its values set in code).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { setNeedsDisplay() }
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let card = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
        context.saveGState()
        card.addClip()
        let colors = [UIColor.white.cgColor, UIColor(white: 0.93, alpha: 1).cgColor] as CFArray
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
            context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: bounds.minY), end: CGPoint(x: 0, y: bounds.maxY), options: [])
        }
        context.restoreGState()

        let font = UIFont.preferredFont(forTextStyle: .caption1, compatibleWith: traitCollection)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.secondaryLabel]
        let labelHeight = ("Ag" as NSString).size(withAttributes: attributes).height
        let plot = bounds.insetBy(dx: 16, dy: 12)
        let baseline = plot.maxY - labelHeight - 4
        let maximum = max(1, values.map(\.1).max() ?? 1)
        let slot = plot.width / CGFloat(max(1, values.count))
        let barColor = UIColor(named: "ChartBar", in: .module, compatibleWith: traitCollection) ?? .systemBlue

        for (index, (name, value)) in values.enumerated() {
            let height = (baseline - plot.minY - labelHeight - 2) * value / maximum
            let bar = CGRect(x: plot.minX + CGFloat(index) * slot + slot * 0.2, y: baseline - height, width: slot * 0.6, height: height)
            barColor.setFill()
            UIBezierPath(roundedRect: bar, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 4, height: 4)).fill()
            let count = "\(Int(value))" as NSString
            let countSize = count.size(withAttributes: attributes)
            count.draw(at: CGPoint(x: bar.midX - countSize.width / 2, y: bar.minY - countSize.height - 2), withAttributes: attributes)
            let label = name as NSString
            let labelSize = label.size(withAttributes: attributes)
            label.draw(at: CGPoint(x: bar.midX - labelSize.width / 2, y: baseline + 4), withAttributes: attributes)
        }

        context.setStrokeColor(UIColor.separator.cgColor)
        context.setLineWidth(1)
        context.move(to: CGPoint(x: plot.minX, y: baseline + 0.5))
        context.addLine(to: CGPoint(x: plot.maxX, y: baseline + 0.5))
        context.strokePath()
    }
}
