import Foundation
import Testing
@testable import Folio
@testable import FolioCairo
import FolioTesting
import FolioCore

/// Views turned in three dimensions, as cube and flip transitions and cover-flow layouts turn
/// them: drawn through the full 4 × 4 projection.
@MainActor
@Suite("3-D transforms drawn with perspective")
struct Transform3DDrawingTests {
    static let red = RGBA(r: 255, g: 0, b: 0, a: 255), blue = RGBA(r: 0, g: 0, b: 255, a: 255)

    /// A 200-point card, red on the left, blue on the right, in a 400 × 300 white container
    /// whose sublayer transform gives perspective 500 points away.
    static func scene() -> (container: UIView, card: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        container.backgroundColor = .white
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.layer.sublayerTransform = perspective
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200)); left.backgroundColor = .red
        let right = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 200)); right.backgroundColor = .blue
        card.addSubview(left); card.addSubview(right)
        container.addSubview(card)
        return (container, card)
    }

    @Test("a card turned 40° about its vertical axis lands where the projection puts every point, within a pixel; its near edge is taller")
    func projected() throws {
        let (container, card) = Self.scene()
        card.transform3D = CATransform3DMakeRotation(.pi * 40 / 180, 0, 1, 0)
        #expect(!CATransform3DIsAffine(card.transform3D) || card.layer.transform == card.transform3D)
        let shot = try CairoRenderer.image(of: container, scale: 2, background: .white)
        let map = try #require(card.depthMapToSuperview)
        for x in stride(from: CGFloat(8), through: 192, by: 23) {
            for y in stride(from: CGFloat(8), through: 192, by: 23) where abs(x - 100) > 6 {
                let p = try #require(PerspectiveMesh.project(CGPoint(x: x, y: y), through: map))
                #expect(shot.color(at: p) == (x < 100 ? Self.red : Self.blue), "card point (\(x), \(y)) at \(p)")
            }
        }
        let topLeft = try #require(PerspectiveMesh.project(.zero, through: map))
        let bottomLeft = try #require(PerspectiveMesh.project(CGPoint(x: 0, y: 200), through: map))
        let topRight = try #require(PerspectiveMesh.project(CGPoint(x: 200, y: 0), through: map))
        let bottomRight = try #require(PerspectiveMesh.project(CGPoint(x: 200, y: 200), through: map))
        #expect(bottomLeft.y - topLeft.y > bottomRight.y - topRight.y + 20)
        // No seam between the pieces: across the middle every pixel is the card's red or blue
        // (or their mix at the line between the halves).
        let middle = try #require(PerspectiveMesh.project(CGPoint(x: 100, y: 100), through: map))
        for px in Int((topLeft.x + 1) * 2)..<Int((topRight.x - 1) * 2) {
            let c = shot.pixel(x: px, y: Int(middle.y * 2))
            #expect(c.g < 30 && Int(c.r) + Int(c.b) > 240, "pixel \(px): \(c)")
        }
        #expect(shot.color(at: CGPoint(x: topRight.x - 3, y: (topRight.y + bottomRight.y) / 2)) == Self.blue)
        #expect(shot.color(at: CGPoint(x: topRight.x - 3, y: topLeft.y + 2)) == RGBA(r: 255, g: 255, b: 255, a: 255),
                "above the far edge's top: the far edge is shorter")
    }

    @Test("a touch on a turned card finds the card's half under the finger, through the projection")
    func hitTesting() throws {
        let (container, card) = Self.scene()
        card.transform3D = CATransform3DMakeRotation(.pi * 40 / 180, 0, 1, 0)
        let map = try #require(card.depthMapToSuperview)
        let onRight = try #require(PerspectiveMesh.project(CGPoint(x: 190, y: 100), through: map))
        let onLeft = try #require(PerspectiveMesh.project(CGPoint(x: 10, y: 100), through: map))
        #expect(container.hitTest(onRight, with: nil) === card.subviews[1])
        #expect(container.hitTest(onLeft, with: nil) === card.subviews[0])
        let back = try #require(PerspectiveMesh.unproject(onRight, through: map))
        #expect(abs(back.x - 190) < 1e-6 && abs(back.y - 100) < 1e-6)
        // Just past the far edge (x = 200 on the plane is nearer the middle than the flat card's edge).
        #expect(container.hitTest(CGPoint(x: 296, y: 150), with: nil) === container)
    }

    @Test("a layer that is not double-sided is not drawn once it turns its back; a double-sided one shows its mirror image")
    func backFace() throws {
        let (container, card) = Self.scene()
        card.transform3D = CATransform3DMakeRotation(.pi * 0.85, 0, 1, 0)
        let mirrored = try CairoRenderer.image(of: container, scale: 1, background: .white)
        #expect(mirrored.color(at: CGPoint(x: 170, y: 150)) == Self.blue, "seen from behind, the blue half is on the left")
        card.layer.isDoubleSided = false
        let hidden = try CairoRenderer.image(of: container, scale: 1, background: .white)
        for x in stride(from: CGFloat(110), through: 290, by: 20) {
            #expect(hidden.color(at: CGPoint(x: x, y: 150)) == RGBA(r: 255, g: 255, b: 255, a: 255))
        }
    }

    @Test("setting transform replaces a 3-D transform; an affine transform3D is the transform; a non-finite one is refused")
    func properties() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var t = CATransform3DMakeRotation(0.5, 1, 0, 0)
        t.m34 = -0.002
        view.transform3D = t
        #expect(view.transform3D == t && view.layer.transform == t && view.transform == .identity)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CATransform3DIsAffine(view.transform3D) && view.transform3D.m11 == 2)
        view.transform3D = CATransform3DMakeTranslation(5, 0, 0)
        #expect(view.transform == CGAffineTransform(translationX: 5, y: 0))
        view.transform3D = CATransform3DMakeScale(.infinity, 1, 1)
        #expect(view.transform == CGAffineTransform(translationX: 5, y: 0))
    }

    /// A flow layout that turns every cell 30° about its vertical axis, with perspective, as a
    /// cover-flow layout writes it.
    final class CoverFlow: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map { original in
                let a = original.copy() as! UICollectionViewLayoutAttributes
                var t = CATransform3DIdentity
                t.m34 = -1.0 / 400
                a.transform3D = CATransform3DRotate(t, .pi / 6, 0, 1, 0)
                return a
            }
        }
    }

    final class Cells: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            cell.backgroundColor = .red
            return cell
        }
    }

    @Test("a layout's transform3D reaches the cell and is drawn with perspective")
    func layoutAttributes() throws {
        let layout = CoverFlow()
        layout.itemSize = CGSize(width: 100, height: 160)
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 30
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 200), collectionViewLayout: layout)
        cv.backgroundColor = .white
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let cells = Cells()
        cv.dataSource = cells
        let root = UIViewController()
        root.view.addSubview(cv)
        let app = HeadlessApp(size: CGSize(width: 400, height: 200), scale: 1, rootViewController: root)
        app.tick()
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!CATransform3DIsAffine(cell.transform3D))
        let map = try #require(cell.depthMapToSuperview)
        let topLeft = try #require(PerspectiveMesh.project(.zero, through: map))
        let bottomLeft = try #require(PerspectiveMesh.project(CGPoint(x: 0, y: 160), through: map))
        let topRight = try #require(PerspectiveMesh.project(CGPoint(x: 100, y: 0), through: map))
        let bottomRight = try #require(PerspectiveMesh.project(CGPoint(x: 100, y: 160), through: map))
        #expect(abs((bottomLeft.y - topLeft.y) - (bottomRight.y - topRight.y)) > 4, "one edge nearer than the other")
        let shot = app.snapshot()
        let centre = try #require(PerspectiveMesh.project(CGPoint(x: 50, y: 80), through: map))
        #expect(shot.color(at: cv.convert(centre, to: nil)) == Self.red)
        withExtendedLifetime(cells) {}
    }
}

