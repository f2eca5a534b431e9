import Foundation
import Folio

/// A paged photo viewer, as the Photos app pages: each page is a scroll view that pinch-zooms its
/// picture (1× to 4×), a double tap zooms in about the tapped point and out again, and a zoomed
/// photo pans to its edge before the next photo comes.
public final class PhotoPagerViewController: UIViewController, UIScrollViewDelegate {
    /// The pictures, one per page.
    public static let postcards: [Postcard.Scene] = [.dawn, .noon, .dusk, .night]

    /// The outer, paging scroll view.
    public let pager = UIScrollView()
    /// One zooming scroll view per photo.
    public private(set) var photos: [ZoomingPhotoView] = []
    /// The page shown (read when the pager comes to rest).
    public private(set) var currentPage = 0
    private var laidOutSize = CGSize.zero

    /// A viewer that opens on photo `startPage` (clamped to the photos there are).
    public convenience init(startPage: Int) {
        self.init()
        currentPage = min(max(startPage, 0), Self.postcards.count - 1)
    }

    /// Where the shown photo sits in `view`'s coordinates (where a zoom transition lands).
    public func shownPhotoFrame(in view: UIView) -> CGRect {
        let photo = photos[currentPage].picture
        return photo.convert(photo.bounds, to: view)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.delegate = self
        view.addSubview(pager)
        photos = Self.postcards.map { ZoomingPhotoView(picture: Postcard(scene: $0)) }
        photos.forEach(pager.addSubview)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        guard size != laidOutSize, size.width > 0, size.height > 0 else { return }
        laidOutSize = size
        pager.frame = view.bounds
        for (i, photo) in photos.enumerated() {
            photo.frame = CGRect(x: CGFloat(i) * size.width, y: 0, width: size.width, height: size.height)
            photo.fitPicture()
        }
        pager.contentSize = CGSize(width: size.width * CGFloat(photos.count), height: size.height)
        pager.contentOffset = CGPoint(x: CGFloat(currentPage) * size.width, y: 0)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard scrollView === pager, pager.bounds.width > 0 else { return }
        // The offset lies on the pixel grid: with pages narrower than a few pixels it can round
        // past the last page.
        let page = min(max(Int((pager.contentOffset.x / pager.bounds.width).rounded()), 0), photos.count - 1)
        guard page != currentPage, photos.indices.contains(currentPage) else { return }
        // A photo that leaves the screen is shown whole again when it comes back.
        photos[currentPage].setZoomScale(photos[currentPage].minimumZoomScale, animated: false)
        currentPage = page
    }
}

/// One photo: a scroll view zooming its picture about the fingers, centred while it is smaller
/// than the view; a double tap zooms in 2.5× about the tapped point, or back out.
public final class ZoomingPhotoView: UIScrollView, UIScrollViewDelegate {
    /// The zoomed picture.
    public let picture: UIView
    /// How far a double tap zooms in.
    public static let doubleTapScale: CGFloat = 2.5

    /// A photo view zooming `picture`.
    public init(picture: UIView) {
        self.picture = picture
        super.init(frame: .zero)
        delegate = self
        minimumZoomScale = 1
        maximumZoomScale = 4
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        addSubview(picture)
        let doubleTap = UITapGestureRecognizer(target: self, action: ZoomingPhotoView.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        addGestureRecognizer(doubleTap)
    }

    /// Not made from archives.
    public required init?(coder: NSCoder) { nil }

    /// Shows the picture whole, as wide as the view (4:3), at scale 1.
    public func fitPicture() {
        zoomScale = 1
        picture.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.width * 3 / 4)
        contentSize = picture.frame.size
        centrePicture()
    }

    /// The picture zooms.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { picture }

    public func scrollViewDidZoom(_ scrollView: UIScrollView) { centrePicture() }

    /// While the picture is smaller than the view along an axis, it sits in the middle there.
    private func centrePicture() {
        var frame = picture.frame
        frame.origin.x = frame.width < bounds.width ? (bounds.width - frame.width) / 2 : 0
        frame.origin.y = frame.height < bounds.height ? (bounds.height - frame.height) / 2 : 0
        picture.frame = frame
    }

