import Folio
import PlatformName

// Folio's paging rule and the other package's platform, side by side.
let page = MainActor.assumeIsolated { () -> Int in
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 300, height: 100)
    scrollView.contentOffset = CGPoint(x: 160, y: 0)
    return scrollView.currentPage(.horizontal)
}
// The geometry UIKit code expects comes with `import Folio` alone.
let inset = CGRect(x: 0, y: 0, width: 100, height: 100).inset(by: UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 0))
let moved = CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 3, y: 4))
print("page \(page), \(platformName()), inset \(Int(inset.width))x\(Int(inset.height)), moved to \(Int(moved.x)),\(Int(moved.y))")
// Every type of Folio's public API can be named with `import Folio` alone.
let style: TabPageViewController.IndicatorStyle = .dot(diameter: 6)
if case let .dot(diameter) = style { print("indicator dot \(Int(diameter))") }
