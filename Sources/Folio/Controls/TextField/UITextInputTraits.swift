import Foundation

/// How text typed into a view is treated: UIKit's `UITextInputTraits`. Folio has no on-screen
/// keyboard: the traits are kept as set (code reads them back) and `isSecureTextEntry` is drawn;
/// the keyboard type, return key and capitalisation change nothing typed on a hardware keyboard,
/// as on an iPad with one attached.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// When the shift key is on by itself. Default `.sentences`.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether typing is corrected. Default `.default`.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spelling is checked. Default `.default`.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// The keyboard a phone would show. Default `.default`.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's look. Default `.default`.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The return key's title. Default `.default`.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key is disabled while there is no text. Default false.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// What the text is (for autofill). Default nil.
    var textContentType: UITextContentType! { get set }
}

/// UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
/// UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
/// UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }

/// UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// UIKit's old name for `.asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a text view's text is, for autofill: UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name, as UIKit's.
    public let rawValue: String
    /// A type with a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A web address.
    public static let URL = UITextContentType(rawValue: "url")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// An organisation's name.
    public static let organizationName = UITextContentType(rawValue: "organization")
}

/// Every trait is optional in UIKit: a type that keeps none answers the defaults and ignores sets.
extension UITextInputTraits {
    /// Not kept by this type: the default, and sets are ignored.
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    /// Not kept by this type: the default, and sets are ignored.
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    /// Not kept by this type: the default, and sets are ignored.
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    /// Not kept by this type: the default, and sets are ignored.
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    /// Not kept by this type: the default, and sets are ignored.
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    /// Not kept by this type: the default, and sets are ignored.
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    /// Not kept by this type: the default, and sets are ignored.
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    /// Not kept by this type: the default, and sets are ignored.
    public var textContentType: UITextContentType! { get { nil } set {} }
}
