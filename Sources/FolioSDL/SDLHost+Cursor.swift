import Foundation
import CSDL2
@_spi(Host) import Folio

extension SDLHost {
    /// Shows the cursor the window asks for where the pointer is (`UIWindow.pointerCursor`: a
    /// pointer interaction's style, the text cursor over a text field): SDL's system cursors.
    func followPointerCursor() {
        guard let window, window.pointerCursor != shownCursor else { return }
        shownCursor = window.pointerCursor
        guard shownCursor != .hidden else {
            SDL_ShowCursor(SDL_DISABLE)
            return
        }
        SDL_ShowCursor(SDL_ENABLE)
        let cursor = systemCursors[shownCursor] ?? SDL_CreateSystemCursor(systemCursor(for: shownCursor))
        guard let cursor else { return }
        systemCursors[shownCursor] = cursor
        SDL_SetCursor(cursor)
    }

    private func systemCursor(for cursor: PointerCursor) -> SDL_SystemCursor {
        switch cursor {
        case .iBeam: SDL_SYSTEM_CURSOR_IBEAM
        case .pointingHand: SDL_SYSTEM_CURSOR_HAND
        case .arrow, .hidden: SDL_SYSTEM_CURSOR_ARROW
        }
    }
}
