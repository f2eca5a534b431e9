import Foundation

/// What a `.storyboard` file says, for the subset Folio builds: scenes with a storyboard
/// identifier and a class, their root view and its subviews (view, label, button, image view,
/// scroll view, text field, switch) with frames, colours, text and fonts. Read with Foundation's `XMLParser`.
struct StoryboardDocument {
    /// One element of a view tree: its kind (`view`, `label`…), its attributes, and the typed
    /// children Folio reads.
    struct ViewNode {
        var kind: String
        var attributes: [String: String]
        var frame: CGRect?
        /// `color` children by key (`backgroundColor`, `textColor`, `titleColor`).
        var colors: [String: UIColor] = [:]
        var font: UIFont?
        /// `state key="normal"` of a button: its title and title colour.
        var normalTitle: String?
        var autoresizing: UIView.AutoresizingMask?
        var subviews: [ViewNode] = []
    }

    /// A scene's controller.
    struct Scene {
        var id: String
        var storyboardIdentifier: String?
        var restorationIdentifier: String?
        var customClass: String?
        var customModule: String?
        var kind: String
        var view: ViewNode?
        /// The controller's `title`.
        var title: String?
        /// Its `<navigationItem>`.
        var navigationItem: NavigationItemNode?
        /// Relationship segues: `rootViewController` (a navigation controller's first page),
        /// `viewControllers` (a tab bar controller's tabs), with the destination's id, in order.
        var relationships: [(relationship: String, destination: String)] = []
    }

    /// A scene's `<navigationItem>`: title, prompt and its bar button items.
    struct NavigationItemNode {
        var title: String?
        var prompt: String?
        var left: BarButtonNode?
        var right: BarButtonNode?
    }

    /// A `<barButtonItem>`: a title, or a system item (done, cancel, add, edit, save…), and a style.
    struct BarButtonNode {
        var title: String?
        var systemItem: String?
        var style: String?
    }

    /// Why a storyboard could not be read.
    enum ParseError: Error, CustomStringConvertible {
        case notXML(String)
        case notUTF8(offset: Int)
        case processingInstruction(offset: Int)
        case notAStoryboard(root: String)
        var description: String {
            switch self {
            case let .notXML(reason): "not an XML document (\(reason))"
            case let .notUTF8(offset): "not UTF-8 text (an invalid byte sequence at byte \(offset)); Interface Builder writes UTF-8"
            case let .processingInstruction(offset): "a processing instruction at byte \(offset); Interface Builder writes none besides the XML declaration"
            case let .notAStoryboard(root): "the root element is <\(root)>, not a storyboard's <document>"
            }
        }
    }

    var scenes: [Scene] = []
    /// A nib's (`.xib`) top-level views, in order.
    var topLevelViews: [ViewNode] = []
    var initialViewControllerID: String?
    /// Elements Folio does not build, by name (each reported once, where first seen).
    var skipped: [(element: String, scene: String)] = []

    static let viewKinds: Set<String> = ["view", "label", "button", "imageView", "scrollView", "textField", "switch"]
    static let controllerKinds: Set<String> = ["viewController", "navigationController", "tabBarController",
                                               "pageViewController", "tableViewController"]
    /// Elements that describe what Folio reads elsewhere or does not need; never reported.
    static let quiet: Set<String> = ["rect", "color", "fontDescription", "autoresizingMask", "state", "subviews",
                                     "viewLayoutGuide", "point", "size", "placeholder", "simulatedMetricsContainer",
                                     "resources", "image", "systemColor", "namedColor", "capability", "dependencies",
                                     "deployment", "plugIn", "objects", "inset", "edgeInsets", "accessibility",
                                     "userDefinedRuntimeAttributes", "freeformSimulatedSizeMetrics"]

