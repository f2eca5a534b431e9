import Foundation

/// One note: a title, its text, whether it is pinned, when it changed.
public struct Note: Equatable, Sendable {
    /// The first line, shown bold.
    public var title: String
    /// The rest of the text.
    public var body: String
    /// Pinned notes show under "Pinned".
    public var isPinned: Bool
    /// When the note last changed.
    public var modified: Date

    /// A note.
    public init(title: String, body: String, isPinned: Bool = false, modified: Date) {
        self.title = title
        self.body = body
        self.isPinned = isPinned
        self.modified = modified
    }
}

/// The notes the notes screens share, newest first.
@MainActor
public final class NoteStore {
    /// The notes, newest first.
    public private(set) var notes: [Note]
    /// How many times a sync brought a note.
    public private(set) var syncs = 0

    /// A store of a few notes written on fixed dates (the screens look the same on every run).
    public init() {
        let day: TimeInterval = 86_400, base = Date(timeIntervalSinceReferenceDate: 817_000_000)
        notes = [
            Note(title: "Paging ideas", body: "Anchors for the carousel; a page curl for the book; the tab strip follows the finger.",
                 isPinned: true, modified: base),
            Note(title: "Groceries", body: "Pears, lemons, rice, green tea.", modified: base - day),
            Note(title: "Packing list", body: "Passport, charger, the blue notebook.", isPinned: true, modified: base - 2 * day),
            Note(title: "Book club", body: "Chapter 7 for Thursday: the lighthouse.", modified: base - 4 * day),
            Note(title: "Parking", body: "Level 3, row F, next to the lift.", modified: base - 6 * day),
        ]
    }

    /// Adds a note at the top; returns its index (0).
    @discardableResult
    public func add(_ note: Note) -> Int {
        notes.insert(note, at: 0)
        return 0
    }

    /// Replaces the note at `index` (ignored when there is none).
    public func update(_ index: Int, _ change: (inout Note) -> Void) {
        guard notes.indices.contains(index) else { return }
        change(&notes[index])
    }

    /// What a sync brings from elsewhere: one note, dated a minute after the newest.
    public func sync() {
        syncs += 1
        add(Note(title: "Synced note \(syncs)", body: "Written on another device.", modified: (notes.first?.modified ?? Date()) + 60))
    }
}
