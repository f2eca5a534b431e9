import Foundation

extension UIFont {
    /// A Dynamic Type text style, UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A style from UIKit's raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large titles (34 points at the default size).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles (28).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles (22).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles (20).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings (17, semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings (15).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text (17).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts (16).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes (13).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions (12).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions (11).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}
