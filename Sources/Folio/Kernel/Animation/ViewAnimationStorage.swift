import Foundation

/// What a view keeps for its animations: the animation running per property, and the value each
/// shows now (what is drawn, until the animation ends).
@MainActor
struct ViewAnimationStorage {
    /// The animation running per property.
    var running: [AnimatedProperty: PropertyAnimation] = [:]
    /// The value shown per animated property.
    var overrides: [AnimatedProperty: AnimatedValue] = [:]
}
