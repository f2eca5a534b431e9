import Foundation
import Folio

/// A grid of photo thumbnails, two across, as a photo library shows them: a tap zooms the photo
/// into a full-screen pager through `PhotoZoomTransition`, and a drag down on the pager shrinks
/// it back into its thumbnail.
public final class ThumbnailGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The grid.
    public private(set) var collectionView: UICollectionView!
    /// The transition that zooms photos in and out (kept: a controller holds its transitioning delegate weakly).
    public let zoomTransition = PhotoZoomTransition()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Photos"
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .systemBackground
        collectionView.register(ThumbnailCell.self, forCellWithReuseIdentifier: ThumbnailCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        zoomTransition.thumbnail = { [weak self] page in self?.thumbnailView(at: page) }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let width = floor((view.bounds.width - 24) / 2)
        let size = CGSize(width: width, height: floor(width * 3 / 4))
        if layout.itemSize != size { layout.itemSize = size }
    }

    /// The thumbnail of photo `page`, when its cell is on screen.
    public func thumbnailView(at page: Int) -> UIView? {
        (collectionView.cellForItem(at: IndexPath(item: page, section: 0)) as? ThumbnailCell)?.postcard
    }

    /// Opens the viewer on photo `page`, zooming it out of its thumbnail.
    public func openPhoto(at page: Int) {
        let viewer = PhotoPagerViewController(startPage: page)
        viewer.modalPresentationStyle = .custom
        viewer.transitioningDelegate = zoomTransition
        zoomTransition.dragToDismiss.attach(to: viewer)
        present(viewer, animated: true)
    }

    /// One thumbnail per photo.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        PhotoPagerViewController.postcards.count
    }

    /// The thumbnail of photo `indexPath.item`.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ThumbnailCell.reuseIdentifier, for: indexPath) as! ThumbnailCell
        cell.show(PhotoPagerViewController.postcards[indexPath.item])
        return cell
    }

    /// A tap opens the photo.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        openPhoto(at: indexPath.item)
    }
}

/// A cell showing one postcard, corners rounded.
final class ThumbnailCell: UICollectionViewCell {
    static let reuseIdentifier = "thumbnail"
    private(set) var postcard: Postcard?

    func show(_ scene: Postcard.Scene) {
        postcard?.removeFromSuperview()
        let card = Postcard(scene: scene)
        card.layer.cornerRadius = 6
        card.accessibilityTraits = [.button, .image]   // a tap opens it
        card.frame = contentView.bounds
        card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(card)
        postcard = card
    }
}
