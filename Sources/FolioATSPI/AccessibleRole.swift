import Folio

/// AT-SPI's roles that Folio's views take (`AtspiRole` numbers), and the mapping from UIKit's
/// traits and kinds of view to them — what a desktop screen reader says an element is.
enum AccessibleRole: UInt32 {
    case alert = 2
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case passwordText = 40
    case pushButton = 43
    case slider = 51
    case table = 55
    case toggleButton = 62
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88
    case landmark = 110
    case grouping = 99

    /// The role's name as AT-SPI spells it ("push button").
    var name: String {
        switch self {
        case .alert: "alert"
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .panel: "panel"
        case .passwordText: "password text"
        case .pushButton: "push button"
        case .slider: "slider"
        case .table: "table"
        case .toggleButton: "toggle button"
        case .application: "application"
        case .entry: "entry"
        case .heading: "heading"
        case .link: "link"
        case .landmark: "landmark"
        case .grouping: "grouping"
        }
    }

    /// The role of `view`, a node of the tree whose parent node is `parent` (nil: a window).
    @MainActor init(of view: UIView, parent: UIView?) {
        let traits = view.accessibilityTraits
        if view is UIWindow { self = .frame; return }
        if view.isAccessibilityGroup {
            if traits.contains(.tabBar) { self = .pageTabList }
            else if view.accessibilityViewIsModal { self = .alert }
            else {
                switch view.accessibilityContainerType {
                case .list: self = .list
                case .dataTable: self = .table
                case .landmark: self = .landmark
                case .semanticGroup: self = .grouping
                case .none: self = .panel
                }
            }
            return
        }
        if let field = view as? UITextField { self = field.isSecureTextEntry ? .passwordText : .entry; return }
        if view is UISwitch { self = .toggleButton; return }
        if parent?.accessibilityTraits.contains(.tabBar) == true { self = .pageTab; return }
        if traits.contains(.adjustable) { self = .slider; return }
        if traits.contains(.header) { self = .heading; return }   // a section's title, in a list too
        if let parent, parent.isAccessibilityGroup, parent.accessibilityContainerType == .list { self = .listItem; return }
        if traits.contains(.link) { self = .link; return }
        if traits.contains(.button) { self = .pushButton; return }
        if traits.contains(.image) || view is UIImageView { self = .image; return }
        self = .label
    }
}

/// AT-SPI's states (`AtspiStateType` numbers) that Folio reports.
enum AccessibleState: Int {
    case active = 1, checked = 4, editable = 7, enabled = 8, focusable = 11, focused = 12, horizontal = 14
    case modal = 16, selectable = 22, selected = 23, sensitive = 24, showing = 25, singleLine = 26, visible = 30
    case managesDescendants = 31, checkable = 41

    /// The state's name in events ("focused", "checked").
    var name: String {
        switch self {
        case .active: "active"
        case .checked: "checked"
        case .editable: "editable"
        case .enabled: "enabled"
        case .focusable: "focusable"
        case .focused: "focused"
        case .horizontal: "horizontal"
        case .managesDescendants: "manages-descendants"
        case .modal: "modal"
        case .selectable: "selectable"
        case .selected: "selected"
        case .sensitive: "sensitive"
        case .showing: "showing"
        case .singleLine: "single-line"
        case .visible: "visible"
        case .checkable: "checkable"
        }
    }

    /// The two 32-bit words AT-SPI sends a set of states as.
    static func words(_ states: Set<AccessibleState>) -> [UInt32] {
        var words: [UInt32] = [0, 0]
        for state in states { words[state.rawValue / 32] |= 1 << UInt32(state.rawValue % 32) }
        return words
    }
}
