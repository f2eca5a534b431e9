import Foundation
import CX11
import Logging

/// X11's clipboard (the CLIPBOARD selection) with text and images, which SDL's clipboard (text
/// only) cannot carry: a connection of its own to the display and a hidden window that owns the
/// selection while the app's copy is on it, answering other apps' requests (`TARGETS`,
/// `UTF8_STRING`, `STRING`, `TEXT`, `image/png`), and asks the owner when the app pastes.
@MainActor
final class X11Clipboard {
    /// What the app copied.
    enum Content: Equatable {
        case text(String)
        case png(Data)

        var bytes: Data {
            switch self {
            case let .text(string): Data(string.utf8)
            case let .png(data): data
            }
        }
    }

    private let display: OpaquePointer
    private let window: Window
    private let clipboard: Atom, targets: Atom, png: Atom, incr: Atom, atom: Atom, transfer: Atom
    private let utf8: Atom, text: Atom
    /// The app's copy, while its window owns the selection.
    private(set) var copied: Content?
    private let log = Logger(label: "folio.sdl")

    /// How long a paste waits for the clipboard's owner to answer (SDL waits as long for text).
    static let answerTime: TimeInterval = 1

    /// Seconds on the monotonic clock (an answer from another app is waited for in real time).
    private static func monotonic() -> TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Connects to the display SDL's X11 driver uses (`DISPLAY`); nil without one.
    init?() {
        guard let display = XOpenDisplay(nil) else { return nil }
        self.display = display
        let root = XDefaultRootWindow(display)
        window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
        XSelectInput(display, window, PropertyChangeMask)
        func intern(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        clipboard = intern("CLIPBOARD")
        targets = intern("TARGETS")
        png = intern("image/png")
        incr = intern("INCR")
        atom = Atom(XA_ATOM)
        transfer = intern("FolioClipboard")
        utf8 = intern("UTF8_STRING")
        text = intern("TEXT")
        XFlush(display)
    }

    isolated deinit {
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }


    /// The most bytes one property change carries (the server's request limit).
    private var largestTransfer: Int {
        let extended = Int(XExtendedMaxRequestSize(display))
        return (extended > 0 ? extended : Int(XMaxRequestSize(display))) * 4 - 1024
    }

    /// Puts `content` on the clipboard (nil empties it): the hidden window takes the selection.
    func copy(_ content: Content?) {
        guard let content else {
            copied = nil
            if XGetSelectionOwner(display, clipboard) == window { XSetSelectionOwner(display, clipboard, 0, Time(CurrentTime)) }
            XFlush(display)
            return
        }
        guard content.bytes.count <= largestTransfer else {
            log.warning("UIPasteboard: \(content.bytes.count) bytes are more than X11's clipboard takes at once here; the clipboard is left as it was")
            return
        }
        copied = content
        XSetSelectionOwner(display, clipboard, window, Time(CurrentTime))
        XFlush(display)
    }

    /// The text on the clipboard (`UTF8_STRING`); nil when there is none.
    func pasteText() -> String? {
        pump()
        if let copied { if case let .text(string) = copied { return string } else { return nil } }
        return paste(utf8).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The image on the clipboard (`image/png`); nil when there is none.
    func pastePNG() -> Data? {
        pump()
        if let copied { if case let .png(data) = copied { return data } else { return nil } }
        return paste(png)
    }

    /// What the selection's owner gives for `target` (up to `answerTime`); nil when it has none,
    /// or no owner answers.
    private func paste(_ target: Atom) -> Data? {
        guard XGetSelectionOwner(display, clipboard) != 0 else { return nil }
        XDeleteProperty(display, window, transfer)
        XConvertSelection(display, clipboard, target, transfer, window, Time(CurrentTime))
        XFlush(display)
        let deadline = Self.monotonic() + Self.answerTime
        var event = XEvent()
        while Self.monotonic() < deadline {
            guard XPending(display) > 0 else { usleep(2_000); continue }
            XNextEvent(display, &event)
            guard event.type == SelectionNotify, event.xselection.requestor == window else { handle(&event); continue }
            guard event.xselection.property != 0 else { return nil }   // the owner has none of that kind
            return readTransfer(of: target, until: deadline)
        }
        log.warning("UIPasteboard: the clipboard's owner did not answer within \(Self.answerTime) s")
        return nil
    }

    /// Reads the answer from the window's property: at once, or in pieces (`INCR`) for a large one.
    private func readTransfer(of target: Atom, until deadline: TimeInterval) -> Data? {
        guard let (type, first) = takeProperty() else { return nil }
        guard type == incr else { return type == target || (target == utf8 && type == Atom(XA_STRING)) ? first : nil }
        var data = Data()
        var event = XEvent()
        while Self.monotonic() < deadline + 4 {
            guard XPending(display) > 0 else { usleep(2_000); continue }
            XNextEvent(display, &event)
            guard event.type == PropertyNotify, event.xproperty.window == window, event.xproperty.atom == transfer,
                  event.xproperty.state == PropertyNewValue else { handle(&event); continue }
            guard let (_, piece) = takeProperty() else { return nil }
            if piece.isEmpty { return data }
            data.append(piece)
        }
        log.warning("UIPasteboard: a paste in pieces stopped coming after \(data.count) bytes")
        return nil
    }

    /// The window's transfer property, read whole and deleted (deleting asks for the next piece).
    private func takeProperty() -> (Atom, Data)? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var bytes: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, transfer, 0, Int(Int32.max) / 4, 1, Atom(AnyPropertyType),
                                 &type, &format, &count, &after, &bytes) == Success else { return nil }
        defer { if let bytes { XFree(bytes) } }
        let length = format == 8 ? Int(count) : 0
        return (type, bytes.map { Data(bytes: $0, count: length) } ?? Data())
    }

