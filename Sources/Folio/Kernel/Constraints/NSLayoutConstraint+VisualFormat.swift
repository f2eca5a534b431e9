import Foundation
import Logging

extension NSLayoutConstraint {
    /// How `constraints(withVisualFormat:options:metrics:views:)` aligns the views it lines up and
    /// which way a horizontal line runs, UIKit's `NSLayoutConstraint.FormatOptions`.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align every view's left edge.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align every view's right edge.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align every view's top edge.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align every view's bottom edge.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align every view's leading edge.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align every view's trailing edge.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align every view's horizontal centre.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align every view's vertical centre.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal line runs from the leading to the trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal line runs from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal line runs from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    }

    /// Standard spacing between sibling views in a visual format (`[a]-[b]`).
    static let standardSiblingSpacing: CGFloat = 8
    /// Standard spacing between a view and its superview's edge (`|-[a]`).
    static let standardSuperviewSpacing: CGFloat = 20

    /// The constraints an ASCII-art line describes, UIKit's visual format language:
    /// `"H:|-20-[label]-[field(>=120@750)]-|"`, `"V:[top]-(8)-[bottom(==top)]"`. Metrics name
    /// numbers (`"-margin-"` with `metrics: ["margin": 16]`), views name the views. The
    /// constraints are returned, not activated. A format that does not parse, or names a view or
    /// metric it was not given, gives no constraints and a diagnostic with the format and a caret
    /// under the place it stopped, as UIKit's message (UIKit raises an exception there).
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch let error as VisualFormatParser.Failure {
            let caret = String(repeating: " ", count: max(0, error.offset)) + "^"
            log.error("Unable to parse constraint format: \(error.reason)\n\(format)\n\(caret)")
            return []
        } catch {
            return []
        }
    }
}

