import Foundation

extension UIGestureRecognizer {
    /// Makes `other` a prerequisite: this recognizer recognizes only once `other` has failed
    /// (a single tap that waits for a double tap to fail).
    public func require(toFail other: UIGestureRecognizer) {
        guard other !== self else { return }
        failureRequirements.append(WeakRecognizer(recognizer: other))
        other.dependents.append(WeakRecognizer(recognizer: self))
    }

    /// Whether the view it is attached to and the views its touches began in let it begin
    /// (`UIView.gestureRecognizerShouldBegin(_:)`).
    private var viewsAllowBeginning: Bool {
        var asked: [UIView] = view.map { [$0] } ?? []
        for touch in trackedTouches { if let v = touch.view, !asked.contains(where: { $0 === v }) { asked.append(v) } }
        return asked.allSatisfy { $0.gestureRecognizerShouldBegin(self) }
    }

    /// Applies a state change with UIKit's rules.
    func transition(to new: State) {
        let old = currentState
        guard new != old || new == .changed else { return }
        if old == .possible, new == .began || new == .ended {
            guard delegate?.gestureRecognizerShouldBegin(self) ?? true, viewsAllowBeginning else { return transition(to: .failed) }
            let requirements = failureRequirements.compactMap(\.recognizer)
            if requirements.contains(where: { $0.state == .began || $0.state == .changed || $0.state == .ended }) {
                return transition(to: .failed)
            }
            if requirements.contains(where: { $0.state == .possible }) {
                pendingState = new          // wait for them to fail
                return
            }
            pendingState = nil
            currentState = new
            view?.window?.recognizerDidRecognize(self, touches: trackedTouches, event: currentEvent)
            for d in dependents.compactMap(\.recognizer) { d.requirementRecognized() }
        } else {
            currentState = new
        }
        switch new {
        case .began, .changed, .ended, .cancelled: sendActions()
        case .failed:
            setDeadline(nil)
            for d in dependents.compactMap(\.recognizer) { d.requirementFailed() }
            view?.window?.recognizerDidFail(self)
        case .possible: break
        }
        if new.isFinished { setDeadline(nil) }
        if new.isFinished, trackedTouches.isEmpty, currentEvent == nil { startOver() }
    }

    /// A prerequisite failed: a held-back recognition goes ahead when none is left undecided.
    func requirementFailed() {
        guard let pending = pendingState, currentState == .possible else { return }
        let requirements = failureRequirements.compactMap(\.recognizer)
        guard !requirements.contains(where: { $0.state == .possible }) else { return }
        pendingState = nil
        transition(to: pending)
    }

    /// A prerequisite recognized: this one can no longer recognize.
    func requirementRecognized() {
        if currentState == .possible { pendingState = nil; transition(to: .failed) }
    }

    /// True while the recognizer may still recognize (possible, or holding a recognition back).
    var isUndecided: Bool { currentState == .possible }

    /// Whether this recognizer holds back `phase` of `touch` from the touch's view: it has not
    /// decided about that touch yet — it tracks it, or waits for more after it (a double tap's
    /// first tap, or a recognition held for another to fail). One that failed and started over is
    /// done with the touch.
    func delays(_ phase: UITouch.Phase, of touch: UITouch) -> Bool {
        guard isUndecided, isEnabled, trackedTouches.contains(touch) || waitsAfterTouchesEnded || pendingState != nil else { return false }
        return phase == .began ? delaysTouchesBegan : (phase == .ended && delaysTouchesEnded)
    }

    /// Back to `.possible` with `reset()`, once the touches are gone and the gesture is over.
    func startOver() {
        reset()
        currentState = .possible
        pendingState = nil
    }

    /// Delivers the recognizer's share of an event, phase by phase.
    func deliver(_ touches: Set<UITouch>, event: UIEvent) {
        guard isEnabled else { return }
        currentEvent = event
        defer { currentEvent = nil }
        let began = touches.filter { $0.phase == .began }
        let moved = touches.filter { $0.phase == .moved }
        let ended = touches.filter { $0.phase == .ended }
        let cancelled = touches.filter { $0.phase == .cancelled }
        trackedTouches.formUnion(began)
        lastLocation = location(in: nil)
        guard isActive, pendingState == nil else { trackedTouches.subtract(ended.union(cancelled)); return }
        if !began.isEmpty { touchesBegan(began, with: event) }
        if !moved.isEmpty, isActive { touchesMoved(moved, with: event) }
        lastLocation = location(in: nil)
        if !ended.isEmpty, isActive { touchesEnded(ended, with: event) }
        if !cancelled.isEmpty, isActive { touchesCancelled(cancelled, with: event) }
        trackedTouches.subtract(ended.union(cancelled))
        if trackedTouches.isEmpty, state == .possible, pendingState == nil, !waitsAfterTouchesEnded,
           !ended.union(cancelled).isEmpty {
            state = .failed
        }
    }

    /// After an event: a finished recognizer whose touches are all gone starts over.
    func resetIfTouchesEnded(event: UIEvent) {
        guard trackedTouches.isEmpty, state.isFinished else { return }
        startOver()
    }

    /// Whether this recognizer may recognize together with `other`: a delegate of either allows it.
    func canRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
        (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) ?? false)
    }

    func shouldReceive(_ touch: UITouch) -> Bool {
        delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
    }
}

extension UIGestureRecognizer {
    /// A continuous gesture moved: it begins once `condition` holds, then reports changes.
    func continueGesture(beginningWhen condition: @autoclosure () -> Bool) {
        switch state {
        case .possible: if condition() { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// A continuous gesture's fingers lifted: it ends if it began, else fails.
    func endGesture() {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }
}