    init(data: Data) throws {
        // Foundation's XMLParser on Linux stops the process on a name that is not valid UTF-8:
        // such a document is refused before it gets there.
        if let offset = Self.firstInvalidUTF8Byte(in: data) { throw ParseError.notUTF8(offset: offset) }
        // …and on a processing instruction without data (`<?target?>`): none is accepted.
        if let offset = Self.firstProcessingInstruction(in: data) { throw ParseError.processingInstruction(offset: offset) }
        let parsed: XMLTree?
        do { parsed = try XMLTree.parse(data) } catch { throw ParseError.notXML("line \(error.line), column \(error.column)") }
        guard let document = parsed else { throw ParseError.notXML("empty") }
        guard document.name == "document" else { throw ParseError.notAStoryboard(root: document.name) }
        initialViewControllerID = document.attribute("initialViewController")
        for objects in Self.elements(document, "objects") {   // a nib: views at the top level
            for child in Self.childElements(objects) {
                if Self.viewKinds.contains(child.name) {
                    topLevelViews.append(parseView(child, scene: "top level"))
                } else if child.name != "placeholder" {
                    note(child.name, scene: "top level")
                }
            }
        }
        for sceneElement in Self.elements(document, "scenes").flatMap({ Self.elements($0, "scene") }) {
            for objects in Self.elements(sceneElement, "objects") {
                for child in Self.childElements(objects) {
                    if Self.controllerKinds.contains(child.name) {
                        scenes.append(parseScene(child))
                    } else if !Self.quiet.contains(child.name) && !child.name.hasSuffix("Responder") && child.name != "exit" {
                        note(child.name, scene: sceneElement.attribute("sceneID") ?? "?")
                    }
                }
            }
        }
    }

    private mutating func parseScene(_ e: XMLTree) -> Scene {
        let id = e.attribute("id") ?? ""
        let storyboardID = e.attribute("storyboardIdentifier")
        var restoration = e.attribute("restorationIdentifier")
        if e.attribute("useStoryboardIdentifierAsRestorationIdentifier") == "YES" { restoration = storyboardID }
        var scene = Scene(id: id, storyboardIdentifier: storyboardID, restorationIdentifier: restoration,
                          customClass: e.attribute("customClass"), customModule: e.attribute("customModule"),
                          kind: e.name)
        scene.title = e.attribute("title")
        let name = storyboardID ?? id
        for child in Self.childElements(e) {
            if child.name == "view", child.attribute("key") == "view" {
                scene.view = parseView(child, scene: name)
            } else if child.name == "navigationItem" {
                scene.navigationItem = Self.navigationItem(child)
            } else if child.name == "connections" {
                var others = false
                for connection in Self.childElements(child) {
                    guard connection.name == "segue", connection.attribute("kind") == "relationship",
                          let relationship = connection.attribute("relationship"),
                          let destination = connection.attribute("destination") else { others = true; continue }
                    scene.relationships.append((relationship, destination))
                }
                if others { note(child.name, scene: name) }   // outlets, actions, other segues: not built
            } else if child.name == "navigationBar" || child.name == "tabBar" {
                continue   // the container makes its own bar
            } else if !Self.quiet.contains(child.name) {
                note(child.name, scene: name)
            }
        }
        return scene
    }

    private mutating func parseView(_ e: XMLTree, scene: String) -> ViewNode {
        var node = ViewNode(kind: e.name, attributes: e.attributes)
        for child in Self.childElements(e) {
            switch child.name {
            case "rect" where child.attribute("key") == "frame":
                node.frame = Self.rect(child)
            case "color":
                if let key = child.attribute("key"), let color = Self.color(child) { node.colors[key] = color }
            case "fontDescription":
                node.font = Self.font(child)
            case "autoresizingMask":
                node.autoresizing = Self.autoresizing(child)
            case "state" where child.attribute("key") == "normal":
                node.normalTitle = child.attribute("title")
                for c in Self.childElements(child) where c.name == "color" {
                    if let key = c.attribute("key"), let color = Self.color(c) { node.colors[key] = color }
                }
            case "subviews":
                for sub in Self.childElements(child) {
                    if Self.viewKinds.contains(sub.name) {
                        node.subviews.append(parseView(sub, scene: scene))
                    } else {
                        note(sub.name, scene: scene)
                    }
                }
            case let other where !Self.quiet.contains(other):
                note(other, scene: scene)
            default:
                break
            }
        }
        return node
    }