/// Reads one visual-format line into constraints (see
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`).
@MainActor
struct VisualFormatParser {
    struct Failure: Error { let reason: String; let offset: Int }

    /// One `==`/`<=`/`>=` term of a predicate list: a constant or another view, at a priority.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// What lies between two items: nothing (touching), standard spacing, or predicates.
    enum Connection { case touching, standard, predicates([Predicate]) }

    let characters: [Character]
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws -> [NSLayoutConstraint] {
        var horizontal = true
        if let colon = characters.firstIndex(of: ":"), colon == 1 {
            switch characters[0] {
            case "H": horizontal = true
            case "V": horizontal = false
            default: throw Failure(reason: "Expected 'H' or 'V' before the colon", offset: 0)
            }
            index = 2
        }
        let (lead, trail): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = {
            guard horizontal else { return (.top, .bottom) }
            let direction = options.intersection(.directionMask)
            if direction == .directionLeftToRight { return (.left, .right) }
            if direction == .directionRightToLeft { return (.right, .left) }
            return (.leading, .trailing)
        }()
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height

        var constraints: [NSLayoutConstraint] = []
        var lined: [UIView] = []
        var pendingFromSuperview: Connection?
        if peek == "|" {
            index += 1
            pendingFromSuperview = try connection()
        }
        var previous: UIView?
        var connectionBefore: Connection?
        while peek == "[" {
            let view = try viewItem(size: size, into: &constraints)
            if let from = pendingFromSuperview {
                guard let superview = view.superview else {
                    throw Failure(reason: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: index)
                }
                constraints += make(first: view, lead, second: superview, lead, connection: from, toSuperview: true)
                pendingFromSuperview = nil
            }
            if let previous, let between = connectionBefore {
                constraints += make(first: view, lead, second: previous, trail, connection: between, toSuperview: false)
            }
            lined.append(view)
            previous = view
            connectionBefore = nil
            guard index < characters.count else { break }
            if peek == "|" { break }
            connectionBefore = try connection()
            if peek == "|" { break }
            guard peek == "[" else { throw Failure(reason: "Expected a view", offset: index) }
        }
        guard let last = previous else { throw Failure(reason: "Expected a view", offset: index) }
        if peek == "|" {
            index += 1
            guard let superview = last.superview else {
                throw Failure(reason: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: index - 1)
            }
            // `[v]-20-|`: the superview's trailing edge is 20 past the view's.
            constraints += make(first: superview, trail, second: last, trail, connection: connectionBefore ?? .touching, toSuperview: true)
        } else if connectionBefore != nil {
            throw Failure(reason: "Expected a view or '|'", offset: index)
        }
        guard index == characters.count else { throw Failure(reason: "Unexpected character", offset: index) }
        constraints += alignments(of: lined, horizontal: horizontal)
        return constraints
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    /// `[name]` or `[name(predicates)]`; its size predicates become constraints.
    private mutating func viewItem(size: NSLayoutConstraint.Attribute, into constraints: inout [NSLayoutConstraint]) throws -> UIView {
        index += 1   // [
        let start = index
        let name = identifier()
        guard !name.isEmpty else { throw Failure(reason: "Expected a view name", offset: start) }
        guard let view = views[name] as? UIView else {
            throw Failure(reason: "\(name) is not a key in the views dictionary", offset: start)
        }
        if peek == "(" {
            for p in try predicateList() {
                let c = NSLayoutConstraint(item: view, attribute: size, relatedBy: p.relation, toItem: p.view,
                                           attribute: p.view == nil ? .notAnAttribute : size, multiplier: 1, constant: p.constant)
                c.priority = p.priority
                constraints.append(c)
            }
        }
        guard peek == "]" else { throw Failure(reason: "Expected ']'", offset: index) }
        index += 1
        return view
    }

    /// What follows an item: nothing, `-`, `-20-`, `-metric-` or `-(>=8@750)-`.
    private mutating func connection() throws -> Connection {
        guard peek == "-" else { return .touching }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try predicateList()
        } else {
            predicates = [Predicate(constant: try number())]
        }
        guard peek == "-" else { throw Failure(reason: "Expected '-'", offset: index) }
        index += 1
        return .predicates(predicates)
    }

    /// `(p, p, …)`.
    private mutating func predicateList() throws -> [Predicate] {
        index += 1   // (
        var list: [Predicate] = []
        repeat {
            if peek == "," { index += 1 }
            var p = Predicate()
            if index + 1 < characters.count, ["=", "<", ">"].contains(characters[index]), characters[index + 1] == "=" {
                p.relation = characters[index] == "<" ? .lessThanOrEqual : characters[index] == ">" ? .greaterThanOrEqual : .equal
                index += 2
            }
            if let c = peek, c.isLetter || c == "_" {
                let start = index
                let name = identifier()
                if let view = views[name] as? UIView {
                    p.view = view
                } else if let value = metric(name) {
                    p.constant = value
                } else {
                    throw Failure(reason: "\(name) is not a key in the metrics or views dictionaries", offset: start)
                }
            } else {
                p.constant = try number()
            }
            if peek == "@" {
                index += 1
                let priority = try number()
                guard priority >= 1, priority <= 1000 else { throw Failure(reason: "A priority must be between 1 and 1000", offset: index) }
                p.priority = UILayoutPriority(Float(priority))
            }
            list.append(p)
        } while peek == ","
        guard peek == ")" else { throw Failure(reason: "Expected ')'", offset: index) }
        index += 1
        return list
    }

    /// A number, or a metric's name.
    private mutating func number() throws -> CGFloat {
        let start = index
        if let c = peek, c.isLetter || c == "_" {
            let name = identifier()
            guard let value = metric(name) else { throw Failure(reason: "\(name) is not a key in the metrics dictionary", offset: start) }
            return value
        }
        var text = ""
        while let c = peek, c.isNumber || c == "." || (c == "-" && text.isEmpty && index + 1 < characters.count && characters[index + 1].isNumber) {
            text.append(c); index += 1
        }
        guard let value = Double(text), value.isFinite else { throw Failure(reason: "Expected a number or a metric", offset: start) }
        return CGFloat(value)
    }

    private mutating func identifier() -> String {
        var name = ""
        while let c = peek, c.isLetter || c.isNumber || c == "_" { name.append(c); index += 1 }
        return name
    }

    private func metric(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let v as CGFloat: return v.isFinite ? v : nil
        case let v as Double: return v.isFinite ? CGFloat(v) : nil
        case let v as Float: return v.isFinite ? CGFloat(v) : nil
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    /// `first.a (relation) second.b + constant` for each predicate of a connection.
    private func make(first: UIView, _ a: NSLayoutConstraint.Attribute, second: UIView, _ b: NSLayoutConstraint.Attribute,
                      connection: Connection, toSuperview: Bool) -> [NSLayoutConstraint] {
        let predicates: [Predicate]
        switch connection {
        case .touching: predicates = [Predicate()]
        case .standard:
            predicates = [Predicate(constant: toSuperview ? NSLayoutConstraint.standardSuperviewSpacing : NSLayoutConstraint.standardSiblingSpacing)]
        case let .predicates(list): predicates = list
        }
        return predicates.map { p in
            let c = NSLayoutConstraint(item: first, attribute: a, relatedBy: p.relation, toItem: second, attribute: b,
                                       multiplier: 1, constant: p.constant)
            c.priority = p.priority
            return c
        }
    }

    /// The `alignAll…` options: each view after the first aligned with the one before.
    private func alignments(of views: [UIView], horizontal: Bool) -> [NSLayoutConstraint] {
        let pairs: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
        ]
        var out: [NSLayoutConstraint] = []
        for (option, attribute) in pairs where options.contains(option) {
            guard attribute.isHorizontal != horizontal else {
                NSLayoutConstraint.log.warning("visual format: \(attribute.name) alignment along the line's own axis is ignored")
                continue
            }
            for (a, b) in zip(views, views.dropFirst()) {
                out.append(NSLayoutConstraint(item: b, attribute: attribute, relatedBy: .equal, toItem: a, attribute: attribute,
                                              multiplier: 1, constant: 0))
            }
        }
        return out
    }
}
