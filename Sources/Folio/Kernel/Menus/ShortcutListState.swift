/// Where the window's list of shortcuts stands: hidden; Ctrl held alone and the list waiting for
/// its second; shown until Ctrl is let go or another key is pressed.
@MainActor
enum ShortcutListState {
    case hidden
    case waiting(FrameTimer)
    case shown(ShortcutListView)
}
