import Foundation
import FolioCore

/// A compositional layout's settings: UIKit's `UICollectionViewCompositionalLayoutConfiguration`
/// (vertical scrolling).
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The space between sections. Default 0.
    public var interSectionSpacing: CGFloat = 0
    /// Default settings.
    public init() {}
}

/// A layout built from items, groups and sections: UIKit's `UICollectionViewCompositionalLayout`.
/// Sections whose `orthogonalScrollingBehavior` is not `.none` run in one row the collection view
/// scrolls across on its own (a carousel), paging by the view, by group or by centred group.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section at an index for an environment (nil: an empty section).
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// The layout's settings.
    public let configuration: UICollectionViewCompositionalLayoutConfiguration
    private(set) var geometry = CompositionalGeometry()
    private(set) var sections: [NSCollectionLayoutSection?] = []
    private var environment: LayoutEnvironment?
    /// The sizes cells of estimated dimensions gave themselves: section → item → size.
    private var measuredSizes: [Int: [Int: CGSize]] = [:]
    private var specs: [CompositionalGeometry.Section] = []
    /// Per section, the items that carry supplementary items, by tag − 1.
    private var taggedItems: [[NSCollectionLayoutItem]] = []
    private var preparedSize: CGSize = .zero

    /// Every section alike.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// Every section alike, with settings.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }
    /// Each section from `sectionProvider`.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    /// Each section from `sectionProvider`, with settings.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// UIKit's archive initializer: a compositional layout needs its sections in code, so none is
    /// made from an archive (nil), as UIKit's Interface Builder offers none.
    public required init?(coder: NSCoder) { nil }

    open override func prepare() {
        super.prepare()
        guard let cv = collectionView else { geometry = CompositionalGeometry(); sections = []; return }
        let inset = cv.adjustedContentInset
        let size = CGSize(width: max(0, cv.bounds.width - inset.left - inset.right), height: max(0, cv.bounds.height - inset.top - inset.bottom))
        preparedSize = size
        let env = LayoutEnvironment(container: LayoutContainer(contentSize: size, contentInsets: .zero), traitCollection: cv.traitCollection)
        environment = env
        let count = cv.numberOfSections
        sections = (0..<count).map { provider($0, env) }
        taggedItems = []
        specs = sections.map { section -> CompositionalGeometry.Section in
            var tagged: [NSCollectionLayoutItem] = []
            defer { taggedItems.append(tagged) }
            guard let section else {
                return .init(group: .init(axis: .horizontal, size: .init(width: .absolute(0), height: .absolute(0)), elements: []))
            }
            func height(_ item: NSCollectionLayoutBoundarySupplementaryItem?) -> CGFloat {
                item.map { $0.layoutSize.heightDimension.value.resolve(in: size) } ?? 0
            }
            let i = section.contentInsets
            return .init(group: section.group.coreGroup(tagging: &tagged), interGroupSpacing: section.interGroupSpacing,
                         insets: .init(top: i.top, leading: i.leading, bottom: i.bottom, trailing: i.trailing),
                         orthogonal: section.orthogonalScrollingBehavior != .none,
                         headerHeight: height(section.header), footerHeight: height(section.footer))
        }
        geometry = CompositionalGeometry(sections: specs, itemCounts: (0..<count).map { cv.numberOfItems(inSection: $0) },
                                         container: size, interSectionSpacing: configuration.interSectionSpacing,
                                         measured: measuredSizes)
    }

    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (s, placed) in geometry.sections.enumerated() where placed.band.minY < rect.maxY && placed.band.maxY > rect.minY {
            for decoration in sections[s]?.decorationItems ?? [] {
                let a = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: s))
                a.frame = backgroundFrame(of: placed, insets: decoration.contentInsets)
                a.zIndex = decoration.zIndex - 1
                result.append(a)
            }
            for item in [sections[s]?.header, sections[s]?.footer].compactMap({ $0 }) {
                if let a = boundaryAttributes(item, inSection: s), a.frame.intersects(rect) { result.append(a) }
            }
            for (i, frame) in placed.items.enumerated() where placed.orthogonal || frame.intersects(rect) {
                // An orthogonal row is narrowed by its scroller; the page's rows by the rectangle.
                guard !placed.orthogonal || (frame.minY < rect.maxY && frame.maxY > rect.minY) else { continue }
                let a = makeAttributes(forCellWith: IndexPath(item: i, section: s))
                a.frame = frame
                a.listRow = listRow(at: a.indexPath)
                result.append(a)
                result += anchoredAttributes(at: a.indexPath).filter { placed.orthogonal || $0.frame.intersects(rect) }
            }
        }
        return result
    }

    /// A section's area below its header, inset by a decoration's insets.
    private func backgroundFrame(of placed: CompositionalGeometry.PlacedSection, insets: NSDirectionalEdgeInsets) -> CGRect {
        var area = placed.band
        if let header = placed.header { area = CGRect(x: area.minX, y: header.maxY, width: area.width, height: max(0, area.maxY - header.maxY)) }
        return CGRect(x: area.minX + insets.leading, y: area.minY + insets.top,
                      width: max(0, area.width - insets.leading - insets.trailing), height: max(0, area.height - insets.top - insets.bottom))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard geometry.sections.indices.contains(indexPath.section),
              geometry.sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        let a = makeAttributes(forCellWith: indexPath)
        a.frame = geometry.sections[indexPath.section].items[indexPath.item]
        a.listRow = listRow(at: indexPath)
        return a
    }

    /// The row's place in its list section; nil outside list sections.
    private func listRow(at indexPath: IndexPath) -> ListRowPlacement? {
        guard let appearance = sections[indexPath.section]?.listAppearance else { return nil }
        let count = geometry.sections[indexPath.section].items.count
        return ListRowPlacement(appearance: appearance, isFirst: indexPath.item == 0, isLast: indexPath.item == count - 1)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard geometry.sections.indices.contains(indexPath.section), let section = sections[indexPath.section] else { return nil }
        for item in [section.header, section.footer].compactMap({ $0 }) where item.elementKind == elementKind {
            return boundaryAttributes(item, inSection: indexPath.section)
        }
        return anchoredAttributes(at: indexPath).first { $0.representedElementKind == elementKind }
    }

    /// A section's header or footer where the geometry placed it, moved by its offset.
    private func boundaryAttributes(_ item: NSCollectionLayoutBoundarySupplementaryItem, inSection s: Int) -> UICollectionViewLayoutAttributes? {
        guard let frame = item.isFooter ? geometry.sections[s].footer : geometry.sections[s].header else { return nil }
        let a = makeAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: s))
        let i = item.contentInsets
        a.frame = CGRect(x: frame.minX + i.leading + item.offset.x, y: frame.minY + i.top + item.offset.y,
                         width: max(0, frame.width - i.leading - i.trailing), height: max(0, frame.height - i.top - i.bottom))
        a.zIndex = item.zIndex
        return a
    }

    /// The views anchored to the cell at `indexPath` (its item's supplementary items).
    private func anchoredAttributes(at indexPath: IndexPath) -> [UICollectionViewLayoutAttributes] {
        let s = indexPath.section, i = indexPath.item
        guard geometry.sections.indices.contains(s), taggedItems.indices.contains(s),
              geometry.sections[s].itemTags.indices.contains(i) else { return [] }
        let tag = geometry.sections[s].itemTags[i]
        guard tag > 0, taggedItems[s].indices.contains(tag - 1) else { return [] }
        let frame = geometry.sections[s].items[i]
        return taggedItems[s][tag - 1].supplementaryItems.map { item in
            let a = makeAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
            a.frame = item.frame(on: frame)
            a.zIndex = item.zIndex
            return a
        }
    }

    /// A new size lays everything out again (fractions change).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        let inset = cv.adjustedContentInset
        return CGSize(width: max(0, newBounds.width - inset.left - inset.right), height: max(0, newBounds.height - inset.top - inset.bottom)) != preparedSize
    }

    override func selfSizingFit(for indexPath: IndexPath) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority)? {
        guard specs.indices.contains(indexPath.section), CompositionalGeometry.sizesItself(specs[indexPath.section]) else { return nil }
        return specs[indexPath.section].orthogonal ? (.fittingSizeLevel, .required) : (.required, .fittingSizeLevel)
    }

    override func forgetMeasuredSizes() { measuredSizes = [:] }

    override func moveMeasuredSizes(_ map: (IndexPath) -> IndexPath?) {
        var moved: [Int: [Int: CGSize]] = [:]
        for (section, items) in measuredSizes {
            for (item, size) in items {
                if let to = map(IndexPath(item: item, section: section)) { moved[to.section, default: [:]][to.item] = size }
            }
        }
        measuredSizes = moved
    }

    /// A cell of an estimated size that wants another: the layout takes it and lays out again.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let ip = originalAttributes.indexPath
        guard selfSizingFit(for: ip) != nil, preferredAttributes.representedElementCategory == .cell else { return false }
        let size = preferredAttributes.frame.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return false }
        let known = measuredSizes[ip.section]?[ip.item] ?? originalAttributes.frame.size
        guard abs(known.width - size.width) > 0.5 || abs(known.height - size.height) > 0.5 else { return false }
        measuredSizes[ip.section, default: [:]][ip.item] = size
        return true
    }

    override var orthogonalRows: [Int: OrthogonalRow] {
        var rows: [Int: OrthogonalRow] = [:]
        for (s, placed) in geometry.sections.enumerated() where placed.orthogonal {
            guard let behavior = sections[s]?.orthogonalScrollingBehavior else { continue }
            let top = placed.header?.maxY ?? placed.band.minY
            rows[s] = OrthogonalRow(band: CGRect(x: placed.band.minX, y: top, width: placed.band.width, height: placed.band.maxY - top),
                                    rowLength: placed.rowLength, groups: placed.groups, leadingInset: placed.leadingInset, behavior: behavior)
        }
        return rows
    }

    override func adjustVisibleItems(_ attributes: [UICollectionViewLayoutAttributes], inSection section: Int, offset: CGPoint) {
        guard sections.indices.contains(section), let handler = sections[section]?.visibleItemsInvalidationHandler,
              let environment else { return }
        handler(attributes.map(VisibleItem.init), offset, environment)
    }
}
