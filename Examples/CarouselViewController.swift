import Foundation
import Folio

/// A compositional layout as apps build a store front: a row of cards that scrolls across, one
/// card centred with its neighbours peeking and shrinking away from the middle, over a list.
public final class CarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The collection view.
    public private(set) var collectionView: UICollectionView!
    /// The card titles.
    public static let cards = ["Paging", "Page curl", "Tab pager", "Drawer", "Photos", "Contacts"]
    /// The card colours.
    static let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemPink, .systemTeal]
    /// The items selected, in order.
    public private(set) var selections: [IndexPath] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.backgroundColor = .white
        collectionView.accessibilityLabel = "Cards"
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
        collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
        collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: Self.headerKind, withReuseIdentifier: "title")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
    }

    static let headerKind = "title"

    /// Section 0: cards 80 % of the width, centred a group at a time; section 1: 52-point rows.
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, environment in
            let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: headerKind, alignment: .top)
            if section == 0 {
                let width = environment.container.contentSize.width
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width * 0.75), heightDimension: .absolute(220)),
                    subitems: [NSCollectionLayoutItem(layoutSize: full)])
                let cards = NSCollectionLayoutSection(group: group)
                cards.interGroupSpacing = 12
                // Insets that centre a card: its neighbours peek in on both sides.
                let side = width * 0.125
                cards.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: side, bottom: 16, trailing: side)
                cards.orthogonalScrollingBehavior = .groupPagingCentered
                cards.boundarySupplementaryItems = [header]
                cards.visibleItemsInvalidationHandler = { items, offset, environment in
                    let middle = environment.container.contentSize.width / 2
                    for item in items {
                        let distance = abs(item.center.x - offset.x - middle)
                        let scale = max(0.85, 1 - distance / environment.container.contentSize.width * 0.3)
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    }
                }
                return cards
            }
            let row = NSCollectionLayoutItem(layoutSize: full)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(52)), subitems: [row])
            let list = NSCollectionLayoutSection(group: group)
            list.boundarySupplementaryItems = [header]
            return list
        }
    }

    /// The cards, then the list.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    /// The number of cards, rows or icons.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? Self.cards.count : 40
    }

    /// A card, a row or an icon.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if indexPath.section == 0 {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! CardCell
            cell.title.text = Self.cards[indexPath.item]
            cell.contentView.backgroundColor = Self.colors[indexPath.item % Self.colors.count]
            return cell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! RowCell
        cell.title.text = "Item \(indexPath.item + 1)"
        return cell
    }

    /// A section's title.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleHeader
        header.title.text = indexPath.section == 0 ? "Featured" : "All items"
        return header
    }

    /// Notes the selection.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath)
    }
}

/// A rounded, coloured card with its title.
final class CardCell: UICollectionViewCell {
    let title = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 16
        contentView.clipsToBounds = true
        title.textColor = .white
        title.font = .boldSystemFont(ofSize: 24)
        contentView.addSubview(title)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 20, y: contentView.bounds.height - 56, width: contentView.bounds.width - 40, height: 36)
    }
}

/// A list row: a title and a hairline below.
final class RowCell: UICollectionViewCell {
    let title = UILabel()
    private let line = UIView()
    required init(frame: CGRect) {
        super.init(frame: frame)
        line.backgroundColor = .lightGray
        contentView.addSubview(title)
        contentView.addSubview(line)
        let selected = UIView()
        selected.backgroundColor = UIColor(white: 0.9, alpha: 1)
        selectedBackgroundView = selected
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        title.frame = CGRect(x: 20, y: 0, width: b.width - 40, height: b.height)
        line.frame = CGRect(x: 20, y: b.height - 0.5, width: b.width - 20, height: 0.5)
    }
}

/// A section title.
final class TitleHeader: UICollectionReusableView {
    let title = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        title.font = .boldSystemFont(ofSize: 22)
        title.accessibilityTraits = .header   // VoiceOver's rotor jumps between headings
        addSubview(title)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 20, y: 8, width: bounds.width - 40, height: bounds.height - 8)
    }
}
