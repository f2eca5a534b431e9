//
//  CaptionStripView.swift
//  PhotoBrowser
//

import UIKit

/// The translucent strip behind a photo's caption.
@IBDesignable
class CaptionStripView: UIView {

    @IBInspectable var strength: CGFloat = 0.45 {
        didSet { updateColor() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isUserInteractionEnabled = false
        updateColor()
    }

    private func updateColor() {
        backgroundColor = UIColor(white: 0, alpha: strength)
    }
}
