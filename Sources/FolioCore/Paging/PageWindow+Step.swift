import Foundation

extension PageWindow {
    /// Asks the data source for the pages either side of a page.
    public typealias Neighbours = (Page) -> (before: Page?, after: Page?)

    /// One event being handled: the commands answered so far, and the data source the event
    /// came with (asked when a scroll pager needs a page's neighbours). It lives for one call of
    /// `handle(_:neighbours:)`; the window itself keeps no way to reach the data source.
    struct Step {
        /// The data source of this event.
        let neighbours: Neighbours
        /// The commands answered so far, in order.
        private(set) var commands: [Command] = []

        /// Answers a command.
        mutating func append(_ command: Command) { commands.append(command) }
    }
}
