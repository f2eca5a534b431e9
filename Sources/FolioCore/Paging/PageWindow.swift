import Foundation

/// The three slots a pager keeps alive: the page before, the page shown, the page after.
public enum PageSlot: Int, Sendable, Hashable, CaseIterable {
    case previous = 0, current = 1, next = 2
}

/// The pure model of a pager — the paging engine of DESIGN §5. It holds the pages alive (the
/// slots either side of the page shown, the first page of a two-page spread, the pages a turn
/// brings), the turn in flight as one `Turn`, a request waiting for the turn to end, and answers
/// every `Event` with the `Command`s its owner carries out. It knows no views: a scroll pager, a
/// page curl and a tab pager are shells that feed it and obey.
///
/// Progress is measured in slots: 1 shows the current page, 0 the previous, 2 the next. A turn
/// begins when progress leaves 1, reverses when it crosses to the other side, and completes when
/// it arrives on a neighbour — at rest, or (a scroll pager, no request in flight) in mid-motion, so
/// quick swipes run on into the page after — or is cancelled when the motion rests back on 1.
/// Every request's completion is commanded exactly once: `true` when its pages are shown, `false`
/// when it was replaced, refused or pulled back.
public struct PageWindow<Page: AnyObject> {
    /// How the owner moves pages.
    public enum Style: Sendable { case scroll, curl }

    /// The turn in flight. `toward` is the slot a transition has begun toward (appearance and
    /// `willTransition` sent), nil while the pages have not left the page shown; `request` is an
    /// animated `setViewControllers` riding the turn.
    public enum Turn: Equatable, Sendable {
        case idle
        /// A finger moves the pages.
        case dragging(toward: PageSlot?, request: Int?)
        /// Released, the pages coast or settle.
        case settling(toward: PageSlot?, request: Int?)
        /// An animated request moves the pages by itself.
        case jumping(toward: PageSlot?, request: Int)
        /// A page curls (by a finger, or by itself for a request).
        case curling(toward: PageSlot?, request: Int?)

        /// The slot a transition has begun toward.
        public var toward: PageSlot? {
            switch self {
            case .idle: nil
            case let .dragging(t, _), let .settling(t, _), let .jumping(t, _), let .curling(t, _): t
            }
        }

        /// The request riding the turn.
        public var request: Int? {
            switch self {
            case .idle: nil
            case let .dragging(_, r), let .settling(_, r), let .curling(_, r): r
            case let .jumping(_, r): r
            }
        }

        /// The same kind of turn toward another slot, with another request.
        func with(toward t: PageSlot?, request r: Int?) -> Turn {
            switch self {
            case .idle: .idle
            case .dragging: .dragging(toward: t, request: r)
            case .settling: .settling(toward: t, request: r)
            case .jumping: r.map { .jumping(toward: t, request: $0) } ?? .settling(toward: t, request: nil)
            case .curling: .curling(toward: t, request: r)
            }
        }
    }

    /// `setViewControllers(_:direction:animated:completion:)`: the pages to show (two for a
    /// spread, the first being the left or top one), and the id its completion is known by.
    public struct Request {
        /// The pages to show.
        public var pages: [Page]
        /// Whether the pages come forward (else back).
        public var forward: Bool
        /// Whether to slide or curl to them.
        public var animated: Bool
        /// The id the request's completion is known by.
        public var id: Int
        /// A request.
        public init(pages: [Page], forward: Bool, animated: Bool, id: Int) {
            self.pages = pages; self.forward = forward; self.animated = animated; self.id = id
        }
    }

