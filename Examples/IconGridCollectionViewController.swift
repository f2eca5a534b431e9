import Foundation
import Folio

/// Seed 001's icon grid redone as a collection view, as most apps build it: 40 icons, three rows
/// of three a page, pages across (a compositional section that pages by the view), the page
/// control following the row's scroll.
public final class IconGridCollectionViewController: UIViewController, UICollectionViewDataSource {
    /// The collection view.
    public private(set) var collectionView: UICollectionView!
    /// The dots.
    public let pageControl = UIPageControl()
    /// The number of icons.
    public static let count = 40

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.backgroundColor = .white
        collectionView.register(IconCell.self, forCellWithReuseIdentifier: "icon")
        collectionView.dataSource = self
        view.addSubview(collectionView)
        pageControl.numberOfPages = (Self.count + 8) / 9
        pageControl.pageIndicatorTintColor = .lightGray
        pageControl.currentPageIndicatorTintColor = .darkGray
        view.addSubview(pageControl)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        collectionView.frame = CGRect(x: 0, y: 0, width: b.width, height: b.height - 40)
        pageControl.frame = CGRect(x: 0, y: b.height - 40, width: b.width, height: 40)
    }

    /// A page is a group: three rows of three icons, 10 apart, 5 in from the edges.
    private func makeLayout() -> UICollectionViewCompositionalLayout {
        let icon = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), subitem: icon, count: 3)
        row.interItemSpacing = .fixed(10)
        let page = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), subitem: row, count: 3)
        page.interItemSpacing = .fixed(10)
        page.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let section = NSCollectionLayoutSection(group: page)
        section.orthogonalScrollingBehavior = .paging
        section.visibleItemsInvalidationHandler = { [weak self] _, offset, environment in
            let width = environment.container.contentSize.width
            guard width > 0 else { return }
            self?.pageControl.currentPage = Int((offset.x / width).rounded())
        }
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// The number of cards, rows or icons.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.count }

    /// A card, a row or an icon.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "icon", for: indexPath) as! IconCell
        cell.label.text = "\(indexPath.item)"
        return cell
    }
}

/// A green square with its number, as the seed's labels.
final class IconCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        label.backgroundColor = .green
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}
