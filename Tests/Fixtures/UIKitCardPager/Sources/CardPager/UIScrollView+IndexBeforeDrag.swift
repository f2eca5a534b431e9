//
//  UIScrollView+IndexBeforeDrag.swift
//  CardPager
//

import UIKit

private var indexBeforeDragKey: UInt8 = 0
private var tagKey: UInt8 = 0

extension UIScrollView {
    /// The card shown when the finger came down (kept beside the scroll view, as a stored
    /// property in an extension has to be).
    var indexBeforeDrag: Int {
        get { (objc_getAssociatedObject(self, &indexBeforeDragKey) as? NSNumber)?.intValue ?? 0 }
        set { objc_setAssociatedObject(self, &indexBeforeDragKey, NSNumber(value: newValue), .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// A label for the pager's scroll view, copied in as a string is.
    public var pagerTag: String? {
        get { objc_getAssociatedObject(self, &tagKey) as? String }
        set { objc_setAssociatedObject(self, &tagKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}
