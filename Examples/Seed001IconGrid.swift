import Foundation
import Folio

/// The seed's icon grid in a paged scroll view, with a page control below it.
public final class IconGridViewController: UIViewController, UIScrollViewDelegate {
    /// The paged scroll view.
    public let scrollView = UIScrollView()
    /// The flow layout holding the 40 items.
    public let grid = FlowLayout(orientation: .vertical, arrangedCount: 3)
    /// The dots.
    public let pageControl = UIPageControl()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.isPagingEnabled = true
        scrollView.backgroundColor = .white
        scrollView.delegate = self
        view.addSubview(scrollView)

        // Rows of 3, 9 per page, pages left to right; the layout as wide as its pages.
        grid.pagedCount = 9
        grid.wrapContentWidth = true
        grid.horizontalSpacing = 10
        grid.verticalSpacing = 10
        grid.padding = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        scrollView.addSubview(grid)
        for i in 0..<40 {
            let label = UILabel()
            label.textAlignment = .center
            label.backgroundColor = .green
            label.text = "\(i)"
            grid.addSubview(label)
        }
        // On its side: 6 per row, 18 per page.
        grid.configure(for: .landscape) { $0.arrangedCount = 6; $0.pagedCount = 18 }

        pageControl.pageIndicatorTintColor = .lightGray
        pageControl.currentPageIndicatorTintColor = .darkGray
        pageControl.addTarget(self, action: IconGridViewController.pageChanged, for: .valueChanged)
        view.addSubview(pageControl)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        scrollView.frame = CGRect(x: 0, y: 0, width: b.width, height: b.height - 40)
        pageControl.frame = CGRect(x: 0, y: b.height - 40, width: b.width, height: 40)
        grid.layoutIfNeeded()
        syncDots()
    }

    func pageChanged(_ sender: UIPageControl) {
        scrollView.setContentOffset(CGPoint(x: scrollView.bounds.width * CGFloat(sender.currentPage), y: 0), animated: true)
    }

    private func syncDots() {
        pageControl.numberOfPages = grid.numberOfPages
        pageControl.currentPage = scrollView.currentPage(.horizontal)
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView.isDragging || scrollView.isDecelerating else { return }
        syncDots()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        syncDots()
    }
}
