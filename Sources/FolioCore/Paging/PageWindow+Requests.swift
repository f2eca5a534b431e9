import Foundation

/// `setViewControllers` requests: received, applied at once, or waiting for the turn to end.
extension PageWindow {
    mutating func receive(_ request: Request, _ out: inout Step) {
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
    mutating func replace(with target: Page, companion newCompanion: Page?, _ out: inout Step) {
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
    mutating func reload(_ out: inout Step) {
        needsReload = false
        guard isLoaded else { return }
        if style == .scroll {
            guard let shown else { return }
            var (b, a) = out.neighbours(shown)
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
    mutating func applyWaiting(_ out: inout Step) {
        guard turn == .idle else { return }
        if needsReload {
            needsReload = false
            if queued == nil { reload(&out) }
        }
        guard let q = queued else { return }
        queued = nil
        receive(q, &out)
    }
}
