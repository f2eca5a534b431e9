import Foundation
import Folio

/// The contacts, under a navigation bar: "+" adds one (the form passes it back by closure),
/// a tap edits one (the form passes it back by delegate), a swipe deletes one, "注销" logs out
/// after an action sheet. The list follows the store through its notification.
public final class ContactListViewController: UITableViewController, EditContactViewControllerDelegate {
    /// The shared environment.
    public let environment: ContactsEnvironment
    /// The account logged in (the title).
    public var account = "" { didSet { title = "\(account)的联系人" } }
    private var observer: NSObjectProtocol?
    private var deleting = false

    /// The list of `environment`'s contacts.
    public init(environment: ContactsEnvironment) {
        self.environment = environment
        super.init(style: .plain)
        restorationIdentifier = "contact-list"
        account = environment.rememberedLogin?.account ?? ""
        title = "\(account)的联系人"   // didSet does not run in init
    }

    /// Not made from archives: built in code.
    public required init?(coder: NSCoder) { return nil }

    isolated deinit {
        if let observer { environment.store.notificationCenter.removeObserver(observer) }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 60
        tableView.restorationIdentifier = "contacts-table"
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "注销", style: .plain, target: self,
                                                           action: ContactListViewController.logout)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "+", style: .done, target: self,
                                                            action: ContactListViewController.add)
        observer = environment.store.notificationCenter.addObserver(
            forName: ContactStore.didChangeNotification, object: environment.store, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, !self.deleting else { return }
                self.tableView.reloadData()
            }
        }
    }

    /// "+": the add form, which hands the new contact back through its closure.
    func add(_ item: UIBarButtonItem) {
        let form = AddContactViewController()
        form.onAdd = { [weak self] contact in self?.environment.store.add(contact) }
        navigationController?.pushViewController(form, animated: true)
    }

    /// "注销": an action sheet; the destructive action goes back to the login screen and turns
    /// auto-login off.
    func logout(_ item: UIBarButtonItem) {
        let sheet = UIAlertController(title: "是否注销?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "注销", style: .destructive) { [weak self] _ in
            guard let self else { return }
            if let login = self.environment.rememberedLogin {
                login.logsInAutomatically = false
                login.save(in: self.environment.sandbox)
            }
            self.navigationController?.popViewController(animated: true)
        })
        sheet.addAction(UIAlertAction(title: "取消", style: .cancel))
        present(sheet, animated: true)
    }

    // MARK: Table

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        environment.store.contacts.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let id = "contact"
        let cell = tableView.dequeueReusableCell(withIdentifier: id) ?? UITableViewCell(style: .subtitle, reuseIdentifier: id)
        let contact = environment.store.contacts[indexPath.row]
        cell.textLabel?.text = contact.name
        cell.detailTextLabel?.text = contact.phone
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let form = EditContactViewController(environment: environment)
        form.index = indexPath.row
        form.delegate = self
        navigationController?.pushViewController(form, animated: true)
    }

    public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                   forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        deleting = true
        environment.store.remove(at: indexPath.row)
        deleting = false
        tableView.deleteRows(at: [indexPath], with: .left)
    }

    /// A right click on a contact (a long press on a phone): copy its name or number, or delete it.
    public override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                   point: CGPoint) -> UIContextMenuConfiguration? {
        let contact = environment.store.contacts[indexPath.row]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let copyName = UIAction(title: "复制姓名 Copy Name") { _ in UIPasteboard.general.string = contact.name }
            let copyPhone = UIAction(title: "复制电话 Copy Phone") { _ in UIPasteboard.general.string = contact.phone }
            let delete = UIAction(title: "删除 Delete", attributes: .destructive) { _ in
                self?.tableView(tableView, commit: .delete, forRowAt: indexPath)
            }
            return UIMenu(title: contact.name, children: [copyName, copyPhone, UIMenu(options: .displayInline, children: [delete])])
        }
    }

    /// The edit form's delegate call: the edited contact goes back into the store.
    public func editContactViewController(_ controller: EditContactViewController, didSave contact: Contact) {
        environment.store.update(contact, at: controller.index)
    }
}
