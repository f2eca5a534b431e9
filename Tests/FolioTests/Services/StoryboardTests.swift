import Foundation
import Testing
@testable import Folio
import FolioTesting

/// The class `Three.storyboard`'s first scene names.
@MainActor
final class RegisteredScreen: UIViewController {
    var loaded = false
    override func viewDidLoad() { loaded = true }
}

/// A controller that needs a value, made by a storyboard's creator as in UIKit.
@MainActor
final class GreetingScreen: UIViewController {
    let greeting: String
    init?(coder: NSCoder, greeting: String) {
        self.greeting = greeting
        super.init(coder: coder)
    }
    required init?(coder: NSCoder) {
        greeting = "from init(coder:)"
        super.init(coder: coder)
    }
}

@MainActor
@Suite("UIStoryboard")
struct StoryboardTests {
    func three() throws -> UIStoryboard {
        DiagnosticLog.install()
        UIStoryboard.registerClass(RegisteredScreen.self) { RegisteredScreen() }
        return try UIStoryboard(loading: "Three", bundle: .module)
    }

    @Test("a scene by identifier: its class, frames, colours, text and fonts; the controller knows its storyboard")
    func firstScene() throws {
        let storyboard = try three()

        let vc = storyboard.instantiateViewController(withIdentifier: "first")
        let screen = try #require(vc as? RegisteredScreen)
        let view = try #require(screen.view)

        #expect(screen.loaded && screen.storyboard === storyboard)
        #expect(view.frame.size == CGSize(width: 390, height: 844) && view.backgroundColor == UIColor(white: 0.5, alpha: 1))
        let label = try #require(view.viewWithTag(7) as? UILabel)
        #expect(label.text == "Hello, 世界" && label.frame == CGRect(x: 20, y: 100, width: 350, height: 40))
        #expect(label.font == .boldSystemFont(ofSize: 24) && label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(label.textAlignment == .center && label.numberOfLines == 2 && label.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        #expect((view.viewWithTag(8) as? UIButton)?.currentTitle == "Next")
        let scroll = try #require(view.viewWithTag(9) as? UIScrollView)
        #expect(scroll.isPagingEnabled && scroll.clipsToBounds)
        #expect((scroll.viewWithTag(10) as? UIImageView)?.contentMode == .scaleAspectFit)
        let field = try #require(view.viewWithTag(11) as? UITextField)
        #expect(field.text == "Ada" && field.placeholder == "Name" && field.borderStyle == .roundedRect)
        #expect((view.viewWithTag(12) as? UISwitch)?.isOn == true)
        #expect(view.viewWithTag(13) == nil)
    }

    @Test("instantiateViewController(identifier:creator:): the creator's initializer gets a coder and its values; the scene's view is applied; without a creator, init(coder:) of the type asked for")
    func creator() throws {
        let storyboard = try three()

        let made: GreetingScreen = storyboard.instantiateViewController(identifier: "first") { coder in
            GreetingScreen(coder: coder, greeting: "你好")
        }
        let plain = storyboard.instantiateViewController(identifier: "first") as GreetingScreen
        let declared = storyboard.instantiateViewController(identifier: "first")   // UIViewController: the scene's class

        #expect(made.greeting == "你好" && made.storyboard === storyboard)
        #expect((made.view.viewWithTag(7) as? UILabel)?.text == "Hello, 世界")
        #expect(plain.greeting == "from init(coder:)" && (plain.view.viewWithTag(8) as? UIButton)?.currentTitle == "Next")
        #expect(declared is RegisteredScreen)

        let missing = storyboard.instantiateViewController(identifier: "nowhere")
        #expect(type(of: missing) == UIViewController.self)
        #expect(!DiagnosticLog.shared.messages(containing: "doesn't contain a view controller with identifier 'nowhere'").isEmpty)
    }

    @Test("UIViewController(nibName: nil, bundle: nil) is a plain controller; a nib name is logged as unsupported")
    func nibNameInitializer() {
        DiagnosticLog.install()
        let plain = UIViewController(nibName: nil, bundle: nil)
        let named = UIViewController(nibName: "Card", bundle: .module)

        #expect(plain.view != nil && named.view != nil)
        #expect(!DiagnosticLog.shared.messages(containing: "UIViewController(nibName: \"Card\"): a view controller's nib is not loaded").isEmpty)
    }

