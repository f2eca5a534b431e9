import Foundation
import FolioCore
import FolioGraphics

extension CALayer {
    /// The action for `event` (a property's key): from the delegate's `action(for:forKey:)`, then
    /// `actions` (an `NSNull` from either means none),
    /// else the default — a basic animation from the value on screen to the new one, with the
    /// transaction's duration and timing function. Views' layers have no implicit actions (UIKit's
    /// view answers `NSNull` outside animation blocks).
    package func lookUpAction(forKey event: String) -> (any CAAction)? {
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The action Core Animation gives a property by default: an animation of it.
    package static func implicitAnimation(forKey event: String) -> (any CAAction)? {
        guard LayerKeyPath(event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// A model property changed from `old`: a standalone layer that is already on screen runs
    /// its action (an implicit animation starting from what was on screen).
    package func propertyDidChange(_ property: LayerProperty, from old: LayerValue) {
        guard !backsView, !isPresentationCopy, let attached = attachedFrame, superlayer != nil,
              let frame = animationEngine?.clock?.frameNumber, attached < frame,
              !CATransaction.disableActions(), let action = action(forKey: property.rawValue) else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            // Start from what is on screen: a running animation's value, else the old model value.
            guard let running = basic.copy() as? CABasicAnimation else { return }
            running.fromValue = (presentedValue(property) ?? old).boxed
            add(running, forKey: property.rawValue)
        } else {
            action.run(forKey: property.rawValue, object: self, arguments: nil)
        }
    }
}