    /// What happens to the pager.
    public enum Event {
        /// The owner's view exists: the neighbours can be asked for.
        case loaded
        /// Show these pages (sliding or curling to them when animated).
        case request(Request)
        /// Show these pages at once, whatever is in flight (a new spine).
        case show([Page])
        /// A finger is about to scroll the pages.
        case userScrollWillBegin
        /// A drag began; `caught` is the slot a settle it stopped was heading to.
        case dragBegan(caught: PageSlot?)
        /// The pages moved (progress in slots).
        case moved(progress: CGFloat)
        /// The finger lifted and the pages coast on.
        case released
        /// The motion ended at this progress.
        case rested(progress: CGFloat)
        /// The page size changed (rotation).
        case sizeChanged
        /// The data source was replaced.
        case dataSourceChanged
        /// Memory is short: a scroll pager at rest lets its neighbours go.
        case memoryWarning
        /// A finger starts curling toward `incoming` (and, for a spread, `companion`, the first
        /// page of the spread it brings).
        case curlBegan(forward: Bool, incoming: Page, companion: Page?)
    }

    /// What the owner must do, in order.
    public enum Command {
        /// The page becomes a child (its view joins the pager).
        case adopt(Page)
        /// The page is no longer held (child and view released).
        case drop(Page)
        /// The data source answered the page shown, or the other neighbour, for this slot: ignored.
        case refuseNeighbour(PageSlot)
        /// Place the pages held (re-centre a scroll pager; lay out a spread).
        case layout
        /// Tell the delegate these pages are coming.
        case willTransition(to: [Page])
        /// Begin an appearance transition (animated during a turn, not for a swap at once).
        case beginAppearance(Page, appearing: Bool, animated: Bool)
        /// End an appearance transition.
        case endAppearance(Page)
        /// Tell the delegate a user's turn ended.
        case didFinish(previous: [Page], completed: Bool)
        /// Run a request's completion.
        case complete(request: Int, finished: Bool)
        /// Scroll one slot forward or back, animated.
        case scroll(forward: Bool)
        /// Put the curl view over the pages (the turning page is the shown one forward, the
        /// incoming one back).
        case showCurl(forward: Bool)
        /// Animate the curl just shown to its end.
        case animateCurl
        /// Take the curl view away.
        case endCurl
        /// Stop the motion where it is, silently.
        case stopMotion
    }

    /// How pages move.
    public let style: Style
    /// The page before the one shown (scroll), or the page a backward curl brings.
    public private(set) var before: Page?
    /// The page shown (the second of a spread).
    public private(set) var shown: Page?
    /// The page after, or the page a forward curl brings.
    public private(set) var after: Page?
    /// The first page of the spread shown.
    public private(set) var companion: Page?
    /// The first page of the spread a turn brings.
    public private(set) var incomingCompanion: Page?
    /// The turn in flight.
    public private(set) var turn: Turn = .idle
    /// A request waiting for the turn to end.
    public private(set) var queued: Request?
    /// Whether the owner's view exists.
    public private(set) var isLoaded = false
    /// Whether the neighbours were let go on a memory warning.
    public private(set) var neighboursDropped = false
    /// A data source change waiting for the turn to end.
    private var needsReload = false
    /// The page an animated request in flight brings.
    private var target: Page?
    /// The pages the owner holds as children, in the order they came.
    public private(set) var held: [Page] = []

    /// Progress closer to a slot than this counts as on it.
    public static var tolerance: CGFloat { 0.001 }

    /// An empty window.
    public init(style: Style) { self.style = style }

    /// The pages shown: the spread's two, or the one.
    public var pagesShown: [Page] { [companion, shown].compactMap { $0 } }

    /// Whether anything moves or waits.
    public var isTurning: Bool { turn != .idle }

    /// The page in a slot.
    public func page(in slot: PageSlot) -> Page? {
        switch slot {
        case .previous: before
        case .current: shown
        case .next: after
        }
    }

    /// The slots holding a page, in order (a missing neighbour takes no room).
    public var slots: [(slot: PageSlot, page: Page)] {
        PageSlot.allCases.compactMap { s in page(in: s).map { (s, $0) } }
    }

    /// The data source, asked for a page's neighbours while an event is handled.
    private var ask: ((Page) -> (before: Page?, after: Page?))?

