import Foundation
import Folio

/// A name and a phone field and a button enabled when both have text: what the add and edit
/// screens share.
public class ContactFormViewController: UIViewController {
    /// The name field.
    public let nameField = UITextField()
    /// The phone field.
    public let phoneField = UITextField()
    /// Saves.
    public let saveButton = UIButton(type: .system)

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        nameField.placeholder = "姓名"
        phoneField.placeholder = "电话"
        nameField.restorationIdentifier = "name"
        phoneField.restorationIdentifier = "phone"
        for field in [nameField, phoneField] {
            field.borderStyle = .roundedRect
            field.addTarget(self, action: ContactFormViewController.textChange, for: .editingChanged)
            view.addSubview(field)
        }
        saveButton.setTitle("保存", for: .normal)
        saveButton.addTarget(self, action: ContactFormViewController.save, for: .touchUpInside)
        view.addSubview(saveButton)
        textChange(nameField)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = view.bounds.width, top = view.safeAreaInsets.top + 30
        nameField.frame = CGRect(x: 30, y: top, width: w - 60, height: 44)
        phoneField.frame = CGRect(x: 30, y: top + 60, width: w - 60, height: 44)
        saveButton.frame = CGRect(x: 30, y: top + 124, width: w - 60, height: 44)
    }

    func textChange(_ field: UITextField) {
        saveButton.isEnabled = !(nameField.text ?? "").isEmpty && !(phoneField.text ?? "").isEmpty
    }

    func save(_ sender: UIButton) {
        view.endEditing(true)
        saved(Contact(name: nameField.text ?? "", phone: phoneField.text ?? ""))
        navigationController?.popViewController(animated: true)
    }

    /// Hands the contact on; subclasses say to whom.
    func saved(_ contact: Contact) {}
}

/// The add screen: passes the new contact back by closure (seed 004's block).
public final class AddContactViewController: ContactFormViewController {
    /// Called with the new contact when the user saves.
    public var onAdd: ((Contact) -> Void)?

    /// An empty form.
    public override init() {
        super.init()
        title = "添加联系人"
    }

    /// Not made from archives: built in code.
    public required init?(coder: NSCoder) { return nil }

    override func saved(_ contact: Contact) { onAdd?(contact) }
}

/// The edit screen's delegate (seed 004's 代理).
@MainActor
public protocol EditContactViewControllerDelegate: AnyObject {
    /// The user saved the edited contact.
    func editContactViewController(_ controller: EditContactViewController, didSave contact: Contact)
}

/// The edit screen: the contact's fields, passed back by delegate.
public final class EditContactViewController: ContactFormViewController {
    /// The shared environment.
    public let environment: ContactsEnvironment
    /// Which contact (its row).
    public var index = 0 { didSet { fill() } }
    /// Hears the save.
    public weak var delegate: (any EditContactViewControllerDelegate)?

    /// The edit form of `environment`'s contacts.
    public init(environment: ContactsEnvironment) {
        self.environment = environment
        super.init()
        title = "编辑联系人"
        restorationIdentifier = "contact-edit"
    }

    /// Not made from archives: built in code.
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        fill()
    }

    private func fill() {
        guard isViewLoaded, environment.store.contacts.indices.contains(index) else { return }
        nameField.text = environment.store.contacts[index].name
        phoneField.text = environment.store.contacts[index].phone
        textChange(nameField)
    }

    override func saved(_ contact: Contact) { delegate?.editContactViewController(self, didSave: contact) }

    public override func encodeRestorableState(with coder: NSCoder) { coder.encode(index, forKey: "index") }

    public override func decodeRestorableState(with coder: NSCoder) {
        index = coder.decodeInteger(forKey: "index")
        if delegate == nil, let list = navigationController?.viewControllers.first(where: { $0 is ContactListViewController }) {
            delegate = list as? ContactListViewController
        }
    }
}

/// The contacts app: a navigation controller starting at the login screen.
public final class ContactsNavigationController: UINavigationController {
    /// The shared environment.
    public let environment: ContactsEnvironment

    /// The app in `sandbox`.
    public init(sandbox: AppSandbox) {
        environment = ContactsEnvironment(sandbox: sandbox)
        super.init(rootViewController: LoginViewController(environment: environment))
        restorationIdentifier = "contacts"
    }

    /// Not made from archives: built in code.
    public required init?(coder: NSCoder) { return nil }

    /// How `StateArchive` makes the screens a saved stack names.
    public var restorers: [String: @MainActor () -> UIViewController] {
        let env = environment
        return ["contact-list": { ContactListViewController(environment: env) },
                "contact-edit": { EditContactViewController(environment: env) }]
    }
}
