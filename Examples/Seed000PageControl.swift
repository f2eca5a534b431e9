import Foundation
import Folio

/// The seed's container: a paged scroll view holding two child controllers' views side by side,
/// and dots below. Ported line by line; the seed's `isPageControlUsed` flag is not needed — the
/// dots follow the scroll view only while a finger drives it (`isDragging || isDecelerating`), so
/// the animated scroll a tap on the dots starts never sends them back to the old page. Whenever
/// scrolling ends the dots take the page it rests on: a finger may catch the content and let go
/// before it moved, and what did not move sends no `scrollViewDidScroll(_:)`.
public final class PageViewController: UIViewController, UIScrollViewDelegate {
    /// The container scroll view.
    public private(set) lazy var scrollerView: UIScrollView = {
        let scrollView = UIScrollView(frame: view.bounds)
        scrollView.isPagingEnabled = true
        scrollView.backgroundColor = .white
        scrollView.delegate = self
        return scrollView
    }()

    /// The dots.
    public private(set) lazy var pageControl: UIPageControl = {
        let pageControl = UIPageControl(frame: .zero)
        pageControl.numberOfPages = 2
        pageControl.currentPage = 0
        pageControl.backgroundColor = .clear
        pageControl.addTarget(self, action: PageViewController.pageControlDidChanged, for: .valueChanged)
        return pageControl
    }()

    /// The brown page.
    public let firstVC = FirstSubViewController()
    /// The purple page.
    public let secondVC = SecondSubViewController()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollerView)
        view.addSubview(pageControl)
        for child in [firstVC, secondVC] as [UIViewController] {
            addChild(child)
            scrollerView.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    /// Frames follow the view's size (the seed used the screen bounds once in `viewDidLoad`).
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        var screenFrame = view.bounds
        scrollerView.frame = screenFrame
        screenFrame.origin.y = 0
        firstVC.view.frame = screenFrame
        screenFrame.origin.x = screenFrame.size.width
        secondVC.view.frame = screenFrame
        scrollerView.contentSize = CGSize(width: view.bounds.width * 2, height: view.bounds.height)
        let pcHeight: CGFloat = 50
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - pcHeight * 2, width: view.bounds.width, height: pcHeight)
    }

    /// The dots were tapped: scroll to their page.
    func pageControlDidChanged(_ sender: UIPageControl) {
        let currentPage = pageControl.currentPage
        var frame = scrollerView.frame
        frame.origin.x = frame.size.width * CGFloat(currentPage)
        frame.origin.y = 0
        scrollerView.scrollRectToVisible(frame, animated: true)
        // Stopping a deceleration on the way told `scrollViewDidEndDecelerating(_:)`, which showed
        // the page the content was on: the dots keep the page they were tapped to.
        pageControl.currentPage = currentPage
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView.isDragging || scrollView.isDecelerating else { return }
        showRestingPage(of: scrollView)
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { showRestingPage(of: scrollView) }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { showRestingPage(of: scrollView) }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { showRestingPage(of: scrollView) }

    private func showRestingPage(of scrollView: UIScrollView) {
        // floor((x − w/2) / w) + 1, guarded against a zero width.
        pageControl.currentPage = scrollView.currentPage(.horizontal)
    }
}

/// The brown page.
public final class FirstSubViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .brown
        view.addSubview(pageTitle("第一页 · First", in: view))
    }
}

/// The purple page.
public final class SecondSubViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .purple
        view.addSubview(pageTitle("第二页 · Second", in: view))
    }
}

/// A centred white title filling its page.
@MainActor
func pageTitle(_ text: String, in view: UIView) -> UILabel {
    let label = UILabel(frame: view.bounds)
    label.text = text
    label.textColor = .white
    label.textAlignment = .center
    label.font = .boldSystemFont(ofSize: 28)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    return label
}
