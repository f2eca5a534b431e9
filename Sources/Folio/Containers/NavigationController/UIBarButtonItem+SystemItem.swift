import Foundation

extension UIBarButtonItem {
    /// UIKit's system bar items (`UIBarButtonItem.SystemItem`), with UIKit's raw values. Folio has
    /// no symbol images: an item shows its name (`+` for `add`), spaces show nothing.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24

        /// The title the item shows.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: nil
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            }
        }

        /// The space a space item is.
        var space: Space? { self == .flexibleSpace ? .flexible : self == .fixedSpace ? .fixed : nil }

        /// Done and Save draw bold, as in UIKit.
        var style: Style { self == .done || self == .save ? .done : .plain }
    }

    /// A system item that calls `action` on `target` (held weakly) with the item:
    /// `UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Editor.done(_:))`.
    @preconcurrency public convenience init<Target: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                                       action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(title: systemItem.title, style: systemItem.style)
        space = systemItem.space
        setAction(target, action)
    }

    /// A system item whose action takes no argument (`#selector(done)`).
    @preconcurrency public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: Target,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(title: systemItem.title, style: systemItem.style)
        space = systemItem.space
        setAction(target) { (target: Target) in { (_: UIBarButtonItem) in action(target)() } }
    }

    /// A system item with no action, as UIKit's `target: nil, action: nil` (spaces, mostly).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.init(title: systemItem.title, style: systemItem.style)
        space = systemItem.space
    }

    /// A titled item whose action takes no argument.
    @preconcurrency public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(title: title, style: style)
        setAction(target) { (target: Target) in { (_: UIBarButtonItem) in action(target)() } }
    }

    /// A titled item with no action, as UIKit's `target: nil, action: nil`.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        self.init(title: title, style: style)
    }

    /// An item with an icon whose action takes no argument.
    @preconcurrency public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target,
                                               action: @escaping (Target) -> @MainActor () -> Void) {
        self.init(title: nil, style: style)
        self.image = image
        setAction(target) { (target: Target) in { (_: UIBarButtonItem) in action(target)() } }
    }
}
