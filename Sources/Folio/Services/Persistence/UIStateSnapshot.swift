import Foundation
import FolioCore

/// What `StateArchive` saves of a controller and the controllers it contains.
public struct ControllerState: Codable, Equatable, Sendable {
    /// The controller's `restorationIdentifier`.
    public var identifier: String?
    /// The selected tab (tab bar controllers, tab pagers).
    public var selectedIndex: Int?
    /// The contained controllers: a navigation stack bottom to top, tabs in order, the pages a
    /// page view controller shows, or plain children.
    public var children: [ControllerState] = []
    /// Offsets of the scroll views in the controller's own view that have a restoration identifier.
    public var scrollOffsets: [String: CGPoint] = [:]
    /// Texts of the text fields in the controller's own view that have a restoration identifier
    /// (secure entries are never saved).
    public var texts: [String: String] = [:]
    /// What `encodeRestorableState(with:)` wrote (a keyed archive); nil for controllers without
    /// a restoration identifier.
    public var coded: Data?
}

/// A window's UI state: the controller tree from the root, captured and re-applied.
public struct UIStateSnapshot: Codable, Equatable, Sendable {
    /// The root controller's state.
    public var root: ControllerState

    /// Captures `root` and everything under it.
    @MainActor
    public init(capturing root: UIViewController) { self.root = UIStateSnapshot.capture(root) }

    @MainActor
    static func capture(_ vc: UIViewController) -> ControllerState {
        var state = ControllerState(identifier: vc.restorationIdentifier)
        state.selectedIndex = vc.restorationSelectedIndex
        state.children = vc.restorationChildren.map(capture)
        if let view = vc.viewIfLoaded { collectViewState(view, owner: vc, into: &state) }
        if vc.restorationIdentifier != nil {
            let coder = NSKeyedArchiver(requiringSecureCoding: false)
            vc.encodeRestorableState(with: coder)
            coder.finishEncoding()
            state.coded = coder.encodedData
        }
        return state
    }

    /// Scroll offsets and texts of identified views in `view`, not descending into child
    /// controllers' views (they keep their own).
    @MainActor
    private static func collectViewState(_ view: UIView, owner: UIViewController, into state: inout ControllerState) {
        if let owned = view.viewController, owned !== owner { return }
        if let id = view.restorationIdentifier {
            if let scroll = view as? UIScrollView { state.scrollOffsets[id] = scroll.contentOffset }
            if let field = view as? UITextField, !field.isSecureTextEntry { state.texts[id] = field.text ?? "" }
        }
        for sub in view.subviews { collectViewState(sub, owner: owner, into: &state) }
    }
}