    /// Handles an event, asking `neighbours` (the data source) for the pages either side of a
    /// page when a scroll pager needs them; returns what the owner must do, in order.
    public mutating func handle(_ event: Event,
                                neighbours: @escaping (Page) -> (before: Page?, after: Page?) = { _ in (nil, nil) }) -> [Command] {
        ask = neighbours
        defer { ask = nil }
        var out: [Command] = []
        switch event {
        case .loaded:
            isLoaded = true
            reload(&out)
        case let .request(request):
            receive(request, &out)
        case let .show(pages):
            if let last = pages.last { replace(with: last, companion: pages.count > 1 ? pages[0] : nil, &out) }
        case .userScrollWillBegin:
            if neighboursDropped, turn == .idle {
                neighboursDropped = false
                reload(&out)
            }
        case let .dragBegan(caught):
            if case let .settling(toward?, nil) = turn, caught == toward, style == .scroll {
                // A drag that caught a settle on its way to a neighbour: that turn is done, and
                // the new drag runs on from its page — quick swipes add up.
                complete(toward: toward, request: nil, atRest: false, &out)
                turn = .dragging(toward: nil, request: nil)
            } else {
                turn = .dragging(toward: turn.toward, request: turn.request)
            }
        case let .moved(p):
            advance(progress: p, atRest: false, &out)
        case .released:
            if case let .dragging(t, r) = turn { turn = .settling(toward: t, request: r) }
        case let .rested(p):
            advance(progress: p, atRest: true, &out)
        case .sizeChanged:
            settleForSizeChange(&out)
        case .dataSourceChanged:
            guard isLoaded else { break }
            if turn == .idle { reload(&out) } else { needsReload = true }
        case .memoryWarning:
            guard style == .scroll, isLoaded, turn == .idle, before != nil || after != nil else { break }
            before = nil
            after = nil
            sync(&out)
            out.append(.layout)
            neighboursDropped = true
        case let .curlBegan(forward, incoming, newCompanion):
            guard style == .curl, turn == .idle, let shown, incoming !== shown else { break }
            startCurl(toward: incoming, companion: newCompanion, forward: forward, request: nil, &out)
        }
        return out
    }

    // MARK: - Requests

    private mutating func receive(_ request: Request, _ out: inout [Command]) {
        guard let target = request.pages.last else {
            out.append(.complete(request: request.id, finished: false))
            return
        }
        if turn != .idle {
            // The last call wins; the one it replaces did not happen.
            if let replaced = queued { out.append(.complete(request: replaced.id, finished: false)) }
            queued = request
            return
        }
        guard isLoaded, let old = shown, request.animated, old !== target, request.pages.count == 1 else {
            replace(with: target, companion: request.pages.count > 1 ? request.pages[0] : nil, &out)
            out.append(.complete(request: request.id, finished: true))
            return
        }
        if style == .curl {
            startCurl(toward: target, companion: nil, forward: request.forward, request: request.id, &out)
            out.append(.animateCurl)
            return
        }
        // The target takes the neighbour slot on the side we move to, then the pages slide there.
        if request.forward { after = target } else { before = target }
        sync(&out)
        out.append(.layout)
        turn = .jumping(toward: nil, request: request.id)
        self.target = target
        out.append(.scroll(forward: request.forward))
    }

    /// Swaps the page(s) shown at once, with appearance calls.
    private mutating func replace(with target: Page, companion newCompanion: Page?, _ out: inout [Command]) {
        let oldPages = pagesShown
        let newPages = [newCompanion, target].compactMap { $0 }
        let leaving = oldPages.filter { o in !newPages.contains { $0 === o } }
        let arriving = newPages.filter { n in !oldPages.contains { $0 === n } }
        if let r = turn.request { out.append(.complete(request: r, finished: false)) }
        turn = .idle
        if isLoaded { for p in leaving { out.append(.beginAppearance(p, appearing: false, animated: false)) } }
        shown = target
        companion = newCompanion
        incomingCompanion = nil
        sync(&out, dropping: false)
        guard isLoaded else { return }
        for p in arriving { out.append(.beginAppearance(p, appearing: true, animated: false)) }
        before = nil
        after = nil
        reload(&out)
        for p in leaving { out.append(.endAppearance(p)) }
        for p in arriving { out.append(.endAppearance(p)) }
    }

