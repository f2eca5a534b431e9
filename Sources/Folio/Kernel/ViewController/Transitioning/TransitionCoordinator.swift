import Foundation
import FolioCore

/// The coordinator of one presentation, dismissal or container transition, what
/// `UIViewController.transitionCoordinator` returns while it runs. Alongside animations
/// registered before the transition's animations start (in `viewWillAppear(_:)`, in a
/// presentation controller's `presentationTransitionWillBegin()`) join them when they start — in
/// a gesture-driven transition they are scrubbed with them; those registered later start at once.
/// Completions run when the transition ends, before the controllers' did-appear calls.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void

    /// Where the transition is: its alongside animations wait, run, or it is over.
    enum Phase: Equatable {
        case waiting
        case running
        case ended(cancelled: Bool)
    }

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let transitionDuration: TimeInterval
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    /// The custom transition's context, when a transitioning delegate's or container delegate's
    /// animator runs it (its interactive state and progress are the coordinator's).
    weak var context: TransitionContext?
    private(set) var phase = Phase.waiting
    private(set) var initiallyInteractive = false
    /// A gesture driving the transition without a context (the navigation controller's edge pop).
    enum Hand: Equatable {
        case none
        case driving
        case released(cancelled: Bool)
    }
    private var hand = Hand.none
    private var pending: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle, duration: TimeInterval,
         from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        transitionDuration = animated ? max(0, duration.finiteOr(0)) : 0
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        if let from { controllers[.from] = from }
        if let to { controllers[.to] = to }
        self.controllers = controllers
        var views: [UITransitionContextViewKey: UIView] = [:]
        if let fromView { views[.from] = fromView }
        if let toView { views[.to] = toView }
        self.views = views
    }

    /// The coordinator of `context`'s transition (which then holds it until it completes).
    convenience init(context: TransitionContext) {
        self.init(container: context.containerView, animated: context.isAnimated, style: context.presentationStyle,
                  duration: context.animator.transitionDuration(using: context),
                  from: context.viewController(forKey: .from), to: context.viewController(forKey: .to),
                  fromView: context.view(forKey: .from), toView: context.view(forKey: .to))
        self.context = context
        context.coordinator = self
    }

    /// Makes this the coordinator of `controllers` (and their children) for the transition's length.
    func attach(to controllers: [UIViewController]) {
        for vc in controllers { vc.presentation.coordinator = self }
        attached = controllers.map { Weak($0) }
    }

    /// The controllers no longer take part.
    func detach() {
        for box in attached where box.value?.presentation.coordinator === self { box.value?.presentation.coordinator = nil }
        attached.removeAll()
    }

    private struct Weak { weak var value: UIViewController?; init(_ v: UIViewController) { value = v } }
    private var attached: [Weak] = []

    var isInterruptible: Bool { false }
    var isInteractive: Bool { context?.isInteractive ?? (hand == .driving) }
    var isCancelled: Bool {
        if case .ended(let cancelled) = phase { return cancelled }
        if let context { return context.transitionWasCancelled }
        return hand == .released(cancelled: true)
    }
    var percentComplete: CGFloat {
        if case .ended = phase { return isCancelled ? 0 : 1 }
        return context?.percentComplete ?? 0
    }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        if case .ended = phase { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if phase == .running { run(animation) } else { pending.append(animation) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        if case .ended = phase { return }
        interactionHandlers.append(handler)
    }

    /// The transition's own animations have started (inside an animation capture when a gesture
    /// drives them): the waiting alongside animations join them.
    func startAlongside(interactive: Bool) {
        guard phase == .waiting else { return }
        initiallyInteractive = interactive
        phase = .running
        let waiting = pending
        pending.removeAll()
        waiting.forEach(run)
    }

    /// A gesture starts driving the transition by hand (no context, no alongside animations yet).
    func beginByHand() {
        hand = .driving
        initiallyInteractive = true
    }

    /// The gesture let go: the interaction handlers hear it; a finishing transition's alongside
    /// animations run with the rest of it.
    func letGo(cancelled: Bool) {
        hand = .released(cancelled: cancelled)
        interactionChanged()
        if !cancelled {
            let interactive = initiallyInteractive
            startAlongside(interactive: interactive)
        } else {
            pending.removeAll()
        }
    }

    /// A gesture let go: the interaction handlers hear whether the transition finishes or not.
    func interactionChanged() {
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        handlers.forEach { $0(self) }
    }

    /// The transition is over: the completions run, once.
    func end(cancelled: Bool) {
        if case .ended = phase { return }
        if phase == .waiting, !cancelled {
            // Completed before its animations started (an animator that completes at once):
            // the alongside changes apply now.
            let waiting = pending
            phase = .running
            UIView.performWithoutAnimation { waiting.forEach { $0(self) } }
        }
        pending.removeAll()
        phase = .ended(cancelled: cancelled)
        let run = completions
        completions.removeAll()
        interactionHandlers.removeAll()
        run.forEach { $0(self) }
    }

    private func run(_ animation: @escaping Block) {
        guard isAnimated, transitionDuration > 0 else {
            UIView.performWithoutAnimation { animation(self) }
            return
        }
        UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: { animation(self) })
    }
}
