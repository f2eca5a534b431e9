import Foundation
import Folio
import FolioTesting

/// A window holding one full-screen scroll view of `pages` pages, with a recording delegate.
@MainActor
struct PagedScrollHarness {
    let app: HeadlessApp
    let scrollView: UIScrollView
    let log = ScrollDelegateRecorder()

    init(pages: Int = 2, size: CGSize = CGSize(width: 390, height: 844), vertical: Bool = false, paging: Bool = true) {
        DiagnosticLog.install()
        let root = UIViewController()
        app = HeadlessApp(size: size, scale: 1, rootViewController: root)
        scrollView = UIScrollView(frame: CGRect(origin: .zero, size: size))
        scrollView.isPagingEnabled = paging
        for i in 0..<pages {
            let page = UIView(frame: vertical
                ? CGRect(x: 0, y: CGFloat(i) * size.height, width: size.width, height: size.height)
                : CGRect(x: CGFloat(i) * size.width, y: 0, width: size.width, height: size.height))
            page.backgroundColor = [UIColor.brown, .purple, .red, .green, .blue][i % 5]
            scrollView.addSubview(page)
        }
        scrollView.contentSize = vertical
            ? CGSize(width: size.width, height: size.height * CGFloat(pages))
            : CGSize(width: size.width * CGFloat(pages), height: size.height)
        scrollView.delegate = log
        root.view.addSubview(scrollView)
        app.tick()
    }

    var offset: CGPoint { scrollView.contentOffset }
    var width: CGFloat { scrollView.bounds.width }
}

extension CGPoint {
    static func xy(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
}
