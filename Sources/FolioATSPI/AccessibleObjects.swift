import Folio

/// What an AT-SPI object path names: the application (the root), or a view — a window, a group
/// or an element of the accessibility tree.
enum AccessibleTarget {
    case application
    case view(UIView)
}

/// The object paths the bridge has handed out: one number per view, kept while the view lives
/// (a view freed and another made at its address gets a new number).
@MainActor
struct AccessibleObjects {
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let prefix = "/org/a11y/atspi/accessible"
    static let nullPath = "/org/a11y/atspi/null"
    static let cachePath = "/org/a11y/atspi/cache"

    private final class Weak { weak var view: UIView?; init(_ view: UIView) { self.view = view } }
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var views: [Int: Weak] = [:]
    private var next = 1

    /// The object path of `target`, numbering a view seen for the first time.
    mutating func path(of target: AccessibleTarget) -> String {
        guard case let .view(view) = target else { return Self.rootPath }
        let key = ObjectIdentifier(view)
        if let n = numbers[key], views[n]?.view === view { return "\(Self.prefix)/\(n)" }
        let n = next
        next += 1
        numbers[key] = n
        views[n] = Weak(view)
        if n % 256 == 0 { forgetFreedViews() }
        return "\(Self.prefix)/\(n)"
    }

    /// What the last part of an object path (`node`: "root", "12") names; nil for a view that is
    /// gone or a number never handed out.
    func target(atNode node: String?) -> AccessibleTarget? {
        guard let node else { return nil }
        if node == "root" { return .application }
        guard let n = Int(node), let view = views[n]?.view else { return nil }
        return .view(view)
    }

    private mutating func forgetFreedViews() {
        for (n, box) in views where box.view == nil { views[n] = nil }
        numbers = numbers.filter { views[$0.value] != nil }
    }
}

/// The tree as AT-SPI shows it: the application holds its windows, a window and each group hold
/// their nodes (`accessibilityChildNodes()`).
@MainActor
enum AccessibleTree {
    static func children(of target: AccessibleTarget, in application: UIApplication) -> [UIView] {
        switch target {
        case .application: return application.windows.filter { !$0.isHidden }
        case let .view(view): return view.accessibilityChildNodes()
        }
    }

    /// The node holding `view`: its window for a window's node, the nearest group around it,
    /// the application for a window.
    static func parent(of view: UIView) -> AccessibleTarget {
        if view is UIWindow { return .application }
        var ancestor = view.superview
        while let a = ancestor {
            if a is UIWindow || (a.isAccessibilityGroup && !a.isHidden && a.alpha >= 0.01 && !a.accessibilityElementsHidden) { return .view(a) }
            ancestor = a.superview
        }
        return .application
    }

    /// The parent as a view (nil: the application).
    static func parentView(of view: UIView) -> UIView? {
        if case let .view(p) = parent(of: view) { return p }
        return nil
    }
}