    private mutating func note(_ element: String, scene: String) {
        if !skipped.contains(where: { $0.element == element }) { skipped.append((element, scene)) }
    }

    // MARK: Values

    static func navigationItem(_ e: XMLTree) -> NavigationItemNode {
        var item = NavigationItemNode(title: e.attribute("title"), prompt: e.attribute("prompt"))
        for button in elements(e, "barButtonItem") {
            let node = BarButtonNode(title: button.attribute("title"), systemItem: button.attribute("systemItem"),
                                     style: button.attribute("style"))
            switch button.attribute("key") {
            case "leftBarButtonItem": item.left = node
            case "rightBarButtonItem": item.right = node
            default: break
            }
        }
        return item
    }

    /// Where `data` stops being valid UTF-8 (nil when it is).
    static func firstInvalidUTF8Byte(in data: Data) -> Int? {
        var decoder = UTF8()
        var bytes = data.makeIterator()
        var offset = 0
        var consumed = 0
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                offset = consumed
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }

    /// Where `data` has a processing instruction (`<?`) other than the XML declaration that may
    /// open it (after a byte-order mark); nil when it has none.
    static func firstProcessingInstruction(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let declaration = Array("<?xml".utf8)
        if bytes[start...].starts(with: declaration), bytes.count > start + 5, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + 5]) {
            guard let end = (start + 5..<bytes.count - 1).first(where: { bytes[$0] == 0x3F && bytes[$0 + 1] == 0x3E }) else { return nil }
            start = end + 2
        }
        return (start..<max(start, bytes.count - 1)).first { bytes[$0] == 0x3C && bytes[$0 + 1] == 0x3F }
    }

    static func childElements(_ e: XMLTree) -> [XMLTree] { e.children }

    static func elements(_ e: XMLTree, _ name: String) -> [XMLTree] {
        childElements(e).filter { $0.name == name }
    }

    static func number(_ e: XMLTree, _ name: String) -> CGFloat? {
        e.attribute(name).flatMap { Double($0) }.map { CGFloat($0) }.flatMap { $0.isFinite ? $0 : nil }
    }

    static func rect(_ e: XMLTree) -> CGRect? {
        guard let w = number(e, "width"), let h = number(e, "height"), w >= 0, h >= 0 else { return nil }
        return CGRect(x: number(e, "x") ?? 0, y: number(e, "y") ?? 0, width: w, height: h)
    }

    /// Interface Builder's colours: RGB, white, or a named system colour.
    static func color(_ e: XMLTree) -> UIColor? {
        let alpha = number(e, "alpha") ?? 1
        if let r = number(e, "red"), let g = number(e, "green"), let b = number(e, "blue") {
            return UIColor(red: r, green: g, blue: b, alpha: alpha)
        }
        if let w = number(e, "white") { return UIColor(white: w, alpha: alpha) }
        switch e.attribute("systemColor") {
        case "systemBackgroundColor", "whiteColor": return .white
        case "labelColor", "darkTextColor", "blackColor": return .black
        case "systemBlueColor", "linkColor": return .systemBlue
        case "systemGreenColor": return .systemGreen
        case "systemRedColor", "redColor": return .red
        case "secondaryLabelColor", "systemGrayColor", "grayColor": return .gray
        case "clearColor": return .clear
        default: return nil
        }
    }

    static func font(_ e: XMLTree) -> UIFont {
        let size = number(e, "pointSize") ?? 17
        switch e.attribute("type") {
        case "boldSystem": return .boldSystemFont(ofSize: size)
        default:
            let weight: UIFont.Weight = e.attribute("weight") == "bold" ? .bold : .regular
            return .systemFont(ofSize: size, weight: weight)
        }
    }

    static func autoresizing(_ e: XMLTree) -> UIView.AutoresizingMask {
        var mask: UIView.AutoresizingMask = []
        let pairs: [(String, UIView.AutoresizingMask)] = [("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
                                                          ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
                                                          ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin)]
        for (name, flag) in pairs where e.attribute(name) == "YES" { mask.insert(flag) }
        return mask
    }
}
