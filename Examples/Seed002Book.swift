import Foundation
import Folio

/// The seed's container, ported: its pages come from `Book.storyboard` by identifier, as the
/// seed's `storyboard?.instantiateViewController(withIdentifier: "page1")`.
public final class BookViewController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    /// The book as the seed starts it: the storyboard's initial controller.
    public static func fromStoryboard() -> BookViewController {
        registerStoryboardClasses()
        return UIStoryboard(name: "Book", bundle: .module).instantiateInitialViewController() as? BookViewController ?? BookViewController()
    }

    /// The classes `Book.storyboard` names.
    public static func registerStoryboardClasses() {
        UIStoryboard.registerClass(BookViewController.self) { BookViewController() }
        UIStoryboard.registerClass(BookPage.self) { BookPage() }
    }

    /// The storyboard the pages come from: the one this controller came from, else Book.storyboard.
    private lazy var pages: UIStoryboard = {
        if let storyboard { return storyboard }
        BookViewController.registerStoryboardClasses()
        return UIStoryboard(name: "Book", bundle: .module)
    }()
    enum DirectionForward { case before, after }

    /// The seed's page view controller.
    public private(set) var pageViewController: UIPageViewController!
    /// The seed's index of the page shown (0-based).
    public private(set) var pageIndex = 0
    private var directionForward = DirectionForward.after

    public override func viewDidLoad() {
        super.viewDidLoad()
        pageViewController = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical, options: nil)
        pageViewController.delegate = self
        pageViewController.dataSource = self
        let page1ViewController = makePage("page1")
        pageViewController.setViewControllers([page1ViewController], direction: .forward, animated: true, completion: nil)
        addChild(pageViewController)
        pageViewController.view.frame = view.bounds
        pageViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: self)
    }

    /// The page called `pageID` ("page1"…"page3" from the storyboard; "" the blank end paper).
    func makePage(_ pageID: String) -> UIViewController {
        pageID.isEmpty ? BookPage() : pages.instantiateViewController(withIdentifier: pageID)
    }

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   viewControllerBefore viewController: UIViewController) -> UIViewController? {
        if pageViewController.spineLocation == .mid { return spreadPage(beside: viewController, by: -1) }
        pageIndex -= 1
        if pageIndex < 0 {
            pageIndex = 0
            return nil
        }
        directionForward = .before
        return makePage("page\(pageIndex + 1)")
    }

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   viewControllerAfter viewController: UIViewController) -> UIViewController? {
        if pageViewController.spineLocation == .mid { return spreadPage(beside: viewController, by: 1) }
        pageIndex += 1
        if pageIndex > 2 {
            pageIndex = 2
            return nil
        }
        directionForward = .after
        return makePage("page\(pageIndex + 1)")
    }

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIPageViewController.InterfaceOrientation) -> UIPageViewController.SpineLocation? {
        if orientation != .portrait {
            // Landscape: an open book, two pages side by side, printed on both sides.
            let index = pages(of: pageViewController).first ?? 0
            let left = index - index % 2
            pageViewController.setViewControllers([makeSpreadPage(left), makeSpreadPage(left + 1)],
                                                  direction: .forward, animated: true, completion: nil)
            pageViewController.isDoubleSided = true
            pageIndex = left
            return .mid
        }
        if pageViewController.spineLocation == .mid {
            pageIndex = min(2, pages(of: pageViewController).first ?? 0)
            pageViewController.setViewControllers([makePage("page\(pageIndex + 1)")], direction: .forward, animated: true, completion: nil)
        }
        pageViewController.isDoubleSided = false
        return .min
    }

    /// Landscape pages: page1…page3 and a blank end paper, so spreads are [1 2] and [3 end].
    static let spreadPageCount = 4
    private func makeSpreadPage(_ index: Int) -> UIViewController {
        index < 3 ? makePage("page\(index + 1)") : makePage("")
    }
    private func index(of vc: UIViewController) -> Int? {
        guard let page = vc as? BookPage else { return nil }
        return page.pageID.isEmpty ? 3 : Int(page.pageID.dropFirst(4)).map { $0 - 1 }
    }
    private func pages(of pvc: UIPageViewController) -> [Int] { (pvc.viewControllers ?? []).compactMap(index(of:)) }
    private func spreadPage(beside vc: UIViewController, by step: Int) -> UIViewController? {
        guard let i = index(of: vc), (0..<Self.spreadPageCount).contains(i + step) else { return nil }
        return makeSpreadPage(i + step)
    }

    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if pageViewController.spineLocation == .mid {
            pageIndex = pages(of: pageViewController).first ?? pageIndex
            return
        }
        if completed == false {
            if directionForward == .after { pageIndex -= 1 }
            if directionForward == .before { pageIndex += 1 }
        }
    }
}

/// A page of the book: a title and a paragraph on paper.
public final class BookPage: UIViewController {
    /// The storyboard identifier the seed uses: "page1"…"page3" (its restoration identifier, as
    /// the storyboard sets it); "" for the end paper made in code.
    public var pageID: String { restorationIdentifier ?? "" }

    public override func viewDidLoad() {
        super.viewDidLoad()
        if storyboard == nil { view.backgroundColor = UIColor(rgb: 0xFBF6EA) }   // the end paper: blank
    }
}
