import Foundation
import CSDL2
@_spi(Host) import Folio
import FolioCairo

/// Each scene a desktop window, as on iPadOS and Mac Catalyst: a scene the app connects
/// (`requestSceneSessionActivation`) opens a window of its own, which takes the focus; closing a
/// window disconnects its scene and discards its session (the app quits when the last one closes);
/// a scene the app ends (`requestSceneSessionDestruction`) closes its window.
extension SDLHost {
    /// The window the event concerns (SDL numbers its windows); nil for events of no window.
    func hostedWindow(for e: SDL_Event) -> HostedWindow? {
        let id: UInt32
        switch e.type {
        case SDL_WINDOWEVENT.rawValue: id = e.window.windowID
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: id = e.button.windowID
        case SDL_MOUSEMOTION.rawValue: id = e.motion.windowID
        case SDL_MOUSEWHEEL.rawValue: id = e.wheel.windowID
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: id = e.key.windowID
        case SDL_TEXTINPUT.rawValue: id = e.text.windowID
        case SDL_TEXTEDITING.rawValue: id = e.edit.windowID
        case SDL_TEXTEDITING_EXT.rawValue: id = e.editExt.windowID
        default: return nil
        }
        return hosted.first { $0.id == id }
    }

    /// Makes `window` the one in front: events go to it, and its Folio window is key.
    func bringForward(_ window: HostedWindow) {
        guard window !== active else { return }
        active = window
        window.window?.makeKey()
    }

    /// Opens windows for the scenes connected since the last frame and closes those whose scene went.
    func followScenes() {
        for window in application.windows where !window.isHidden {
            guard let scene = window.windowScene, !hosted.contains(where: { $0.window?.windowScene === scene }) else { continue }
            open(window)
        }
        for gone in hosted where gone.window.map({ shown in !application.windows.contains { $0 === shown } }) ?? false {
            close(gone)
        }
    }

    /// A new desktop window for `window` (a scene's), in front.
    func open(_ window: UIWindow) {
        do {
            let made = try HostedWindow(title: baseTitle, size: window.bounds.size, requestedScale: requestedScale,
                                        choice: rendererChoice, atOrigin: false)
            hosted.append(made)
            active = made
            try show(window)
            window.makeKey()
        } catch {
            SDLHost.log.error("a window for the new scene: \(error)")
        }
    }

    /// The user closed the window in front: its scene goes (the app quits with its last window).
    func closeActiveWindow() {
        guard hosted.count > 1 else {
            running = false
            return
        }
        if let scene = window?.windowScene {
            application.windowOfSceneClosed(scene)
            followScenes()
        } else {
            close(active)
        }
    }

    /// Destroys a desktop window; the last one opened comes in front.
    func close(_ window: HostedWindow) {
        window.close()
        hosted.removeAll { $0 === window }
        if active === window, let next = hosted.last {
            active = next
            next.window?.makeKey()
        }
    }
}
