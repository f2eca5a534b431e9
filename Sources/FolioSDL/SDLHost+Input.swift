import Foundation
import CSDL2
@_spi(Host) import Folio

extension SDLHost {
    /// Maps one SDL event to Folio input or to the window's life; sets `running` false to quit.
    func handle(_ e: SDL_Event) {
        if let target = hostedWindow(for: e) { bringForward(target) }
        guard let window else { return }
        let now = clock.now
        switch e.type {
        case SDL_QUIT.rawValue:
            running = false   // the last window closed, or SIGINT / SIGTERM (SDL turns them into SDL_QUIT)
        case SDL_WINDOWEVENT.rawValue:
            handleWindowEvent(e.window, at: now)
        case SDL_MOUSEBUTTONDOWN.rawValue where e.button.button == UInt8(SDL_BUTTON_LEFT):
            mouse = point(e.button.x, e.button.y)
            fingerDown = true
            twoFingers = (SDL_GetModState().rawValue & KMOD_CTRL.rawValue) != 0
            sendFingers(.began, at: now)
        case SDL_MOUSEBUTTONDOWN.rawValue where e.button.button == UInt8(SDL_BUTTON_RIGHT) && !fingerDown:
            // The secondary button opens context menus, as on Mac Catalyst.
            mouse = point(e.button.x, e.button.y)
            application.enqueue(.secondaryClick(location: mouse, timestamp: now))
        case SDL_MOUSEMOTION.rawValue:
            mouse = point(e.motion.x, e.motion.y)
            if fingerDown {
                sendFingers(.moved, at: now)
            } else {
                application.enqueue(.pointer(location: mouse, timestamp: now))   // hovering
            }
        case SDL_MOUSEBUTTONUP.rawValue where e.button.button == UInt8(SDL_BUTTON_LEFT):
            mouse = point(e.button.x, e.button.y)
            if fingerDown { sendFingers(.ended, at: now) }
            fingerDown = false
        case SDL_MOUSEWHEEL.rawValue:
            let delta = CGPoint(x: CGFloat(e.wheel.x) * 40, y: CGFloat(-e.wheel.y) * 40)
            application.enqueue(.scrollWheel(delta: delta, location: mouse, timestamp: now))
        case SDL_KEYDOWN.rawValue where SDLHost.isModifier(e.key.keysym.sym),
             SDL_KEYUP.rawValue where SDLHost.isModifier(e.key.keysym.sym):
            // Ctrl held alone shows the list of shortcuts; its repeats say nothing new.
            if e.key.repeat == 0 {
                application.enqueue(.key(.modifiersHeld(SDLHost.modifierFlags(e.key.keysym.mod)), timestamp: now))
            }
        case SDL_KEYDOWN.rawValue:
            // The app's shortcuts (UIKeyCommand) come first; then the window's and the host's keys.
            if let (input, flags) = SDLHost.press(e.key.keysym),
               window.keyCommand(forInput: input, modifierFlags: flags) != nil {
                application.enqueue(.key(.press(input, modifierFlags: flags), timestamp: now))
            } else {
                handleKey(e.key.keysym, window: window, at: now)
            }
        case SDL_TEXTINPUT.rawValue:
            // Committed text, also what an input method composed (CJK).
            var t = e.text
            let text = withUnsafeBytes(of: &t.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if !text.isEmpty { application.enqueue(.key(.text(text), timestamp: now)) }
        case SDL_TEXTEDITING.rawValue:
            // An input method's composition (pinyin being turned into 中文): marked text.
            var t = e.edit
            let text = withUnsafeBytes(of: &t.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            composing(text, start: Int(t.start), length: Int(t.length), at: now)
        case SDL_TEXTEDITING_EXT.rawValue:
            // A composition longer than SDL_TEXTEDITING's 32 bytes.
            let t = e.editExt
            let text = t.text.map { String(cString: $0) } ?? ""
            if let p = t.text { SDL_free(p) }
            composing(text, start: Int(t.start), length: Int(t.length), at: now)
        default:
            break
        }
    }

    private func composing(_ text: String, start: Int, length: Int, at now: TimeInterval) {
        guard window?.isEditingText == true else { return }
        application.enqueue(.key(.markedText(text, selectedRange: NSRange(location: max(0, start), length: max(0, length))),
                                 timestamp: now))
    }

    private func handleKey(_ keysym: SDL_Keysym, window: UIWindow, at now: TimeInterval) {
        let sym = keysym.sym
        let ctrl = (UInt32(keysym.mod) & KMOD_CTRL.rawValue) != 0
        let shift = (UInt32(keysym.mod) & KMOD_SHIFT.rawValue) != 0
        func remote(_ command: UIEvent.EventSubtype) { application.enqueue(.system(command, phase: .ended, timestamp: now)) }
        let key: KeyInput?
        switch sym {
        case Int32(SDLK_LEFT.rawValue): key = shift ? .shiftLeft : .left
        case Int32(SDLK_RIGHT.rawValue): key = shift ? .shiftRight : .right
        case Int32(SDLK_UP.rawValue): key = .up
        case Int32(SDLK_DOWN.rawValue): key = .down
        case Int32(SDLK_PAGEUP.rawValue): key = .pageUp
        case Int32(SDLK_PAGEDOWN.rawValue): key = .pageDown
        case Int32(SDLK_ESCAPE.rawValue): key = .escape
        case Int32(SDLK_TAB.rawValue): key = shift ? .shiftTab : .tab
        case Int32(SDLK_BACKSPACE.rawValue): key = .backspace
        case Int32(SDLK_DELETE.rawValue): key = .deleteForward
        case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue): key = .returnKey
        case Int32(SDLK_HOME.rawValue): key = shift ? .shiftHome : .home
        case Int32(SDLK_END.rawValue): key = shift ? .shiftEnd : .end
        // Edit commands while text is edited (UIPasteboard.general is the desktop's clipboard).
        case Int32(SDLK_a.rawValue) where ctrl && window.isEditingText: key = .selectAll
        case Int32(SDLK_c.rawValue) where ctrl && window.isEditingText: key = .copy
        case Int32(SDLK_x.rawValue) where ctrl && window.isEditingText: key = .cut
        case Int32(SDLK_v.rawValue) where ctrl && window.isEditingText: key = .paste
        case Int32(SDLK_F12.rawValue): pendingShot = true; key = nil
        // Ctrl-Z shakes the device; Ctrl-M is a memory warning; the media keys are remote control.
        case Int32(SDLK_z.rawValue) where ctrl:
            application.enqueue(.system(.motionShake, phase: .began, timestamp: now))
            application.enqueue(.system(.motionShake, phase: .ended, timestamp: now))
            key = nil
        case Int32(SDLK_m.rawValue) where ctrl: application.receiveMemoryWarning(); key = nil
        // Ctrl-+ and Ctrl-− step the user's text size (Dynamic Type), as the desktop's setting would.
        case Int32(SDLK_EQUALS.rawValue) where ctrl, Int32(SDLK_PLUS.rawValue) where ctrl, Int32(SDLK_KP_PLUS.rawValue) where ctrl:
            application.stepPreferredContentSizeCategory(by: 1); key = nil
        case Int32(SDLK_MINUS.rawValue) where ctrl, Int32(SDLK_KP_MINUS.rawValue) where ctrl:
            application.stepPreferredContentSizeCategory(by: -1); key = nil
        case Int32(SDLK_AUDIOPLAY.rawValue): remote(.remoteControlTogglePlayPause); key = nil
        case Int32(SDLK_AUDIOSTOP.rawValue): remote(.remoteControlStop); key = nil
        case Int32(SDLK_AUDIONEXT.rawValue): remote(.remoteControlNextTrack); key = nil
        case Int32(SDLK_AUDIOPREV.rawValue): remote(.remoteControlPreviousTrack); key = nil
        // Letters are shortcuts only while no text is being edited.
        case Int32(SDLK_q.rawValue) where !window.isEditingText: running = false; key = nil
        case Int32(SDLK_r.rawValue) where !window.isEditingText: rotate(); key = nil
        default: key = nil
        }
        if let key { application.enqueue(.key(key, timestamp: now)) }
    }

    /// A key as UIKit names it (its character, or a `UIKeyCommand.input…` constant) with its
    /// modifiers: Ctrl is `.command` on Linux, Alt `.alternate`, Super `.control`. Nil for a key
    /// that is only a modifier or has no name here.
    static func press(_ keysym: SDL_Keysym) -> (String, UIKeyModifierFlags)? {
        let flags = modifierFlags(keysym.mod)
        let sym = keysym.sym
        let named: [Int32: String] = [
            Int32(SDLK_LEFT.rawValue): UIKeyCommand.inputLeftArrow, Int32(SDLK_RIGHT.rawValue): UIKeyCommand.inputRightArrow,
            Int32(SDLK_UP.rawValue): UIKeyCommand.inputUpArrow, Int32(SDLK_DOWN.rawValue): UIKeyCommand.inputDownArrow,
            Int32(SDLK_PAGEUP.rawValue): UIKeyCommand.inputPageUp, Int32(SDLK_PAGEDOWN.rawValue): UIKeyCommand.inputPageDown,
            Int32(SDLK_HOME.rawValue): UIKeyCommand.inputHome, Int32(SDLK_END.rawValue): UIKeyCommand.inputEnd,
            Int32(SDLK_ESCAPE.rawValue): UIKeyCommand.inputEscape, Int32(SDLK_DELETE.rawValue): UIKeyCommand.inputDelete,
            Int32(SDLK_RETURN.rawValue): "\r", Int32(SDLK_KP_ENTER.rawValue): "\r", Int32(SDLK_TAB.rawValue): "\t",
            Int32(SDLK_BACKSPACE.rawValue): "\u{8}",
            Int32(SDLK_F1.rawValue): UIKeyCommand.f1, Int32(SDLK_F2.rawValue): UIKeyCommand.f2, Int32(SDLK_F3.rawValue): UIKeyCommand.f3,
            Int32(SDLK_F4.rawValue): UIKeyCommand.f4, Int32(SDLK_F5.rawValue): UIKeyCommand.f5, Int32(SDLK_F6.rawValue): UIKeyCommand.f6,
            Int32(SDLK_F7.rawValue): UIKeyCommand.f7, Int32(SDLK_F8.rawValue): UIKeyCommand.f8, Int32(SDLK_F9.rawValue): UIKeyCommand.f9,
            Int32(SDLK_F10.rawValue): UIKeyCommand.f10, Int32(SDLK_F11.rawValue): UIKeyCommand.f11, Int32(SDLK_F12.rawValue): UIKeyCommand.f12,
        ]
        if let name = named[sym] { return (name, flags) }
        // Keys that type a character have it as their code (SDL_SCANCODE_TO_KEYCODE marks the others).
        guard sym >= 0x20, sym != 0x7F, sym & Int32(1 << 30) == 0, let scalar = Unicode.Scalar(UInt32(sym)) else { return nil }
        return (String(Character(scalar)), flags)
    }

    /// SDL's modifier state as UIKit's flags: Ctrl is `.command` on Linux, Alt `.alternate`, Super `.control`.
    static func modifierFlags(_ mod: UInt16) -> UIKeyModifierFlags {
        let mod = UInt32(mod)
        var flags: UIKeyModifierFlags = []
        if mod & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { flags.insert(.command) }
        if mod & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if mod & KMOD_GUI.rawValue != 0 { flags.insert(.control) }
        if mod & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
        return flags
    }

    /// Whether `sym` is a modifier key (Ctrl, Shift, Alt, Super), which names no key of its own.
    static func isModifier(_ sym: SDL_Keycode) -> Bool {
        [SDLK_LCTRL, SDLK_RCTRL, SDLK_LSHIFT, SDLK_RSHIFT, SDLK_LALT, SDLK_RALT, SDLK_LGUI, SDLK_RGUI]
            .contains { Int32($0.rawValue) == sym }
    }

    /// The mouse is finger 0; with Ctrl, finger 1 mirrors it about the window's centre (pinch and
    /// rotate by hand).
    func sendFingers(_ phase: UITouch.Phase, at now: TimeInterval) {
        guard let window else { return }
        application.enqueue(.touch(id: 0, phase: phase, location: mouse, timestamp: now))
        if twoFingers {
            let c = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
            let mirrored = CGPoint(x: 2 * c.x - mouse.x, y: 2 * c.y - mouse.y)
            application.enqueue(.touch(id: 1, phase: phase, location: mirrored, timestamp: now))
        }
    }

    /// Window coordinates → points.
    func point(_ x: Int32, _ y: Int32) -> CGPoint {
        let k = pixelsPerCoordinate / scale
        return CGPoint(x: CGFloat(x) * k, y: CGFloat(y) * k)
    }
}
