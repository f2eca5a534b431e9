import Foundation
import Testing
@testable import FolioCore

@Suite("Geometry")
struct GeometryTests {
    @Test("affine transforms compose in Core Graphics' order")
    func composition() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        // scaledBy applies the scale first, then the translation.
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(r)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test("inverting undoes a transform; a singular one is returned unchanged")
    func inversion() {
        let t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -7).scaledBy(x: 2, y: 3)
        let p = CGPoint(x: 3, y: 4).applying(t).applying(t.inverted())
        #expect(abs(p.x - 3) < 1e-9 && abs(p.y - 4) < 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity)
    }

    @Test("a rect maps to the bounding box of its corners")
    func rectApplying() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
    }

    @Test("a scaled, moved or flipped rect maps as its corners do; the null rect stays null")
    func rectThroughScaleAndTranslation() {
        let r = CGRect(x: 2, y: 3, width: 10, height: 20)
        #expect(r.applying(CGAffineTransform(translationX: 5, y: -1)) == CGRect(x: 7, y: 2, width: 10, height: 20))
        #expect(r.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGRect(x: 4, y: 9, width: 20, height: 60))
        #expect(r.applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -12, y: 3, width: 10, height: 20))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
        #expect(CGRect.null.applying(CGAffineTransform(rotationAngle: 1)).isNull)
    }

    @Test("edge insets shrink a rect as UIKit's inset(by:)")
    func insets() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        #expect(r == CGRect(x: 10, y: 5, width: 70, height: 30))
        #expect(!UIEdgeInsets(top: .nan).isFinite)
    }
}
