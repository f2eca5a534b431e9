import Foundation
import FolioCore
import Folio

extension HeadlessApp {
    /// The window loses the focus: `applicationWillResignActive`. Runs a frame.
    public func resignActive() { report(.focusLost) }
    /// The window gets the focus back: `applicationDidBecomeActive` (after
    /// `applicationWillEnterForeground` when the app was in the background). Runs a frame.
    public func becomeActive() { report(.focusGained) }
    /// The window is minimized: `applicationWillResignActive` when active, then
    /// `applicationDidEnterBackground` (state saved when the delegate asks). Runs a frame.
    public func background() { report(.hidden) }
    /// The window is restored and focused: `applicationWillEnterForeground`, then
    /// `applicationDidBecomeActive`. Runs a frame.
    public func foreground() {
        report(.shown)
        report(.focusGained)
    }
    /// The window is closed: resign, enter the background, `applicationWillTerminate` (state
    /// saved when the delegate asks). Runs a frame.
    public func terminate() { report(.terminate) }

    private func report(_ report: AppLifecycle.Report) {
        application.report(report)
        tick()
    }
}
