import Foundation

extension UIViewController {
    /// A bar button item that turns editing on and off, as UIKit's: titled Edit, and Done (in the
    /// bold `.done` style) while editing; a tap calls `setEditing(!isEditing, animated: true)`.
    /// The same item every time.
    public var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem as? UIBarButtonItem { return item }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: UIViewController.toggleEditing)
        storedEditButtonItem = item
        editingDidChange = { [weak self, weak item] in
            guard let self, let item else { return }
            item.title = self.isEditing ? "Done" : "Edit"
            item.style = self.isEditing ? .done : .plain
        }
        editingDidChange()
        return item
    }

    private func toggleEditing() { setEditing(!isEditing, animated: true) }
}
