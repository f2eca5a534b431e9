import Foundation
import CSDL2
import Folio
import FolioATSPI

extension SDLHost {
    /// Publishes the application's accessibility tree on AT-SPI when the desktop's accessibility
    /// is on (a screen reader or an automation tool may listen); otherwise nothing is started and
    /// nothing is paid. A request from the bus wakes the loop with an SDL user event.
    func startAccessibility() {
        guard accessibility == nil else { return }
        accessibility = AccessibilityBridge.start(application: application, name: baseTitle) {
            var event = SDL_Event()
            event.type = SDL_USEREVENT.rawValue
            _ = SDL_PushEvent(&event)
        }
        accessibility?.screenPlacement = { [weak self] in
            guard let self else { return (.zero, 1) }
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(sdlWindow, &x, &y)
            return (CGPoint(x: CGFloat(x), y: CGFloat(y)), scale / pixelsPerCoordinate)
        }
    }

    /// Leaves the accessibility bus (the loop ended).
    func stopAccessibility() {
        accessibility?.stop()
        accessibility = nil
    }
}
