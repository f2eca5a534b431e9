//
//  PaddedLabel.swift
//  PhotoBrowser
//

import UIKit

/// A caption label with room around its text.
public class PaddedLabel: UILabel {

    public var contentInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8) {
        didSet { invalidateIntrinsicContentSize() }
    }

    public override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: contentInsets))
    }

    public override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + contentInsets.left + contentInsets.right,
                      height: size.height + contentInsets.top + contentInsets.bottom)
    }
}

/// A count badge: its text inset, measured through textRect so that sizeToFit includes the inset.
public final class BadgeLabel: UILabel {

    private let inset = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)

    public override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: inset), limitedToNumberOfLines: numberOfLines)
        return inner.inset(by: UIEdgeInsets(top: -inset.top, left: -inset.left, bottom: -inset.bottom, right: -inset.right))
    }

    public override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: inset))
    }
}

/// A search field whose text and placeholder start after an icon.
public class InsetTextField: UITextField {

    private let padding = UIEdgeInsets(top: 0, left: 32, bottom: 0, right: 12)

    public override func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: padding)
    }

    public override func editingRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: padding)
    }

    public override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: padding)
    }
}
