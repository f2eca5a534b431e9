import Foundation
import FolioCore

/// One `UIView.animate` call: its timing and the property animations it started.
@MainActor
final class AnimationGroup {
    enum Timing { case curve(TimingCurve), spring(damping: CGFloat) }

    let start: TimeInterval
    let delay: TimeInterval
    let duration: TimeInterval
    let timing: Timing
    let allowsInteraction: Bool
    private var completion: (@MainActor (Bool) -> Void)?
    var animations: [(view: UIView, animation: PropertyAnimation)] = []
    /// False once any of its animations was interrupted.
    var finished = true

    init(start: TimeInterval, delay: TimeInterval, duration: TimeInterval, timing: Timing, allowsInteraction: Bool,
         completion: (@MainActor (Bool) -> Void)?) {
        self.start = start; self.delay = delay; self.duration = duration; self.timing = timing
        self.allowsInteraction = allowsInteraction; self.completion = completion
    }

    var end: TimeInterval { start + delay + duration }

    /// Eased progress at `time`: 0 during the delay, 1 at the end.
    func progress(at time: TimeInterval) -> CGFloat {
        guard duration > 0 else { return time >= start + delay ? 1 : 0 }
        let x = CGFloat(min(max((time - start - delay) / duration, 0), 1))
        switch timing {
        case .curve(let c): return c.value(at: x)
        case .spring(let zeta):
            if x >= 1 { return 1 }
            // A unit step response that has settled (e^{-ζωT} = 0.001) by the end.
            let omega = log(1000) / zeta
            if zeta >= 1 { return 1 - (1 + omega * x) * exp(-omega * x) }
            let wd = omega * sqrt(1 - zeta * zeta)
            return 1 - exp(-zeta * omega * x) * (cos(wd * x) + zeta * omega / wd * sin(wd * x))
        }
    }

    /// Writes presentation values at `time`; returns whether the group still runs.
    func apply(at time: TimeInterval) -> Bool {
        let p = progress(at: time)
        let done = time >= end
        for (view, a) in animations where view.animationStorage.running[a.property] === a {
            if done {
                view.animationStorage.running[a.property] = nil
                view.animationStorage.overrides[a.property] = nil
            } else {
                view.animationStorage.overrides[a.property] = a.from.interpolated(to: a.to, p)
            }
            view.setNeedsDisplay()
        }
        if done { finish() }
        return !done
    }

    /// Calls the completion once.
    func finish() {
        guard let c = completion else { return }
        completion = nil
        c(finished)
    }
}

/// One property of one view moving from `from` to `to` as part of a group.
@MainActor
final class PropertyAnimation {
    let property: AnimatedProperty
    let from: AnimatedValue
    let to: AnimatedValue
    unowned let group: AnimationGroup
    init(property: AnimatedProperty, from: AnimatedValue, to: AnimatedValue, group: AnimationGroup) {
        self.property = property; self.from = from; self.to = to; self.group = group
    }
}

/// Advances every running animation group on the frame clock.
@MainActor
final class ViewAnimator: FrameAnimating {
    weak var application: UIApplication?
    private var groups: [AnimationGroup] = []

    func add(_ group: AnimationGroup) {
        groups.append(group)
        application?.addAnimator(self)
    }

    func advance(to time: TimeInterval) -> Bool {
        groups = groups.filter { $0.apply(at: time) }
        return !groups.isEmpty
    }
}

extension UIView {
    /// Starts `animation`, interrupting (finished = false) one already running on that property.
    func attach(_ animation: PropertyAnimation) {
        if let old = animationStorage.running[animation.property] { old.group.finished = false }
        animationStorage.running[animation.property] = animation
        animation.group.animations.append((self, animation))
    }

    /// A property was set: inside an animation block it is recorded (from what is on screen);
    /// outside one, a running animation of it stops (its completion gets false).
    func propertyWillChange(_ property: AnimatedProperty) {
        if let recorder = AnimationRecorder.current {
            recorder.record(self, property, from: presentationValue(property))
        } else if let running = animationStorage.running[property] {
            running.group.finished = false
            animationStorage.running[property] = nil
            animationStorage.overrides[property] = nil
        }
    }

    /// Whether an animation that does not allow interaction is running on the view.
    var isAnimatingWithoutInteraction: Bool {
        animationStorage.running.values.contains { !$0.group.allowsInteraction }
    }
}
