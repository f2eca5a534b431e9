//
//  CardCarouselLayout.swift
//  PhotoBrowser
//

import UIKit

/// Attributes that also say how far a card is from the centre.
final class CardLayoutAttributes: UICollectionViewLayoutAttributes {
    var distanceFromCenter: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CardLayoutAttributes
        copy.distanceFromCenter = distanceFromCenter
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CardLayoutAttributes else { return false }
        return other.distanceFromCenter == distanceFromCenter && super.isEqual(object)
    }
}

/// A horizontal row of cards: the centred one full size, the others smaller, and a flick always
/// stops with a card in the middle.
public final class CardCarouselLayout: UICollectionViewFlowLayout {

    public var sideScale: CGFloat = 0.8
    private var lastSize = CGSize.zero

    public override init() {
        super.init()
        scrollDirection = .horizontal
        minimumLineSpacing = 16
    }

    required init?(coder aDecoder: NSCoder) {
        return nil
    }

    public override class var layoutAttributesClass: AnyClass {
        return CardLayoutAttributes.self
    }

    public override func prepare() {
        super.prepare()
        guard let collectionView = collectionView, !collectionView.bounds.size.equalTo(lastSize) else { return }
        lastSize = collectionView.bounds.size
        itemSize = CGSize(width: lastSize.width * 0.7, height: lastSize.height * 0.8)
        let inset = (lastSize.width - itemSize.width) / 2
        sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { original in
            let card = original.copy() as! CardLayoutAttributes
            card.distanceFromCenter = abs(card.center.x - centerX)
            let ratio = min(card.distanceFromCenter / (itemSize.width + minimumLineSpacing), 1)
            let scale = 1 - (1 - sideScale) * ratio
            card.transform = CGAffineTransform(scaleX: scale, y: scale)
            card.zIndex = Int((1 - ratio) * 10)
            return card
        }
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                             withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let pageWidth = itemSize.width + minimumLineSpacing
        let page = (proposedContentOffset.x / pageWidth).rounded()
        let count = CGFloat(collectionView.numberOfItems(inSection: 0))
        return CGPoint(x: max(0, min(page, count - 1)) * pageWidth, y: proposedContentOffset.y)
    }
}