    /// Asks for the neighbours of the page shown (a scroll pager), or lays out the spread.
    private mutating func reload(_ out: inout [Command]) {
        needsReload = false
        guard isLoaded else { return }
        if style == .scroll {
            guard let shown, let answer = ask?(shown) else { return }
            var (b, a) = answer
            if let p = b, p === shown { b = nil; out.append(.refuseNeighbour(.previous)) }
            if let p = a, p === shown || p === b { a = nil; out.append(.refuseNeighbour(.next)) }
            before = b
            after = a
            sync(&out)
            out.append(.layout)
        } else {
            sync(&out)
            out.append(.layout)
        }
    }

    /// After a turn: a reload that waited, then a request that waited.
    private mutating func applyWaiting(_ out: inout [Command]) {
        guard turn == .idle else { return }
        if needsReload {
            needsReload = false
            if queued == nil { reload(&out) }
        }
        guard let q = queued else { return }
        queued = nil
        receive(q, &out)
    }

    // MARK: - Turns

    private mutating func startCurl(toward incoming: Page, companion newCompanion: Page?, forward: Bool,
                                    request: Int?, _ out: inout [Command]) {
        if forward { after = incoming } else { before = incoming }
        incomingCompanion = newCompanion
        sync(&out, dropping: false)
        turn = .curling(toward: nil, request: request)
        out.append(.showCurl(forward: forward))
    }

    /// Feeds progress: begins, reverses, completes or cancels the transition.
    private mutating func advance(progress raw: CGFloat, atRest: Bool, _ out: inout [Command]) {
        guard raw.isFinite else { return }
        var p = raw
        if after == nil { p = min(p, 1) }
        if before == nil { p = max(p, 1) }
        let t = Self.tolerance
        let side: PageSlot? = p > 1 + t ? .next : (p < 1 - t ? .previous : nil)
        if turn == .idle {
            // Pages moved off the page shown by nobody's turn (the owner scrolled them): a
            // settle begins.
            guard side != nil, !atRest else { return }
            turn = .settling(toward: nil, request: nil)
        }
        let request = turn.request
        switch (turn.toward, side) {
        case (nil, let s?):
            begin(toward: s, request: request, &out)
            turn = turn.with(toward: s, request: request)
        case (let d?, let s?) where s != d:
            cancel(toward: d, request: request, atRest: false, &out)
            begin(toward: s, request: request, &out)
            turn = turn.with(toward: s, request: request)
        default:
            break
        }
        if let d = turn.toward, !atRest, style == .scroll, request == nil {
            let arrived = d == .next ? p >= 2 - t : p <= t
            if arrived {
                complete(toward: d, request: nil, atRest: false, &out)
                turn = turn.with(toward: nil, request: nil)
            }
        }
        guard atRest else { return }
        if let d = turn.toward {
            if abs(p - CGFloat(d.rawValue)) <= t {
                turn = .idle
                complete(toward: d, request: request, atRest: true, &out)
            } else if side == nil {
                turn = .idle
                cancel(toward: d, request: request, atRest: true, &out)
            } else {
                return   // resting between pages: the owner moves on
            }
        } else {
            turn = .idle
            if let request {
                // A request whose pages never moved (the user held them back): it did not happen.
                abandon(request, &out)
            }
            if style == .curl { endCurl(&out) }
        }
        applyWaiting(&out)
    }

    private func arriving(_ toward: PageSlot) -> [Page] {
        [incomingCompanion, page(in: toward)].compactMap { $0 }
    }

