import Foundation

/// The three slots a pager keeps alive: the page before, the page shown, the page after.
public enum PageSlot: Int, Sendable, Hashable, CaseIterable {
    case previous = 0, current = 1, next = 2
}

/// The pure model of a pager (docs/ARCHITECTURE.md, "Page view controller"). It holds the pages
/// alive (the slots either side of the page shown, the first page of a two-page spread, the pages a turn
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
    public internal(set) var before: Page?
    /// The page shown (the second of a spread).
    public internal(set) var shown: Page?
    /// The page after, or the page a forward curl brings.
    public internal(set) var after: Page?
    /// The first page of the spread shown.
    public internal(set) var companion: Page?
    /// The first page of the spread a turn brings.
    public internal(set) var incomingCompanion: Page?
    /// The turn in flight.
    public internal(set) var turn: Turn = .idle
    /// A request waiting for the turn to end.
    public internal(set) var queued: Request?
    /// Whether the owner's view exists.
    public internal(set) var isLoaded = false
    /// Whether the neighbours were let go on a memory warning.
    public internal(set) var neighboursDropped = false
    /// A data source change waiting for the turn to end.
    var needsReload = false
    /// The page an animated request in flight brings.
    public internal(set) var target: Page?
    /// The pages the owner holds as children, in the order they came.
    public internal(set) var held: [Page] = []

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

    /// Handles an event, asking `neighbours` (the data source) for the pages either side of a
    /// page when a scroll pager needs them; returns what the owner must do, in order.
    public mutating func handle(_ event: Event, neighbours: Neighbours = { _ in (nil, nil) }) -> [Command] {
        withoutActuallyEscaping(neighbours) { ask in
            var out = Step(neighbours: ask)
            handle(event, &out)
            return out.commands
        }
    }

    private mutating func handle(_ event: Event, _ out: inout Step) {
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
    }
}
