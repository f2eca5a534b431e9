import Foundation

/// Makes views from a storyboard's view descriptions.
@MainActor
enum StoryboardViewBuilder {
    /// The view a node describes, with its subviews; images are looked up in `bundle`.
    static func build(_ node: StoryboardDocument.ViewNode, bundle: Bundle?) -> UIView {
        let view = make(node, bundle: bundle)
        let a = node.attributes
        if let frame = node.frame { view.frame = frame }
        if let mask = node.autoresizing { view.autoresizingMask = mask }
        if let c = node.colors["backgroundColor"] { view.backgroundColor = c }
        if let tag = a["tag"].flatMap(Int.init) { view.tag = tag }
        if let alpha = a["alpha"].flatMap(Double.init), alpha.isFinite { view.alpha = CGFloat(alpha) }
        if a["hidden"] == "YES" { view.isHidden = true }
        if a["clipsSubviews"] == "YES" { view.clipsToBounds = true }
        if a["userInteractionEnabled"] == "NO" { view.isUserInteractionEnabled = false }
        if let id = a["restorationIdentifier"] { view.restorationIdentifier = id }
        if let mode = a["contentMode"].flatMap(contentMode) { view.contentMode = mode }
        for sub in node.subviews { view.addSubview(build(sub, bundle: bundle)) }
        return view
    }

    private static func make(_ node: StoryboardDocument.ViewNode, bundle: Bundle?) -> UIView {
        let a = node.attributes
        switch node.kind {
        case "label":
            let label = UILabel()
            label.text = a["text"]
            if let f = node.font { label.font = f }
            if let c = node.colors["textColor"] { label.textColor = c }
            if let n = a["numberOfLines"].flatMap(Int.init) { label.numberOfLines = n }
            if let align = a["textAlignment"].flatMap(alignment) { label.textAlignment = align }
            return label
        case "button":
            let button = UIButton(type: a["buttonType"] == "system" ? .system : .custom)
            button.setTitle(node.normalTitle, for: .normal)
            if let c = node.colors["titleColor"] { button.setTitleColor(c, for: .normal) }
            if let f = node.font { button.label.font = f }
            return button
        case "imageView":
            let imageView = UIImageView()
            if let name = a["image"] { imageView.image = image(named: name, in: bundle) }
            return imageView
        case "scrollView":
            let scroll = UIScrollView()
            if a["pagingEnabled"] == "YES" { scroll.isPagingEnabled = true }
            return scroll
        case "textField":
            let field = UITextField()
            field.text = a["text"]
            field.placeholder = a["placeholder"]
            if a["borderStyle"] == "roundedRect" { field.borderStyle = .roundedRect }
            if a["secureTextEntry"] == "YES" { field.isSecureTextEntry = true }
            if let f = node.font { field.font = f }
            return field
        case "switch":
            let toggle = UISwitch()
            toggle.isOn = a["on"] == "YES"
            return toggle
        default:
            return UIView()
        }
    }

    /// `name.png` (or `name@2x.png`) from the bundle's resources.
    static func image(named name: String, in bundle: Bundle?) -> UIImage? {
        let bundle = bundle ?? .main
        for candidate in [name + "@2x", name] {
            if let path = bundle.path(forResource: candidate, ofType: "png"), let image = UIImage(contentsOfFile: path) { return image }
        }
        return nil
    }

    static func alignment(_ name: String) -> NSTextAlignment? {
        ["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural][name]
    }

    static func contentMode(_ name: String) -> UIView.ContentMode? {
        ["scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
         "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right][name]
    }
}