    private func begin(toward: PageSlot, request: Int?, _ out: inout [Command]) {
        let incoming = arriving(toward)
        if request == nil { out.append(.willTransition(to: incoming)) }
        for p in pagesShown { out.append(.beginAppearance(p, appearing: false, animated: true)) }
        for p in incoming { out.append(.beginAppearance(p, appearing: true, animated: true)) }
    }

    private mutating func cancel(toward: PageSlot, request: Int?, atRest: Bool, _ out: inout [Command]) {
        let incoming = arriving(toward), staying = pagesShown
        for p in incoming { out.append(.beginAppearance(p, appearing: false, animated: true)) }
        for p in staying { out.append(.beginAppearance(p, appearing: true, animated: true)) }
        for p in incoming { out.append(.endAppearance(p)) }
        for p in staying { out.append(.endAppearance(p)) }
        guard atRest else { return }
        if style == .curl { endCurl(&out) }
        if let request {
            abandon(request, &out)
        } else {
            out.append(.didFinish(previous: staying, completed: false))
        }
    }

    private mutating func complete(toward: PageSlot, request: Int?, atRest: Bool, _ out: inout [Command]) {
        guard let incoming = page(in: toward), let old = shown else { return }
        let leaving = pagesShown
        for p in leaving { out.append(.endAppearance(p)) }
        for p in arriving(toward) { out.append(.endAppearance(p)) }
        shown = incoming
        if let next = incomingCompanion { companion = next }
        incomingCompanion = nil
        if style == .curl {
            endCurl(&out)
        } else {
            if request != nil {
                // A request's turn: both neighbours are asked for afresh (no stale page).
                before = nil
                after = nil
            } else if toward == .next {
                before = old
                after = nil
            } else {
                after = old
                before = nil
            }
            reload(&out)
        }
        if let request {
            out.append(.complete(request: request, finished: true))
        } else {
            out.append(.didFinish(previous: style == .curl ? leaving : [old], completed: true))
        }
    }

    /// A request's turn the user pulled back: it did not happen, and the page it brought leaves
    /// its slot to the true neighbour.
    private mutating func abandon(_ request: Int, _ out: inout [Command]) {
        target = nil
        if style == .scroll {
            before = nil
            after = nil
            reload(&out)
        }
        out.append(.complete(request: request, finished: false))
    }

    private mutating func endCurl(_ out: inout [Command]) {
        out.append(.endCurl)
        before = nil
        after = nil
        incomingCompanion = nil
        sync(&out)
        out.append(.layout)
    }

    /// A size change (rotation) while pages move: a request's turn completes at once, a gesture's
    /// turn settles back on the page shown, the motion stops either way (a curl runs on).
    private mutating func settleForSizeChange(_ out: inout [Command]) {
        guard style == .scroll else { return }
        defer { out.append(.layout) }
        guard turn != .idle else { return }
        out.append(.stopMotion)
        let toward = turn.toward, request = turn.request
        turn = .idle
        if let request {
            if let toward {
                complete(toward: toward, request: request, atRest: true, &out)
            } else if let target, target === after || target === before {
                replace(with: target, companion: nil, &out)
                out.append(.complete(request: request, finished: true))
            } else {
                out.append(.complete(request: request, finished: false))
            }
        } else if let toward {
            cancel(toward: toward, request: nil, atRest: true, &out)
        }
        applyWaiting(&out)
    }

    // MARK: - Holding

    /// The pages some slot holds.
    private var live: [Page] { [before, companion, shown, after, incomingCompanion].compactMap { $0 } }

    /// Adopts pages newly held and (unless told not to) drops pages no slot holds any more.
    private mutating func sync(_ out: inout [Command], dropping: Bool = true) {
        let live = self.live
        for p in live where !held.contains(where: { $0 === p }) {
            held.append(p)
            out.append(.adopt(p))
        }
        guard dropping else { return }
        for p in held where !live.contains(where: { $0 === p }) { out.append(.drop(p)) }
        held.removeAll { h in !live.contains { $0 === h } }
    }
}