    @Test("the initial controller the document marks: a navigation controller with its rootViewController relationship; titles, navigation items (title, prompt, bar buttons) and a tab bar controller's tabs")
    func relationships() throws {
        DiagnosticLog.install()
        let storyboard = try UIStoryboard(loading: "Navigation", bundle: .module)

        let nav = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: nav)
        app.runUntilIdle()
        let list = try #require(nav.topViewController)
        let tabs = try #require(storyboard.instantiateViewController(withIdentifier: "tabs") as? UITabBarController)

        #expect(nav.viewControllers.count == 1)
        #expect(list.title == "Contacts" && list.navigationItem.title == "通讯录")
        #expect(list.navigationItem.prompt == "Signed in as folio")
        #expect(list.navigationItem.leftBarButtonItem?.title == "Log out")
        #expect(list.navigationItem.rightBarButtonItem?.title == "+")
        #expect(abs(nav.navigationBar.frame.height - (20 + 30 + 44)) < 0.001, "the prompt adds its band: \(nav.navigationBar.frame)")
        #expect(nav.navigationBar.titleLabel.text == "通讯录")
        #expect(tabs.viewControllers?.map { $0.title ?? "" } == ["Contacts", "Settings"])
        #expect(DiagnosticLog.shared.messages(containing: "storyboard Navigation: skipped").isEmpty)
    }

    @Test("elements Folio does not build are skipped, each named once in the log")
    func skipped() throws {
        _ = try three()
        #expect(!DiagnosticLog.shared.messages(containing: "storyboard Three: skipped <tableView> (first seen in scene 'first')").isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "storyboard Three: skipped <connections>").isEmpty)
    }

    @Test("an unregistered class is UIKit's Unknown class: a plain controller with the storyboard's view")
    func unknownClass() throws {
        let storyboard = try three()

        let vc = storyboard.instantiateViewController(withIdentifier: "second")

        #expect(type(of: vc) == UIViewController.self)
        #expect(vc.restorationIdentifier == "second-restored" && vc.view.backgroundColor == .white)
        #expect(!DiagnosticLog.shared.messages(containing: "Unknown class UnregisteredScreen in Interface Builder file.").isEmpty)
    }

    @Test("the initial controller, and a plain scene")
    func initialAndPlain() throws {
        let storyboard = try three()
        #expect(storyboard.instantiateInitialViewController()?.restorationIdentifier == "second-restored")
        #expect(storyboard.instantiateViewController(withIdentifier: "third").view.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(storyboard.identifiers == ["first", "second", "third"])
    }

    @Test("a missing identifier is an error naming the identifiers that exist; UIKit's call logs it and gives an empty controller")
    func missingIdentifier() throws {
        let storyboard = try three()

        #expect(throws: UIStoryboard.StoryboardError.missingIdentifier("fourth", storyboard: "Three", available: ["first", "second", "third"])) {
            try storyboard.viewController(identifier: "fourth")
        }
        let fallback = storyboard.instantiateViewController(withIdentifier: "fourth")
        #expect(fallback.storyboard == nil)
        #expect(!DiagnosticLog.shared.messages(containing: "Storyboard (Three) doesn't contain a view controller with identifier 'fourth'; it has: first, second, third").isEmpty)
    }

    @Test("a missing or broken file is an error; UIKit's initializer logs it and the storyboard is empty")
    func badFiles() {
        #expect(throws: UIStoryboard.StoryboardError.self) { try UIStoryboard(loading: "Nowhere", bundle: .module) }
        do {
            _ = try UIStoryboard(loading: "Broken", bundle: .module)
            Issue.record("a broken storyboard loaded")
        } catch let error as UIStoryboard.StoryboardError {
            guard case let .unreadable(name, _) = error else { Issue.record("\(error)"); return }
            #expect(name == "Broken")
        } catch { Issue.record("\(error)") }
        let empty = UIStoryboard(name: "Nowhere", bundle: .module)
        #expect(empty.identifiers.isEmpty && empty.instantiateInitialViewController() == nil)
    }

    /// Found by the `storyboard` fuzz target: Foundation's XML parser on Linux stops the process
    /// on an element name that is not valid UTF-8.
    @Test("a document that is not UTF-8 is refused with a diagnostic naming the byte, before the XML parser sees it")
    func notUTF8() {
        var bytes = Data("<?xml version=\"1.0\"?>\n<document><scenes>".utf8)
        let offset = bytes.count + 1
        bytes += Data([0x3c, 0xf8, 0xed, 0x96, 0x70, 0x3e]) + Data("</scenes></document>".utf8)

        #expect(StoryboardDocument.firstInvalidUTF8Byte(in: bytes) == offset)
        #expect(StoryboardDocument.firstInvalidUTF8Byte(in: Data("<document>中文</document>".utf8)) == nil)
        #expect(throws: (any Error).self) { try StoryboardDocument(data: bytes) }
        do { _ = try StoryboardDocument(data: bytes) } catch {
            #expect("\(error)".contains("not UTF-8 text (an invalid byte sequence at byte \(offset))"))
        }
    }

    /// Found by the `storyboard` fuzz target: Foundation's XML parser on Linux dereferences nil on
    /// a processing instruction without data (`<?xmDD?>`).
    @Test("processing instructions other than the XML declaration are refused before the XML parser sees them")
    func processingInstructions() {
        let declared = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document/>".utf8)
        #expect(StoryboardDocument.firstProcessingInstruction(in: declared) == nil)
        #expect(StoryboardDocument.firstProcessingInstruction(in: Data([0xEF, 0xBB, 0xBF]) + declared) == nil)
        #expect(StoryboardDocument.firstProcessingInstruction(in: Data("<?xmDD?>\n<document/>".utf8)) == 0)
        #expect(StoryboardDocument.firstProcessingInstruction(in: declared + Data("<?pi?>".utf8)) == declared.count)
        #expect(StoryboardDocument.firstProcessingInstruction(in: Data("<?xml".utf8)) == 0, "a declaration cut short")
        do {
            _ = try StoryboardDocument(data: Data("<?xmDD?>\n<document/>".utf8))
            Issue.record("a processing instruction was parsed")
        } catch {
            #expect("\(error)".contains("a processing instruction at byte 0"))
        }
    }

    @Test("a storyboard declared in code: identifiers to factories")
    func declaredInCode() throws {
        let storyboard = UIStoryboard(name: "Code", scenes: ["a": { RegisteredScreen() }, "b": { UIViewController() }], initial: "b")

        #expect(storyboard.instantiateViewController(withIdentifier: "a") is RegisteredScreen)
        #expect(storyboard.instantiateInitialViewController()?.storyboard === storyboard)
        #expect(throws: UIStoryboard.StoryboardError.missingIdentifier("c", storyboard: "Code", available: ["a", "b"])) {
            try storyboard.viewController(identifier: "c")
        }
    }

    @Test("loadNibNamed builds a nib's top-level views (seed 003's View.xib); a missing nib is nil with UIKit's message")
    func nib() throws {
        DiagnosticLog.install()
        let objects = try #require(Bundle.module.loadNibNamed("Card", owner: nil, options: nil))
        let view = try #require(objects.first as? UIView)

        #expect(objects.count == 1 && view.frame.size == CGSize(width: 300, height: 200))
        #expect(view.backgroundColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect((view.viewWithTag(5) as? UILabel)?.text == "From a xib")
        #expect(Bundle.module.loadNibNamed("Nothing", owner: nil, options: nil) == nil)
        #expect(!DiagnosticLog.shared.messages(containing: "with name 'Nothing'").isEmpty)
    }

    @Test("UINib makes the nib's views anew each time; a missing nib gives none, with a diagnostic")
    func uinib() throws {
        DiagnosticLog.install()
        let nib = UINib(nibName: "Card", bundle: .module)
        let first = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        let second = try #require(nib.instantiate(withOwner: self).first as? UIView)
        #expect(first !== second && second.frame.size == CGSize(width: 300, height: 200))
        #expect((second.viewWithTag(5) as? UILabel)?.text == "From a xib")
        #expect(UINib(nibName: "Nothing", bundle: .module).instantiate(withOwner: nil).isEmpty)
    }

    @Test("cells registered from a nib hold the nib's view in their content view, in collection and table views")
    func nibCells() throws {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UINib(nibName: "Card", bundle: .module), forCellWithReuseIdentifier: "card")
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "card", for: IndexPath(item: 0, section: 0))
        #expect((cell.contentView.subviews.first?.viewWithTag(5) as? UILabel)?.text == "From a xib")
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UINib(nibName: "Card", bundle: .module), forCellReuseIdentifier: "card")
        let row = try #require(table.dequeueReusableCell(withIdentifier: "card"))
        #expect(row.reuseIdentifier == "card" && (row.contentView.subviews.last?.viewWithTag(5) as? UILabel)?.text == "From a xib")
    }
}
