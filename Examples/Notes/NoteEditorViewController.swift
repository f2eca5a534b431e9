import Foundation
import Folio

/// One note open for editing: a reminder chosen with a compact date picker, and the note in a
/// text view — its title bold, its date grey, its text in the body font.
public final class NoteEditorViewController: UIViewController, UITextViewDelegate {
    /// The notes.
    public let store: NoteStore
    /// The note's index in the store.
    public let index: Int
    /// The note's title and text.
    public let textView = UITextView()
    /// When to be reminded.
    public let reminder = UIDatePicker()
    let reminderLabel = UILabel()

    /// An editor of the note at `index`.
    public init(store: NoteStore, index: Int) {
        self.store = store
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    /// Not archived.
    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        guard store.notes.indices.contains(index) else { return }
        let note = store.notes[index]
        title = note.title
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: NoteEditorViewController.done)

        reminderLabel.text = "Remind me"
        reminderLabel.font = .systemFont(ofSize: 17)
        reminder.datePickerMode = .dateAndTime
        reminder.preferredDatePickerStyle = .compact
        reminder.date = note.modified + 86_400
        view.addSubview(reminderLabel)
        view.addSubview(reminder)

        textView.attributedText = Self.styled(note)
        textView.textContainerInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        textView.delegate = self
        view.addSubview(textView)
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        let picker = reminder.intrinsicContentSize
        reminderLabel.frame = CGRect(x: area.minX + 16, y: area.minY + 8, width: 120, height: 34)
        reminder.frame = CGRect(x: area.maxX - 16 - picker.width, y: area.minY + 8, width: picker.width, height: 34)
        textView.frame = CGRect(x: area.minX, y: area.minY + 50, width: area.width, height: Swift.max(0, area.height - 50))
    }

    /// The note as the text view shows it.
    static func styled(_ note: Note) -> NSAttributedString {
        let text = NSMutableAttributedString(string: note.title + "\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        formatter.locale = Locale(identifier: "en_US")
        let spacing = NSMutableParagraphStyle()
        spacing.paragraphSpacing = 8
        text.append(NSAttributedString(string: formatter.string(from: note.modified) + "\n",
                                       attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.secondaryLabel,
                                                    .paragraphStyle: spacing]))
        text.append(NSAttributedString(string: note.body, attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        return text
    }

    /// The text changed: the note keeps it (its first line is the title).
    public func textViewDidChange(_ textView: UITextView) {
        let lines = (textView.text ?? "").components(separatedBy: "\n")
        store.update(index) { note in
            note.title = lines.first ?? ""
            note.body = lines.dropFirst(2).joined(separator: "\n")
        }
    }

    /// Ends editing.
    func done() { textView.resignFirstResponder() }
}