    func doubleTapped(_ tap: UITapGestureRecognizer) {
        if zoomScale > minimumZoomScale {
            setZoomScale(minimumZoomScale, animated: true)
        } else {
            let point = tap.location(in: picture)
            let size = CGSize(width: bounds.width / Self.doubleTapScale, height: bounds.height / Self.doubleTapScale)
            zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height),
                 animated: true)
        }
    }
}

/// A picture made of views: sky, sun or moon, two hills and a lake; one per time of day.
public final class Postcard: UIView {
    /// The time of day the card shows.
    public enum Scene { case dawn, noon, dusk, night }

    /// A card of `scene`.
    public init(scene: Scene) {
        super.init(frame: .zero)
        // A picture to assistive technologies, named after its time of day.
        accessibilityLabel = "\(String(describing: scene).capitalized) postcard"
        accessibilityTraits = .image
        isAccessibilityElement = true
        clipsToBounds = true
        let (sky, sun, far, near, water): (UIColor, UIColor, UIColor, UIColor, UIColor) = switch scene {
        case .dawn: (UIColor(red: 0.98, green: 0.80, blue: 0.70, alpha: 1), UIColor(red: 1, green: 0.55, blue: 0.35, alpha: 1),
                     UIColor(red: 0.55, green: 0.45, blue: 0.60, alpha: 1), UIColor(red: 0.35, green: 0.30, blue: 0.45, alpha: 1),
                     UIColor(red: 0.85, green: 0.65, blue: 0.70, alpha: 1))
        case .noon: (UIColor(red: 0.55, green: 0.78, blue: 0.98, alpha: 1), UIColor(red: 1, green: 0.9, blue: 0.3, alpha: 1),
                     UIColor(red: 0.35, green: 0.65, blue: 0.40, alpha: 1), UIColor(red: 0.20, green: 0.50, blue: 0.25, alpha: 1),
                     UIColor(red: 0.25, green: 0.55, blue: 0.85, alpha: 1))
        case .dusk: (UIColor(red: 0.95, green: 0.55, blue: 0.40, alpha: 1), UIColor(red: 0.95, green: 0.30, blue: 0.20, alpha: 1),
                     UIColor(red: 0.45, green: 0.25, blue: 0.35, alpha: 1), UIColor(red: 0.25, green: 0.15, blue: 0.25, alpha: 1),
                     UIColor(red: 0.60, green: 0.35, blue: 0.40, alpha: 1))
        case .night: (UIColor(red: 0.08, green: 0.10, blue: 0.25, alpha: 1), UIColor(red: 0.95, green: 0.95, blue: 0.85, alpha: 1),
                      UIColor(red: 0.12, green: 0.18, blue: 0.30, alpha: 1), UIColor(red: 0.06, green: 0.10, blue: 0.18, alpha: 1),
                      UIColor(red: 0.10, green: 0.15, blue: 0.35, alpha: 1))
        }
        backgroundColor = sky
        for (color, tag) in [(sun, 1), (far, 2), (near, 3), (water, 4)] {
            let part = UIView()
            part.backgroundColor = color
            part.tag = tag
            addSubview(part)
        }
    }

    /// Not made from archives.
    public required init?(coder: NSCoder) { nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height
        guard w > 0, h > 0 else { return }
        for part in subviews {
            part.transform = .identity
            switch part.tag {
            case 1:   // the sun (or moon)
                part.frame = CGRect(x: w * 0.62, y: h * 0.14, width: w * 0.16, height: w * 0.16)
                part.layer.cornerRadius = w * 0.08
            case 2:   // the far hill: a square turned 45°
                part.frame = CGRect(x: w * 0.05, y: h * 0.45, width: w * 0.5, height: w * 0.5)
                part.transform = CGAffineTransform(rotationAngle: .pi / 4)
            case 3:   // the near hill
                part.frame = CGRect(x: w * 0.45, y: h * 0.55, width: w * 0.6, height: w * 0.6)
                part.transform = CGAffineTransform(rotationAngle: .pi / 4)
            default:  // the lake
                part.frame = CGRect(x: 0, y: h * 0.78, width: w, height: h * 0.22)
            }
        }
    }
}
