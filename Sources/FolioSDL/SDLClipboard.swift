import Foundation
import CSDL2
@_spi(Host) import Folio

/// The desktop's clipboard `UIPasteboard.general` reads and writes while the host runs: on X11
/// the CLIPBOARD selection with text and images (`X11Clipboard`), elsewhere SDL's (Wayland's data
/// device; text only).
@MainActor
final class SDLClipboard: SystemClipboard {
    private let x11: X11Clipboard?

    /// `videoDriver`: SDL's.
    init(videoDriver: String) {
        x11 = videoDriver == "x11" ? X11Clipboard() : nil
    }

    func readString() -> String? {
        if let x11 { return x11.pasteText().flatMap { $0.isEmpty ? nil : $0 } }
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        let string = String(cString: text)
        return string.isEmpty ? nil : string
    }

    func writeString(_ string: String?) {
        if let x11 { return x11.copy(string.map { .text($0) }) }
        SDL_SetClipboardText(string ?? "")
    }

    var carriesImages: Bool { x11 != nil }

    func readImagePNG() -> Data? { x11?.pastePNG() }

    func writeImagePNG(_ png: Data) { x11?.copy(.png(png)) }

    /// Answers other apps asking for the app's copy; once per frame.
    func pump() { x11?.pump() }
}
