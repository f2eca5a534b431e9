import Foundation
import Folio

/// The seed's `loadView`, ported line by line.
public final class AutoLayoutPagingViewController: UIViewController {
    /// The paged scroll view (the controller's view).
    public var scrollView: UIScrollView { view as! UIScrollView }
    /// The container pinned to the scroll view's edges.
    public private(set) var containerView: UIView!
    /// The three pages, left to right.
    public private(set) var pageViews: [UIView] = []

    public override func loadView() {
        let scrollView = UIScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.isPagingEnabled = true
        scrollView.backgroundColor = .white
        view = scrollView

        // The container view.
        let containerView = UIView()
        containerView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(containerView)

        // The container's four edges follow the scroll view's (its content area).
        containerView.leftAnchor.constraint(equalTo: scrollView.leftAnchor).isActive = true
        containerView.topAnchor.constraint(equalTo: scrollView.topAnchor).isActive = true
        containerView.rightAnchor.constraint(equalTo: scrollView.rightAnchor).isActive = true
        containerView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor).isActive = true
        // As tall as the scroll view.
        containerView.heightAnchor.constraint(equalTo: scrollView.heightAnchor).isActive = true

        // The pages.
        let colors: [UIColor] = [.red, .green, .blue]
        var pageViews: [UIView] = []
        var prevLeftAnchor = containerView.leftAnchor
        for (i, color) in colors.enumerated() {
            let pageView = UIView()
            pageView.backgroundColor = color
            pageView.translatesAutoresizingMaskIntoConstraints = false
            containerView.addSubview(pageView)
            // Left to right: the first page's left is the container's, the others follow their sibling.
            pageView.leftAnchor.constraint(equalTo: prevLeftAnchor).isActive = true
            pageView.topAnchor.constraint(equalTo: containerView.topAnchor).isActive = true
            // Each page is as wide and as tall as the scroll view.
            pageView.widthAnchor.constraint(equalTo: scrollView.widthAnchor).isActive = true
            pageView.heightAnchor.constraint(equalTo: scrollView.heightAnchor).isActive = true
            prevLeftAnchor = pageView.rightAnchor
            pageViews.append(pageView)

            // A title centred by anchors, sized by its text.
            let title = UILabel()
            title.text = "\(i + 1)"
            title.font = .boldSystemFont(ofSize: 96)
            title.textColor = .white
            title.translatesAutoresizingMaskIntoConstraints = false
            pageView.addSubview(title)
            title.centerXAnchor.constraint(equalTo: pageView.centerXAnchor).isActive = true
            title.centerYAnchor.constraint(equalTo: pageView.centerYAnchor).isActive = true
        }
        // The key step: the last page's right edge is the container's right edge.
        pageViews.last!.rightAnchor.constraint(equalTo: containerView.rightAnchor).isActive = true
        self.containerView = containerView
        self.pageViews = pageViews
    }
}