@MainActor
@Suite("3-D transforms animated")
struct Transform3DAnimationTests {
    @Test("UIView.animate turns a card about its vertical axis: an eighth turn a quarter of the way, edge-on halfway; at the end it shows its back")
    func animatedFlip() throws {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 400, height: 300), scale: 1, rootViewController: root)
        root.view.backgroundColor = .white
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.view.layer.sublayerTransform = perspective
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        card.backgroundColor = .red
        root.view.addSubview(card)
        app.tick()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            card.transform3D = CATransform3DMakeRotation(.pi * 0.999, 0, 1, 0)
        })
        #expect(!CATransform3DIsAffine(card.transform3D), "the model is at the end at once")
        app.advance(by: 0.25)
        let quarter = card.presentationTransform3D.apply(x: 100, y: 0, z: 0)
        #expect(abs(quarter.x - 100 * cos(.pi / 4)) < 2, "an eighth of a turn a quarter of the way: \(quarter)")
        app.advance(by: 0.25)
        let shot = app.snapshot()
        let half = card.presentationTransform3D.apply(x: 100, y: 0, z: 0)
        #expect(abs(half.x) < 1 && abs(abs(half.z) - 100) < 1, "edge-on at the middle, its edge turned toward the eye: \(half)")
        #expect(shot.color(at: CGPoint(x: 150, y: 150)) == RGBA(r: 255, g: 255, b: 255, a: 255), "no card face left of the middle")
        app.advance(by: 0.6)
        #expect(card.presentationTransform3D == card.transform3D)
        let end = app.snapshot()
        #expect(end.color(at: CGPoint(x: 200, y: 150)) == RGBA(r: 255, g: 0, b: 0, a: 255), "its back, double-sided")
    }

    @Test("a property animator scrubs a 3-D turn and reverses it back to flat")
    func scrubbedTurn() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 400, height: 300), scale: 1, rootViewController: root)
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        root.view.addSubview(card)
        app.tick()
        var turned = CATransform3DIdentity
        turned.m34 = -1.0 / 500
        turned = CATransform3DRotate(turned, .pi / 2, 1, 0, 0)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.transform3D = turned }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        let p = card.presentationTransform3D.apply(x: 0, y: 100, z: 0)
        #expect(abs(p.y / p.w - 100 * cos(.pi / 4) / p.w) < 1 || abs(p.y - 100 * cos(.pi / 4)) < 2, "\(p)")
        animator.isReversed = true
        animator.startAnimation()
        app.advance(by: 1)
        #expect(CATransform3DIsIdentity(card.transform3D), "back flat, the model too")
    }
}
