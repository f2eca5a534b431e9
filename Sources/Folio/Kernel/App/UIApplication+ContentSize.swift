import Foundation
import Logging

extension UIApplication {
    /// The user's text size, UIKit's `preferredContentSizeCategory`: `.large` unless the desktop
    /// says otherwise (`FOLIO_CONTENT_SIZE_CATEGORY`, or the window host's Ctrl-+ and Ctrl-−).
    public var preferredContentSizeCategory: UIContentSizeCategory { ContentSizeSetting.current }

    /// Sets the user's text size, as a change of the desktop's setting: every window's traits
    /// change (`traitCollectionDidChange(_:)` down the tree; labels and fields that adjust their
    /// font take the new size), then `UIContentSizeCategory.didChangeNotification` is posted with
    /// the new category. `.unspecified` and unknown categories are refused with a diagnostic.
    @_spi(Host) public func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        guard UIContentSizeCategory.ordered.contains(where: { $0.category == category }) else {
            Logger(label: "folio.dynamictype").warning("refused content size category \(category.rawValue)")
            return
        }
        guard category != ContentSizeSetting.current else { return }
        let previous = windows.map(\.windowTraits)
        ContentSizeSetting.current = category
        for (window, traits) in zip(windows, previous) { window.traitsDidChange(from: traits) }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }

    /// One category larger (`by: 1`) or smaller (`by: -1`): the window host's text-size keys.
    @_spi(Host) public func stepPreferredContentSizeCategory(by delta: Int) {
        setPreferredContentSizeCategory(preferredContentSizeCategory.stepped(by: delta))
    }
}

/// An object whose font follows the user's text size, UIKit's `UIContentSizeCategoryAdjusting`:
/// with `adjustsFontForContentSizeCategory`, a font made by `UIFont.preferredFont(forTextStyle:)`
/// or scaled by `UIFontMetrics` is made again for each new category.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font follows the category. Default false.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
