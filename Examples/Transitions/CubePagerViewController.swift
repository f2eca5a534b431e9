import Foundation
import Folio

/// Pages that turn as the faces of a cube: a scroll-style page view controller whose pages a
/// display link turns about their shared edge, with perspective, while a turn is in flight.
public final class CubePagerViewController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    /// The page view controller.
    public let pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    /// The faces, one controller each.
    public let faces: [CubeFaceViewController] = PhotoPagerViewController.postcards.enumerated().map {
        CubeFaceViewController(number: $0.offset + 1, scene: $0.element)
    }
    /// The face shown.
    public private(set) var currentIndex = 0
    /// Turns the faces each frame while a turn is in flight (paused otherwise).
    private var displayLink: CADisplayLink?

    /// How far a face turns at a full page, radians (a quarter turn: a cube).
    public static let faceAngle = CGFloat.pi / 2
    /// The perspective: the eye 800 points from the screen.
    public static let eyeDistance: CGFloat = 800

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cube"
        view.backgroundColor = UIColor(white: 0.1, alpha: 1)
        pageViewController.dataSource = self
        pageViewController.delegate = self
        addChild(pageViewController)
        view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: self)
        pageViewController.setViewControllers([faces[0]], direction: .forward, animated: false)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        pageViewController.view.frame = view.bounds.inset(by: UIEdgeInsets(top: 40, left: 0, bottom: 40, right: 0))
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let link = CADisplayLink(target: self, selector: CubePagerViewController.turnFaces)
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        displayLink?.invalidate()
        displayLink = nil
    }

    /// Turns every face on screen by how far it is from the middle: a face going left turns about
    /// its right edge, a face coming from the right about its left edge.
    func turnFaces(_ link: CADisplayLink) {
        let width = pageViewController.view.bounds.width
        guard width > 0 else { return }
        for face in faces {
            guard let faceView = face.viewIfLoaded, faceView.window != nil else { continue }
            let offset = faceView.convert(faceView.bounds, to: pageViewController.view).minX / width
            faceView.layer.transform = Self.cubeTransform(offset: min(max(offset, -1), 1), width: width)
        }
    }

    /// The transform of a face `offset` pages from the middle (−1 … 1) in a pager `width` wide.
    public static func cubeTransform(offset: CGFloat, width: CGFloat) -> CATransform3D {
        guard offset != 0, offset.isFinite else { return CATransform3DIdentity }
        let edge = offset < 0 ? width / 2 : -width / 2   // the edge shared with the neighbour
        var transform = CATransform3DIdentity
        transform.m34 = -1 / eyeDistance
        transform = CATransform3DTranslate(transform, edge, 0, 0)
        transform = CATransform3DRotate(transform, offset * faceAngle, 0, 1, 0)
        return CATransform3DTranslate(transform, -edge, 0, 0)
    }

    /// The face before, nil at the first.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = faces.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return faces[index - 1]
    }

    /// The face after, nil at the last.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = faces.firstIndex(where: { $0 === viewController }), index < faces.count - 1 else { return nil }
        return faces[index + 1]
    }

    /// A turn begins: the display link turns the faces each frame.
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        displayLink?.isPaused = false
    }

    /// The turn settled: the faces lie flat again and the display link rests.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if let shown = pageViewController.viewControllers?.first, let index = faces.firstIndex(where: { $0 === shown }) {
            currentIndex = index
        }
        guard finished else { return }
        displayLink?.isPaused = true
        for face in faces { face.viewIfLoaded?.layer.transform = CATransform3DIdentity }
    }
}

/// One face of the cube: a postcard with its number.
public final class CubeFaceViewController: UIViewController {
    /// The face's number, from 1.
    public let number: Int
    private let scene: Postcard.Scene

    init(number: Int, scene: Postcard.Scene) {
        self.number = number
        self.scene = scene
        super.init(nibName: nil, bundle: nil)
    }

    /// Not made from archives.
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let card = Postcard(scene: scene)
        card.frame = view.bounds
        card.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(card)
        let label = UILabel()
        label.text = "\(number)"
        label.font = .boldSystemFont(ofSize: 64)
        label.textColor = .white
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 40, width: view.bounds.width, height: 80)
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
    }
}
