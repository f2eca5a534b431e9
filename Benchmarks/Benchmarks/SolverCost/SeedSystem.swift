import FolioCassowary

/// Seed 001's constraint system for `pages` pages, as the window's engine builds it: the window
/// size as two strong edit variables; the scroll view filling the window; its content guide at
/// its origin; the container pinned to the content guide's edges and as tall as the scroll view;
/// pages chained left to right, each the scroll view's size; the last page's right edge on the
/// container's. `Benchmarks/kiwi/seed001.cpp` builds the same system for kiwi.
struct SeedSystem {
    typealias V = Cassowary.Variable
    typealias C = Cassowary.Constraint
    struct Rect { let x = V(), y = V(), w = V(), h = V() }

    let solver = Cassowary.Solver()
    let windowWidth = V("W"), windowHeight = V("H")
    let pages: [Rect]

    init(pages count: Int, width: Double = 390, height: Double = 844) throws {
        let scroll = Rect(), content = Rect(), container = Rect()
        pages = (0..<count).map { _ in Rect() }
        try solver.addEditVariable(windowWidth, strength: .strong)
        try solver.addEditVariable(windowHeight, strength: .strong)
        try solver.suggestValue(windowWidth, width)
        try solver.suggestValue(windowHeight, height)
        let s = solver
        try s.add(C(scroll.x, .equal, 0))
        try s.add(C(scroll.y, .equal, 0))
        try s.add(C(scroll.w, .equal, windowWidth))
        try s.add(C(scroll.h, .equal, windowHeight))
        try s.add(C(content.x, .equal, scroll.x))
        try s.add(C(content.y, .equal, scroll.y))
        try s.add(C(container.x, .equal, content.x))
        try s.add(C(container.y, .equal, content.y))
        try s.add(C(container.x + container.w, .equal, content.x + content.w))
        try s.add(C(container.y + container.h, .equal, content.y + content.h))
        try s.add(C(container.h, .equal, scroll.h))
        var previousRight = Cassowary.Expression(container.x)
        for p in pages {
            try s.add(C(p.x, .equal, previousRight))
            try s.add(C(p.y, .equal, container.y))
            try s.add(C(p.w, .equal, scroll.w))
            try s.add(C(p.h, .equal, scroll.h))
            previousRight = p.x + p.w
        }
        try s.add(C(previousRight, .equal, container.x + container.w))
        s.updateVariables()
    }

    /// One rotation: swap the window's size and read the solution.
    func rotate(to width: Double, _ height: Double) throws {
        try solver.suggestValue(windowWidth, width)
        try solver.suggestValue(windowHeight, height)
        solver.updateVariables()
    }
}
