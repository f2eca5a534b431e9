//
//  AlbumCardsViewController.swift
//  PhotoBrowser
//

import UIKit

final class AlbumCardCell: UICollectionViewCell {
    static let reuseIdentifier = "AlbumCardCell"

    let titleLabel = UILabel()
    private(set) var distanceFromCenter: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        titleLabel.textAlignment = .center
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = contentView.bounds
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let card = layoutAttributes as? CardLayoutAttributes {
            distanceFromCenter = card.distanceFromCenter
        }
    }
}

/// The albums as a carousel of cards.
public final class AlbumCardsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {

    public let albums: [(title: String, color: UIColor)]
    public let layout = CardCarouselLayout()
    public private(set) lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    public init(albums: [(title: String, color: UIColor)]) {
        self.albums = albums
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.decelerationRate = .fast
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(AlbumCardCell.self, forCellWithReuseIdentifier: AlbumCardCell.reuseIdentifier)
        view.addSubview(collectionView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
    }

    /// The card nearest the middle.
    public var centeredCard: Int? {
        let cells = collectionView.visibleCells.compactMap { $0 as? AlbumCardCell }
        guard let nearest = cells.min(by: { $0.distanceFromCenter < $1.distanceFromCenter }) else { return nil }
        return collectionView.indexPath(for: nearest)?.item
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return albums.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: AlbumCardCell.reuseIdentifier, for: indexPath) as! AlbumCardCell
        cell.contentView.backgroundColor = albums[indexPath.item].color
        cell.titleLabel.text = albums[indexPath.item].title
        return cell
    }
}
