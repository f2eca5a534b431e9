import Foundation
@_spi(Rendering) import FolioLayers
import FolioCore
import Logging

/// The application: its windows, its input queue and its frame pipeline.
///
/// Each frame is one `tick(at:)`: (1) deliver queued input, (2) advance animations and scroll
/// physics to `now`, (3) lay out, (4) report whether anything must be rendered. A host owns the
/// clock and calls `tick(at:)`; nothing here reads a clock.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    static var log: Logger { Logger(label: "folio.application") }  // made per use: honours a later LoggingSystem.bootstrap

    private static var sharedInstance: UIApplication?

    /// Dispatches an event, as UIKit's: touches to their window's `sendEvent(_:)`, motion and
    /// remote-control events to the key window's first responder (see `UIWindow`'s rules).
    /// Subclasses override it to see every event, calling `super`.
    open func sendEvent(_ event: UIEvent) { dispatch(event) }

    /// Whether shaking the device offers to undo or redo the key window's last edit (an alert
    /// titled "Undo Typing"). Default true, as in UIKit.
    open var applicationSupportsShakeToEdit = true

    /// A shake no responder handled ends here: with `applicationSupportsShakeToEdit`, the key
    /// window offers its undo manager's last step (when the area that shows alerts offers it).
    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        super.motionEnded(motion, with: event)
        if motion == .motionShake, applicationSupportsShakeToEdit, let offering = keyWindow as? any ShakeToEditOffering {
            offering.offerShakeToEdit()
        }
    }
    /// The application of the process, for UIKit-style code: the one launched last with an app
    /// delegate (`UIApplicationMain`, `@main`, a test's `HeadlessApp(delegate:)`), else one made on
    /// first use. Tests may create their own applications instead.
    public static var shared: UIApplication {
        if let app = sharedInstance { return app }
        let app = UIApplication()
        sharedInstance = app
        return app
    }
    /// The shared application when there is one (none is made).
    static var current: UIApplication? { sharedInstance }
    /// The application whose frame ran last: its clock is Core Animation's media time.
    static weak var lastTicked: UIApplication?
    /// How many frames have run.
    public private(set) var frameNumber = 0
    /// Makes `app` the shared application (the launch does it).
    static func makeShared(_ app: UIApplication) { sharedInstance = app }

    /// The scenes connected, in the order they connected (`connectedScenes`).
    var sceneList: [UIScene] = []
    /// The sessions open, in the order they opened (`openSessions`).
    var sessionList: [UISceneSession] = []

    /// The app delegate: told of launching, activation, the background and termination
    /// (UIKit's `delegate`; here the application keeps it alive).
    public internal(set) var delegate: (any UIApplicationDelegate)?
    /// The states of an app's life, from not running to terminated.
    public typealias Lifecycle = AppLifecycle
    /// Where the app's life stands (`applicationState` is UIKit's view of it).
    public internal(set) var lifecycle: Lifecycle = .notRunning
    /// Where UI state is saved when the delegate opts in (`application(_:shouldSaveSecureApplicationState:)`);
    /// nil: state is neither saved nor restored. Hosts set it to the app's sandbox archive.
    public var stateArchive: (any StateStore)?

    /// The windows, in the order they were attached.
    public private(set) var windows: [UIWindow] = []
    /// The app-wide status bar style set with `setStatusBarStyle(_:animated:)`; nil (the default)
    /// lets view controllers decide.
    public internal(set) var statusBarStyle: UIStatusBarStyle?
    /// Whether remote-control events are delivered (`beginReceivingRemoteControlEvents()`).
    var isReceivingRemoteControlEvents = false
    /// The desktop's appearance for this application's windows (`setUserInterfaceStyle(_:)`).
    var appearanceStyle = AppearanceSetting.initial
    /// The window receiving events.
    public private(set) weak var keyWindow: UIWindow?
    /// The time of the current frame (or of the input being delivered), seconds.
    public private(set) var currentTime: TimeInterval = 0

    private var pendingInputs: [InputEvent] = []
    private var pendingFrameTime: TimeInterval = 0
    var activeTouches: [Int: UITouch] = [:]
    private var animators: [any FrameAnimating] = []
    var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
    /// Ended touches whose view deliveries wait for a recognizer to decide.
    var heldTouches: [UITouch] = []

    /// Touches, active or ended, with view deliveries waiting for recognizers.
    var touchesAwaitingDelivery: [UITouch] {
        (Array(activeTouches.values) + heldTouches).filter { !$0.delayedPhases.isEmpty }
    }

    /// Runs Core Animation's layer animations on this application's clock.
    lazy var layerAnimations: LayerAnimationEngine = {
        LayerAnimationEngine(clock: self) { layer in
            OffscreenRendering.image(of: layer).map { LayerImage(storage: $0.storage, size: $0.size, scale: $0.scale) }
        }
    }()

    /// Creates an application with no windows (required: `UIApplicationMain` makes the principal class).
    public required override init() {
        super.init()
        LayerAnimationEngine.fallback = { (UIApplication.lastTicked ?? UIApplication.current)?.layerAnimations }
    }

    /// Adds a window and makes it key.
    public func attach(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        window.application = self
        keyWindow = window
        window.setNeedsRender()
    }

    /// Takes a window out of the application (its scene went): the last other window becomes key.
    func detach(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = windows.last { !$0.isHidden } }
    }

    /// Makes `window` the key window (it takes keys and input) without changing what is shown.
    func makeKey(_ window: UIWindow) {
        guard windows.contains(where: { $0 === window }) else { return }
        keyWindow = window
    }

    /// Queues raw input for the next frame.
    public func enqueue(_ input: InputEvent) { pendingInputs.append(input) }

    /// Registers something that moves with time until its `advance(to:)` returns false. In an
    /// application no host ticks, this starts its frames on the main run loop (`RunLoopClock`).
    public func addAnimator(_ animator: any FrameAnimating) {
        if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
        if !isHosted { runLoopClock.start() }
    }

    /// Whether anyone but the run loop's clock has run a frame: a window host, a headless app, a
    /// test ticking by hand. Their clock is then the only time the application sees.
    public private(set) var isHosted = false
    /// Runs frames in real time while no host does.
    private lazy var runLoopClock = RunLoopClock(application: self)

    /// Asks for a frame soon: a host's when one ticks the application (the damage asked for it),
    /// else one of the run loop's.
    package func requestFrame() {
        if !isHosted { runLoopClock.start() }
    }

    /// Stops advancing an animator.
    public func removeAnimator(_ animator: any FrameAnimating) { animators.removeAll { $0 === animator } }

    /// True when no input is queued, no finger is down and nothing animates.
    public var isIdle: Bool { pendingInputs.isEmpty && activeTouches.isEmpty && animators.isEmpty }

    /// Every finger on the screen now.
    public var allActiveTouches: Set<UITouch> { Set(activeTouches.values) }

    /// Whether any window must be rendered.
    public var needsRender: Bool { windows.contains { $0.needsRender } }

    /// Runs one frame at `now` (seconds) and returns whether a render is needed.
    /// Time never runs backwards: an earlier `now` is treated as the current time.
    @discardableResult
    public func tick(at now: TimeInterval) -> Bool {
        if !isHosted, !runLoopClock.isTicking {
            isHosted = true
            runLoopClock.stop()
        }
        let now = now.isFinite ? max(now, currentTime) : currentTime
        // 1. Input, each at its own timestamp (never later than this frame).
        let inputs = pendingInputs
        pendingInputs.removeAll()
        pendingFrameTime = now
        deliver(inputs)
        // 2. Animations and physics.
        currentTime = now
        UIApplication.lastTicked = self
        frameNumber += 1
        for animator in animators where !animator.advance(to: now) { removeAnimator(animator) }
        for w in windows { (w.firstResponderRef as? any ClockFollowing)?.clockDidAdvance(to: now) }
        // 3. Layout.
        for w in windows { w.layoutIfNeeded() }
        for w in windows where w.focusRing != nil { w.updateFocusRing() }
        for w in windows { w.finishAppearanceTransitions() }
        CATransaction.endImplicitTransaction()
        // 4. Display: the layers that wait for their content and are shown draw it.
        LayerDisplayQueue.displayPending { $0.isShownInWindow }
        // 5. Render?
        return needsRender
    }

    private func deliver(_ inputs: [InputEvent]) {
        guard let window = keyWindow else { return }
        var batch: [(id: Int, phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval)] = []
        func flush() {
            if !batch.isEmpty { deliverTouches(batch, window: window) }
            batch.removeAll()
        }
        for input in inputs {
            currentTime = min(max(currentTime, input.timestamp.finiteOr(currentTime)), pendingFrameTime)
            switch input {
            case let .touch(id, phase, location, timestamp):
                // Fingers that change at the same moment travel in one event, as UIKit's do.
                if let first = batch.first, first.timestamp != timestamp || batch.contains(where: { $0.id == id }) { flush() }
                if phase == .began { window.hideShortcutList() }   // a touch is not a wait for the list
                batch.append((id, phase, location, timestamp))
            case let .scrollWheel(delta, location, timestamp):
                flush()
                window.handleScrollWheel(delta: delta, at: location, timestamp: timestamp)
            case let .key(key, _):
                flush()
                window.handleKey(key)
            case let .pointer(location, _):
                flush()
                window.handlePointer(at: location)
            case let .secondaryClick(location, _):
                flush()
                window.handleSecondaryClick(at: location)
            case let .system(subtype, phase, timestamp):
                flush()
                guard !subtype.isRemoteControl || isReceivingRemoteControlEvents else { continue }
                let event = UIEvent(type: subtype.isRemoteControl ? .remoteControl : .motion, subtype: subtype,
                                    timestamp: timestamp, touches: [])
                event.motionPhase = phase
                sendEvent(event)
            }
        }
        flush()
    }

    /// Cancels every active touch (UIKit sends `touchesCancelled` when the system interrupts).
    public func cancelAllTouches() {
        for (id, t) in activeTouches.sorted(by: { $0.key < $1.key }) {
            enqueue(.touch(id: id, phase: .cancelled, location: t.locationInWindow, timestamp: currentTime))
        }
    }

}

/// The application's frame clock is the one its layers animate on.
extension UIApplication: LayerClock {}
