import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

@MainActor
private func host(_ views: UIView...) -> HeadlessApp {
    let root = UIViewController()
    let app = HeadlessApp(size: CGSize(width: 200, height: 200), scale: 1, rootViewController: root)
    for v in views { root.view.addSubview(v) }
    app.tick()
    return app
}

/// A `w × h` PNG, left half red and right half blue.
@MainActor private func twoColourImage(width: Int, height: Int) throws -> UIImage {
    let surface = try CairoSurface(size: CGSize(width: width, height: height), scale: 1)
    let canvas = CairoCanvas(surface: surface, textEngine: .shared)
    canvas.fill(CGRect(x: 0, y: 0, width: CGFloat(width) / 2, height: CGFloat(height)), with: .red)
    canvas.fill(CGRect(x: CGFloat(width) / 2, y: 0, width: CGFloat(width) / 2, height: CGFloat(height)), with: .blue)
    return try #require(UIImage(data: try surface.pngData()))
}

private let red = RGBA(r: 255, g: 0, b: 0, a: 255), blue = RGBA(r: 0, g: 0, b: 255, a: 255)

@MainActor
@Suite("UISwitch")
struct SwitchTests {
    @MainActor final class Log { var changes: [Bool] = []; func changed(_ s: UISwitch) { changes.append(s.isOn) } }

    @Test("a tap flips it and sends valueChanged once; code that sets it sends nothing")
    func tapAndCode() {
        let s = UISwitch(frame: CGRect(x: 20, y: 20, width: 200, height: 99))
        let log = Log()
        s.addTarget(log, action: Log.changed, for: .valueChanged)
        let app = host(s)
        #expect(s.frame.size == CGSize(width: 51, height: 31))

        app.tap(at: CGPoint(x: 45, y: 35))
        app.runUntilIdle()
        #expect(s.isOn && log.changes == [true])

        s.setOn(false, animated: true)
        s.isOn = true
        app.runUntilIdle()
        #expect(log.changes == [true])
    }

    @Test("the thumb slides over 0.25 s and the track turns green")
    func animation() {
        let s = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        let app = host(s)
        let offX = s.thumb.frame.minX

        s.setOn(true, animated: true)
        app.advance(by: 0.12)
        let mid = s.thumb.presentationFrame.minX
        app.runUntilIdle()

        #expect(mid > offX && mid < s.thumb.frame.minX)
        #expect(s.thumb.frame.maxX == 49)
        let shot = app.snapshot()
        #expect(shot.color(at: CGPoint(x: 24, y: 35)).distance(to: RGBA(r: 0x34, g: 0xC7, b: 0x59, a: 255)) < 10)
        #expect(shot.color(at: CGPoint(x: 58, y: 35)) == RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    @Test("a drag lands on the side the finger leaves the thumb; a drag back and forth changes nothing")
    func drag() {
        let s = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        let log = Log()
        s.addTarget(log, action: Log.changed, for: .valueChanged)
        let app = host(s)

        app.drag(from: CGPoint(x: 30, y: 35), to: CGPoint(x: 68, y: 35), duration: 0.3)
        app.runUntilIdle()
        #expect(s.isOn && log.changes == [true])

        app.touchDown(at: CGPoint(x: 60, y: 35))
        app.touchMove(to: CGPoint(x: 30, y: 35))
        app.touchMove(to: CGPoint(x: 62, y: 35))
        app.touchUp(at: CGPoint(x: 62, y: 35))
        app.runUntilIdle()
        #expect(s.isOn && log.changes == [true])
        #expect(s.thumb.frame.maxX == 49)
    }

    @Test("a disabled switch ignores taps")
    func disabled() {
        let s = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        s.isEnabled = false
        let app = host(s)

        app.tap(at: CGPoint(x: 45, y: 35))
        app.runUntilIdle()

        #expect(!s.isOn)
    }
}

@MainActor
@Suite("UIImageView")
struct ImageViewTests {
    @Test("content modes place the image: fill, aspect fit (letterboxed), aspect fill, centre, corners")
    func contentModes() throws {
        let size = CGSize(width: 40, height: 20)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)

        #expect(UIView.ContentMode.scaleToFill.rect(for: size, in: bounds) == bounds)
        #expect(UIView.ContentMode.scaleAspectFit.rect(for: size, in: bounds) == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(UIView.ContentMode.scaleAspectFill.rect(for: size, in: bounds) == CGRect(x: -50, y: 0, width: 200, height: 100))
        #expect(UIView.ContentMode.center.rect(for: size, in: bounds) == CGRect(x: 30, y: 40, width: 40, height: 20))
        #expect(UIView.ContentMode.bottomRight.rect(for: size, in: bounds) == CGRect(x: 60, y: 80, width: 40, height: 20))
        #expect(UIView.ContentMode.scaleAspectFit.rect(for: .zero, in: bounds) == .zero)
    }

    @Test("an image view draws its image where its content mode says, and sizes to it")
    func drawing() throws {
        let image = try twoColourImage(width: 40, height: 20)
        let fill = UIImageView(image: image)
        fill.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let fit = UIImageView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        fit.contentMode = .scaleAspectFit
        fit.image = image
        let app = host(fill, fit)

        let shot = app.snapshot()

        #expect(UIImageView(image: image).frame.size == CGSize(width: 40, height: 20))
        #expect(fit.intrinsicContentSize == CGSize(width: 40, height: 20))
        #expect(shot.color(at: CGPoint(x: 10, y: 90)) == red)      // stretched to the whole frame
        #expect(shot.color(at: CGPoint(x: 90, y: 30)) == blue)      // (below the status bar)
        #expect(shot.color(at: CGPoint(x: 110, y: 150)) == red)    // letterboxed: image in y 125…175
        #expect(shot.color(at: CGPoint(x: 190, y: 150)) == blue)
        #expect(shot.color(at: CGPoint(x: 150, y: 110)).a == 255 && shot.color(at: CGPoint(x: 150, y: 110)) != red
                && shot.color(at: CGPoint(x: 150, y: 110)) != blue)
        #expect(!fill.isUserInteractionEnabled)
    }

    @Test("a template image takes the tint colour")
    func template() throws {
        let image = try twoColourImage(width: 10, height: 10).withRenderingMode(.alwaysTemplate)
        let v = UIImageView(image: image)
        v.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        v.tintColor = .green
        let app = host(v)

        #expect(app.snapshot().color(at: CGPoint(x: 40, y: 25)) == RGBA(r: 0, g: 255, b: 0, a: 255))
    }
}
