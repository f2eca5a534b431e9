//
//  CardPagerView+Layout.swift
//  CardPager
//

import UIKit

extension CardPagerView {
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        let dotsHeight: CGFloat = 28
        scrollView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - dotsHeight)
        pageControl.frame = CGRect(x: 0, y: bounds.height - dotsHeight, width: bounds.width, height: dotsHeight)
        for (i, card) in cardViews.enumerated() {
            card.frame = CGRect(x: CGFloat(i) * scrollView.bounds.width, y: 0,
                                width: scrollView.bounds.width, height: scrollView.bounds.height).insetBy(dx: 16, dy: 8)
        }
        scrollView.contentSize = CGSize(width: scrollView.bounds.width * CGFloat(cardViews.count), height: scrollView.bounds.height)
    }
}
