import CSDL2
@_spi(Host) import Folio

/// The desktop's clipboard through SDL (X11's CLIPBOARD selection, Wayland's data device): the
/// text `UIPasteboard.general` reads and writes while the host runs.
@MainActor
final class SDLClipboard: SystemClipboard {
    func readString() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        let string = String(cString: text)
        return string.isEmpty ? nil : string
    }

    func writeString(_ string: String?) {
        SDL_SetClipboardText(string ?? "")
    }
}
