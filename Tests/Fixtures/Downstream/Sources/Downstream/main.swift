import Folio
import PlatformName

// Folio's paging rule and the other package's platform, side by side.
let page = MainActor.assumeIsolated { () -> Int in
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 300, height: 100)
    scrollView.contentOffset = CGPoint(x: 160, y: 0)
    return scrollView.currentPage(.horizontal)
}
print("page \(page), \(platformName())")
