import Foundation
import Folio

/// The seed's `loadView`, ported.
public final class LinearPagingViewController: UIViewController {
    /// The paged scroll view (the controller's view).
    public var scrollView: UIScrollView { view as! UIScrollView }
    /// The horizontal linear layout holding the pages.
    public private(set) var containerView: LinearLayout!

    public override func loadView() {
        let scrollView = UIScrollView()
        scrollView.isPagingEnabled = true
        scrollView.backgroundColor = .white
        view = scrollView

        // A horizontal linear layout as tall as the scroll view, its pages sharing its width.
        let containerView = LinearLayout(orientation: .horizontal)
        containerView.matchHeight(of: scrollView)
        containerView.verticalGravity = .fill
        containerView.horizontalGravity = .fill
        scrollView.addSubview(containerView)

        let colors: [UIColor] = [.red, .green, .blue]
        for (i, color) in colors.enumerated() {
            let pageView = UIView()
            pageView.backgroundColor = color
            pageView.addSubview(pageTitle("\(i + 1)", in: pageView))
            containerView.addSubview(pageView)
        }
        // The key step: the layout is as wide as the scroll view times the page count.
        containerView.matchWidth(of: scrollView, multiplier: CGFloat(colors.count))
        self.containerView = containerView
    }
}
