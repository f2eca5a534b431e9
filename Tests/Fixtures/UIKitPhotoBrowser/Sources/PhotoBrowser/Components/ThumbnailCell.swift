//
//  ThumbnailCell.swift
//  PhotoBrowser
//

import UIKit

/// A thumbnail that dims while pressed and sizes itself to its width.
public final class ThumbnailCell: UICollectionViewCell {

    public static let reuseIdentifier = "ThumbnailCell"
    public let imageView = UIImageView()

    public override var isHighlighted: Bool {
        didSet { contentView.alpha = isHighlighted ? 0.6 : 1 }
    }

    public override var isSelected: Bool {
        didSet { contentView.layer.borderWidth = isSelected ? 2 : 0 }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }

    public override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = attributes.size.width
        return attributes
    }
}

/// The count of photos in an album, drawn as a cell of the album grid's look but placed by hand
/// over the cover: made with its count, never by a collection view.
public final class CountBadgeCell: UICollectionViewCell {

    private let label = UILabel()
    private let count: Int

    public init(count: Int) {
        self.count = count
        super.init(frame: CGRect(x: 0, y: 0, width: 44, height: 24))
        label.text = "\(count)"
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A navigation controller whose status bar follows the top page and that hides the tab bar on
/// pushed pages.
public final class BrowserNavigationController: UINavigationController {

    public override var childForStatusBarStyle: UIViewController? { topViewController }

    public override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    public override var shouldAutorotate: Bool { true }

    public override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if !viewControllers.isEmpty { viewController.hidesBottomBarWhenPushed = true }
        super.pushViewController(viewController, animated: animated)
    }
}

/// The album list with an Edit button: the rows show their delete controls while editing.
public final class EditableAlbumsViewController: AlbumsViewController {

    public private(set) var editingChanges = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editingChanges += 1
    }

    public override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        tableView.contentInset.bottom = view.safeAreaInsets.bottom
    }
}
