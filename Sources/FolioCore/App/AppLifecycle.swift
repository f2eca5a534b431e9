/// An application's life as a state machine: what a host reports (the window got or lost focus,
/// was hidden or shown, the app must quit) and the app-delegate calls each report means, in
/// UIKit's order.
///
/// ```
///            launch                focusGained
///  notRunning ─────▶ inactive ◀───────────────▶ active
///                     │   ▲      focusLost        │
///              hidden │   │ shown                 │ hidden (resign first)
///                     ▼   │                       ▼
///                   background ◀──────────────────┘
///   terminate from anywhere: resign if active, enter the background if not there, then terminate.
/// ```
///
/// A report that changes nothing (focus gained while active, hidden while in the background, any
/// report after termination) yields no steps: hosts may report freely.
public enum AppLifecycle: Equatable, Sendable {
    /// Not launched yet.
    case notRunning
    /// Launched, on screen, not receiving events (no focus).
    case inactive
    /// On screen and receiving events.
    case active
    /// Not on screen (minimized, hidden).
    case background
    /// Terminated: nothing follows.
    case terminated

    /// What a host reports.
    public enum Report: Equatable, Sendable {
        /// The app starts.
        case launch
        /// The window got the input focus.
        case focusGained
        /// The window lost the input focus.
        case focusLost
        /// The window was minimized or hidden.
        case hidden
        /// The window was restored or shown again.
        case shown
        /// The app must quit (window closed, SIGTERM, SIGINT).
        case terminate
    }

    /// The app-delegate calls, named after UIKit's.
    public enum Step: Equatable, Sendable {
        case willFinishLaunching, didFinishLaunching
        case didBecomeActive, willResignActive
        case didEnterBackground, willEnterForeground
        case willTerminate

        /// The state the app is in while the delegate hears this step (so `applicationState`
        /// reads right inside each call, as UIKit documents it: still active while it hears
        /// `applicationWillResignActive(_:)`, still in the background while it hears
        /// `applicationWillEnterForeground(_:)`).
        public var state: AppLifecycle {
            switch self {
            case .didBecomeActive, .willResignActive: .active
            case .willEnterForeground: .background
            case .willFinishLaunching, .didFinishLaunching: .inactive
            case .didEnterBackground: .background
            case .willTerminate: .terminated
            }
        }
    }

    /// The state after `report`, and the steps that lead there, in order.
    public func after(_ report: Report) -> (state: AppLifecycle, steps: [Step]) {
        switch (self, report) {
        case (.terminated, _):
            return (self, [])
        case (.notRunning, .launch):
            return (.inactive, [.willFinishLaunching, .didFinishLaunching])
        case (.notRunning, .terminate):
            return (.terminated, [])
        case (.notRunning, _), (_, .launch):
            return (self, [])
        case (_, .terminate):
            var steps: [Step] = []
            if self == .active { steps.append(.willResignActive) }
            if self != .background { steps.append(.didEnterBackground) }
            return (.terminated, steps + [.willTerminate])
        case (.inactive, .focusGained):
            return (.active, [.didBecomeActive])
        case (.active, .focusLost):
            return (.inactive, [.willResignActive])
        case (.active, .hidden):
            return (.background, [.willResignActive, .didEnterBackground])
        case (.inactive, .hidden):
            return (.background, [.didEnterBackground])
        case (.background, .shown):
            return (.inactive, [.willEnterForeground])
        case (.background, .focusGained):
            return (.active, [.willEnterForeground, .didBecomeActive])
        case (.active, .focusGained), (.active, .shown), (.inactive, .focusLost), (.inactive, .shown),
             (.background, .focusLost), (.background, .hidden):
            return (self, [])
        }
    }
}
