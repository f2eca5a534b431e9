import Foundation
import FolioCore

/// One length of a compositional layout's size: a fraction of the container's width or height,
/// points, or an estimate: UIKit's `NSCollectionLayoutDimension`. (Estimated lengths are used as
/// given: cells do not size themselves yet.)
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension {
    let value: CompositionalGeometry.Dimension
    init(_ value: CompositionalGeometry.Dimension) { self.value = value }

    /// `fraction` of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth(fraction)) }
    /// `fraction` of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight(fraction)) }
    /// `points` points.
    public static func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute(points)) }
    /// About `points` points.
    public static func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated(points)) }

    /// Whether it is a fraction of the width.
    public var isFractionalWidth: Bool { if case .fractionalWidth = value { true } else { false } }
    /// Whether it is a fraction of the height.
    public var isFractionalHeight: Bool { if case .fractionalHeight = value { true } else { false } }
    /// Whether it is in points.
    public var isAbsolute: Bool { if case .absolute = value { true } else { false } }
    /// Whether it is an estimate.
    public var isEstimated: Bool { if case .estimated = value { true } else { false } }
    /// The fraction or the points.
    public var dimension: CGFloat {
        switch value {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v): v
        }
    }
}

/// A width and a height: UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension
    /// A size of these dimensions.
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
    var core: CompositionalGeometry.Size { .init(width: widthDimension.value, height: heightDimension.value) }
}
