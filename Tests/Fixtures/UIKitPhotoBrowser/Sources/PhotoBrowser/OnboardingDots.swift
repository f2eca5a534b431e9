//
//  OnboardingDots.swift
//  PhotoBrowser
//

import UIKit

/// Page dots sized by a diameter of their own, for the onboarding pages.
final class OnboardingDots: UIPageControl {

    var dotDiameter: CGFloat = 10 {
        didSet { invalidateIntrinsicContentSize() }
    }

    var dotSpacing: CGFloat = 12

    override var intrinsicContentSize: CGSize {
        let count = CGFloat(numberOfPages)
        return CGSize(width: count * dotDiameter + max(0, count - 1) * dotSpacing, height: dotDiameter * 3)
    }
}