    /// Answers what came for the hidden window: other apps asking for the app's copy, or taking
    /// the clipboard over. Called once per frame while the host runs.
    func pump() {
        var event = XEvent()
        while XPending(display) > 0 {
            XNextEvent(display, &event)
            handle(&event)
        }
    }

    private func handle(_ event: inout XEvent) {
        switch event.type {
        case SelectionClear where event.xselectionclear.selection == clipboard:
            copied = nil   // another app copied
        case SelectionRequest:
            answer(event.xselectionrequest)
        default:
            break
        }
    }

    /// Gives a requestor the app's copy in the kind it asks for, or the list of kinds (`TARGETS`);
    /// anything else is refused (no property), as the protocol says.
    private func answer(_ request: XSelectionRequestEvent) {
        var property = request.property != 0 ? request.property : request.target   // an obsolete client names none
        let textKinds = [utf8, Atom(XA_STRING), text]
        let requestor = request.requestor   // a copy the closure below may take (the event stays here)
        func put(_ data: Data, type: Atom, format: Int32, count: Int) {
            data.withUnsafeBytes { raw in
                _ = XChangeProperty(display, requestor, property, type, format, PropModeReplace,
                                    raw.baseAddress.map { $0.assumingMemoryBound(to: UInt8.self) }, Int32(count))
            }
        }
        switch (request.selection == clipboard ? copied : nil, request.target) {
        case (nil, _):
            property = 0
        case let (copied?, target) where target == targets:
            var offered: [Atom] = [targets]   // format 32: Xlib takes longs
            if case .text = copied { offered += textKinds } else { offered.append(png) }
            put(offered.withUnsafeBytes { Data($0) }, type: atom, format: 32, count: offered.count)
        case let (.text(string)?, target) where textKinds.contains(target):
            put(Data(string.utf8), type: target == Atom(XA_STRING) ? Atom(XA_STRING) : utf8, format: 8, count: string.utf8.count)
        case let (.png(data)?, target) where target == png:
            put(data, type: png, format: 8, count: data.count)
        default:
            property = 0
        }
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = request.display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = property
        reply.xselection.time = request.time
        XSendEvent(display, request.requestor, 0, 0, &reply)
        XFlush(display)
    }
}
