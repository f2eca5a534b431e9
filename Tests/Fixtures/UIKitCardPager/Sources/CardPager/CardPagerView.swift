//
//  CardPagerView.swift
//  CardPager
//

#if canImport(UIKit)
import UIKit
public typealias PlatformColor = UIColor
#elseif canImport(AppKit)
import AppKit
public typealias PlatformColor = NSColor
#endif

@objc public protocol CardPagerViewDelegate: AnyObject {
    @objc optional func cardPager(_ pager: CardPagerView, didShowCardAt index: Int)
}

/// Cards side by side in a paging scroll view, with dots under them.
open class CardPagerView: UIView {
    public let scrollView = UIScrollView()
    public let pageControl = UIPageControl()
    public weak var delegate: CardPagerViewDelegate?
    /// How many times the layout ran (an override in an extension counts it).
    public internal(set) var layoutPasses = 0

    public var colors: [PlatformColor] = [] {
        didSet { reloadCards() }
    }

    public private(set) var cardViews: [UIView] = []

    /// The card the scroll view rests on.
    public var currentIndex: Int {
        let width = scrollView.bounds.width
        guard width > 0 else { return 0 }
        return Int((scrollView.contentOffset.x / width).rounded())
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        addSubview(scrollView)
        pageControl.addTarget(self, action: #selector(pageControlChanged(_:)), for: .valueChanged)
        addSubview(pageControl)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func reloadCards() {
        cardViews.forEach { $0.removeFromSuperview() }
        cardViews = colors.map { color in
            let card = UIView()
            card.backgroundColor = color
            card.layer.cornerRadius = 12
            scrollView.addSubview(card)
            return card
        }
        pageControl.numberOfPages = colors.count
        setNeedsLayout()
    }

    /// Scrolls to the card at `index`; `completion` runs when it rests there.
    public func scrollToCard(at index: Int, animated: Bool, completion: (() -> Void)? = nil) {
        guard cardViews.indices.contains(index) else { return }
        let offset = CGPoint(x: CGFloat(index) * scrollView.bounds.width, y: 0)
        guard animated else {
            scrollView.contentOffset = offset
            didSettle()
            completion?()
            return
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: {
            self.scrollView.contentOffset = offset
        }, completion: { _ in
            self.didSettle()
            completion?()
        })
    }

    @objc private func pageControlChanged(_ sender: UIPageControl) {
        scrollToCard(at: sender.currentPage, animated: true)
    }

    func didSettle() {
        pageControl.currentPage = currentIndex
        scrollView.indexBeforeDrag = currentIndex
        delegate?.cardPager?(self, didShowCardAt: currentIndex)
    }
}

extension CardPagerView: UIScrollViewDelegate {
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        scrollView.indexBeforeDrag = currentIndex
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        didSettle()
    }
}
