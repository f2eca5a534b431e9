import Foundation

/// Turns: progress begins, reverses, completes or cancels them; curls, pulled-back requests and
/// size changes end them.
extension PageWindow {
    mutating func startCurl(toward incoming: Page, companion newCompanion: Page?, forward: Bool,
                            request: Int?, _ out: inout Step) {
        if forward { after = incoming } else { before = incoming }
        incomingCompanion = newCompanion
        sync(&out, dropping: false)
        turn = .curling(toward: nil, request: request)
        out.append(.showCurl(forward: forward))
    }

    /// Feeds progress: begins, reverses, completes or cancels the transition.
    mutating func advance(progress raw: CGFloat, atRest: Bool, _ out: inout Step) {
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

    func arriving(_ toward: PageSlot) -> [Page] {
        [incomingCompanion, page(in: toward)].compactMap { $0 }
    }

    func begin(toward: PageSlot, request: Int?, _ out: inout Step) {
        let incoming = arriving(toward)
        if request == nil { out.append(.willTransition(to: incoming)) }
        for p in pagesShown { out.append(.beginAppearance(p, appearing: false, animated: true)) }
        for p in incoming { out.append(.beginAppearance(p, appearing: true, animated: true)) }
    }

    mutating func cancel(toward: PageSlot, request: Int?, atRest: Bool, _ out: inout Step) {
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

    mutating func complete(toward: PageSlot, request: Int?, atRest: Bool, _ out: inout Step) {
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
    mutating func abandon(_ request: Int, _ out: inout Step) {
        target = nil
        if style == .scroll {
            before = nil
            after = nil
            reload(&out)
        }
        out.append(.complete(request: request, finished: false))
    }

    mutating func endCurl(_ out: inout Step) {
        out.append(.endCurl)
        before = nil
        after = nil
        incomingCompanion = nil
        sync(&out)
        out.append(.layout)
    }

    /// A size change (rotation) while pages move: a request's turn completes at once, a gesture's
    /// turn settles back on the page shown, the motion stops either way (a curl runs on).
    mutating func settleForSizeChange(_ out: inout Step) {
        guard style == .scroll else { return }
        defer { out.append(.layout) }
        // Any motion stops: with no turn in flight a settle onto the shown page may still be
        // running (a spring's last fraction of a point), and its target is in the old size's units.
        out.append(.stopMotion)
        guard turn != .idle else { return }
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
}
