import Folio

/// What an AT-SPI object path names: the application (the root), a view — a window, a group
/// or an element of the accessibility tree — or one page of a page control.
enum AccessibleTarget {
    case application
    case view(UIView)
    /// A page of a page control: the control's children on AT-SPI, made on demand, so that
    /// `Selection` can name and pick one (VoiceOver's one adjustable element stays the control).
    case page(UIPageControl, Int)
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

    /// The object path of `target`, numbering a view seen for the first time; a page's path is
    /// its control's with the page after an underscore (".../12_3").
    mutating func path(of target: AccessibleTarget) -> String {
        switch target {
        case .application: return Self.rootPath
        case let .view(view): return "\(Self.prefix)/\(number(of: view))"
        case let .page(control, page): return "\(Self.prefix)/\(number(of: control))_\(page)"
        }
    }

    private mutating func number(of view: UIView) -> Int {
        let key = ObjectIdentifier(view)
        if let n = numbers[key], views[n]?.view === view { return n }
        let n = next
        next += 1
        numbers[key] = n
        views[n] = Weak(view)
        if n % 256 == 0 { forgetFreedViews() }
        return n
    }

    /// What the last part of an object path (`node`: "root", "12", "12_3") names; nil for a view
    /// that is gone, a number never handed out or a page the control no longer has.
    func target(atNode node: String?) -> AccessibleTarget? {
        guard let node else { return nil }
        if node == "root" { return .application }
        let parts = node.split(separator: "_", omittingEmptySubsequences: false)
        guard let n = Int(parts[0]), let view = views[n]?.view else { return nil }
        guard parts.count == 2 else { return parts.count == 1 ? .view(view) : nil }
        guard let control = view as? UIPageControl, let page = Int(parts[1]), (0..<control.numberOfPages).contains(page) else { return nil }
        return .page(control, page)
    }

    private mutating func forgetFreedViews() {
        for (n, box) in views where box.view == nil { views[n] = nil }
        numbers = numbers.filter { views[$0.value] != nil }
    }
}
