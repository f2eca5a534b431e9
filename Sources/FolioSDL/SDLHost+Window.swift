import Foundation
import CSDL2
import Folio

extension SDLHost {
    /// Focus, minimize, restore, close, resize and display changes.
    func handleWindowEvent(_ e: SDL_WindowEvent, at now: TimeInterval) {
        switch UInt32(e.event) {
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
            // From another of the app's windows an active app stays active (nothing to report);
            // else it becomes active.
            focusLeftAt = nil
            application.report(.focusGained)
            accessibility?.activeWindowDidChange(to: window)
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
            if fingerDown {
                sendFingers(.cancelled, at: now)
                fingerDown = false
            }
            // Keys held when the focus left are let go where this window cannot see it.
            application.enqueue(.key(.modifiersHeld([]), timestamp: now))
            focusLeftAt = clock.now   // reported unless another of the app's windows gains the focus soon
        case SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue:
            reportFocusLost()   // a focus that left goes first: resign, then background
            minimized = true
            application.report(.hidden)
        case SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_MAXIMIZED.rawValue:
            if minimized {
                minimized = false
                application.report(.shown)
            }
            window?.setNeedsRender()
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            closeActiveWindow()
        case SDL_WINDOWEVENT_LEAVE.rawValue:
            application.enqueue(.pointer(location: nil, timestamp: now))   // hovering ends
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            windowDidResize()
        case SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
            refreshInterval = displayRefreshInterval()
            windowDidResize()
        default:
            window?.setNeedsRender()
        }
    }

    /// The SDL window has a new size or sits on another display: the scale follows the display
    /// (unless one was asked for), the Folio window takes the new size as a rotation does, and the
    /// frame is drawn at once so the content follows a live resize.
    func windowDidResize() {
        guard let window else { return }
        let newScale = requestedScale ?? pixelsPerCoordinate
        if newScale != scale {
            scale = newScale
            window.transition(toScale: newScale)
        }
        let points = pointSize
        guard points.width >= 1, points.height >= 1 else { return }
        let size = CGSize(width: points.width.rounded(), height: points.height.rounded())
        if size != window.bounds.size { window.transition(to: size) }
        if let surface, surface.pixelWidth == Int((size.width * scale).rounded()),
           surface.pixelHeight == Int((size.height * scale).rounded()) {
            window.setNeedsRender()
            return
        }
        do {
            try makeSurface(points: window.bounds.size)
            application.tick(at: clock.now)
            try present()
        } catch {
            SDLHost.log.error("resize to \(size): \(error)")
        }
    }

    /// `r`: the window turns (width and height swap) and the SDL window follows.
    func rotate() {
        guard let window else { return }
        window.rotate()
        setWindowSize(points: window.bounds.size)
        do { try makeSurface(points: window.bounds.size) } catch {
            SDLHost.log.error("rotation: \(error)")
        }
        window.setNeedsRender()
    }

    /// Resizes the SDL window to `points`, as a user dragging its edge does (for scripted runs):
    /// the size change arrives with the next events, like the window manager's.
    public func resizeWindow(to points: CGSize) {
        guard points.isFinite, points.width >= 1, points.height >= 1 else {
            SDLHost.log.warning("refused window size \(points): must be finite and at least 1 × 1")
            return
        }
        setWindowSize(points: points)
    }

    /// Rotates as the `r` key does (for scripted runs).
    public func rotateWindow() { rotate() }

    /// Tells the input method where the caret is, so its candidate window opens next to it.
    func updateCaretRect() {
        guard let window, let caret = window.textInputCaretRect else {
            caretRect = nil
            return
        }
        let k = scale / pixelsPerCoordinate
        func pixels(_ v: CGFloat) -> Int32 { Int32(clamping: Int(saturating: (v * k).rounded())) }   // huge frames clamp, never trap
        var rect = SDL_Rect(x: pixels(caret.minX), y: pixels(caret.minY),
                            w: max(1, pixels(caret.width)), h: max(1, pixels(caret.height)))
        if let shown = caretRect, shown.x == rect.x, shown.y == rect.y, shown.w == rect.w, shown.h == rect.h { return }
        caretRect = rect
        SDL_SetTextInputRect(&rect)
    }
}
