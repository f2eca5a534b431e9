import Foundation

extension UIScrollView {
    /// The scroll view's content area: constraints to its width and height set `contentSize`.
    /// A scroll view's own edge anchors, used by its content, mean this guide (UIKit).
    public var contentLayoutGuide: UILayoutGuide {
        if let g = contentGuide { return g }
        let g = UILayoutGuide(role: .content, identifier: "UIScrollView-contentLayoutGuide", owner: self)
        contentGuide = g
        return g
    }

    /// The scroll view's frame, as a guide its content can pin to.
    public var frameLayoutGuide: UILayoutGuide {
        if let g = frameGuide { return g }
        let g = UILayoutGuide(role: .frame, identifier: "UIScrollView-frameLayoutGuide", owner: self)
        frameGuide = g
        return g
    }
}
