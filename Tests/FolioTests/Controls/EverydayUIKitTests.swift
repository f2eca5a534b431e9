import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

/// The rest of what everyday UIKit code touches: the device, a spinner, buttons with images and
/// insets, labels that shrink to fit, scroll views that lock a drag's direction and report inset
/// changes.
@MainActor
@Suite("Everyday UIKit: device, spinner, button images, shrinking labels, scroll view details")
struct EverydayUIKitTests {
    @Test("UIDevice: the window's shape is its orientation, a turn posts the change while asked for, a wide window is a pad")
    func device() {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: UIViewController())
        let device = UIDevice.current
        #expect(device.orientation == .portrait && device.userInterfaceIdiom == .phone && device.model == "iPhone")
        #expect(device.systemName == "iOS" && device.orientation.isValidInterfaceOrientation)
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        var posted: Int { count.value }
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in count.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }

        app.rotate()
        #expect(device.orientation.isLandscape && posted == 0, "not posted until asked for")
        device.beginGeneratingDeviceOrientationNotifications()
        defer { device.endGeneratingDeviceOrientationNotifications() }
        app.rotate()
        #expect(device.orientation == .portrait && posted == 1)

        let wide = HeadlessApp(size: CGSize(width: 1024, height: 768), scale: 1, rootViewController: UIViewController())
        #expect(device.userInterfaceIdiom == .pad && device.orientation == .landscapeLeft)
        _ = wide
    }

    @Test("a spinner hides while stopped, turns one spoke every twelfth of a second on the app's clock, and sizes by style")
    func spinner() {
        let controller = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 200, height: 200), scale: 1, rootViewController: controller)
        let spinner = UIActivityIndicatorView(style: .large)
        controller.view.addSubview(spinner)
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))

        spinner.startAnimating()
        app.advance(by: 0.5)
        #expect(!spinner.isHidden && spinner.phase == 6, "six steps in half a second")
        #expect(!app.application.isIdle, "a turning spinner keeps frames coming")
        spinner.stopAnimating()
        #expect(spinner.isHidden && app.runUntilIdle())
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    @Test("a button's image sits before its title, both centred; content, image and title insets move them; system images take the tint")
    func buttonImage() throws {
        let surface = try CairoSurface(pixelWidth: 20, pixelHeight: 20, scale: 1)
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = .black
        CairoRenderer.render(square, into: surface, background: nil)
        let icon = try #require(UIImage(data: try surface.pngData()))

        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.setImage(icon, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let image = try #require(button.imageView), title = try #require(button.titleLabel)
        let titleWidth = title.sizeThatFits(CGSize(width: 1000, height: 1000)).width
        #expect(image.frame.size == CGSize(width: 20, height: 20) && image.frame.midY == 22)
        #expect(abs(image.frame.minX - (100 - (20 + titleWidth) / 2)) < 0.01 && abs(title.frame.minX - image.frame.maxX) < 0.01)
        #expect(image.image?.renderingMode == .alwaysTemplate, "a system button draws its image in the tint")
        #expect(button.currentImage === icon && button.image(for: .highlighted) === icon)
        let plainWidth = button.intrinsicContentSize.width

        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        button.layoutIfNeeded()
        #expect(abs(image.frame.minX - (100 - (20 + titleWidth) / 2) + 8) < 0.01 && image.frame.width == 20, "moved 8 to the left")
        #expect(button.intrinsicContentSize.width == plainWidth - 16 + 20, "the content insets replace the default padding")
    }

    @Test("a one-line label with adjustsFontSizeToFitWidth shrinks a long text into its width, no smaller than the minimum scale")
    func shrinkingLabel() {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let app = HeadlessApp(size: CGSize(width: 300, height: 100), scale: 1, rootViewController: controller)
        let label = UILabel(frame: CGRect(x: 0, y: 20, width: 120, height: 40))
        label.text = "A rather long album title"
        controller.view.addSubview(label)
        app.tick()
        /// The rightmost column and the height of the text's ink.
        func ink() -> (right: Int, height: Int) {
            let image = app.snapshot()
            var last = 0, top = 100, bottom = 0
            for x in 0..<300 {
                for y in 20..<60 where image.color(at: CGPoint(x: x, y: y)).r < 128 {
                    last = max(last, x); top = min(top, y); bottom = max(bottom, y)
                }
            }
            return (last, bottom - top)
        }
        let clipped = ink()
        label.adjustsFontSizeToFitWidth = true
        app.tick()
        let fitted = ink()
        #expect(clipped.right >= 118, "unshrunk, the text runs to the edge and is cut")
        #expect(fitted.right < 120 && fitted.right > 80 && fitted.height < clipped.height, "shrunk, it ends inside the label: \(fitted)")
        label.minimumScaleFactor = 0.9
        app.tick()
        #expect(ink().height > fitted.height, "not below 90 %: larger than the full fit")
    }

    final class Watcher: NSObject, UIScrollViewDelegate {
        var adjusted: [CGFloat] = []
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { adjusted.append(scrollView.adjustedContentInset.top) }
    }

    @Test("a directionally locked drag stays on its axis; adjusted content inset changes reach the delegate")
    func scrollViewDetails() {
        let controller = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 300, height: 300), scale: 1, rootViewController: controller)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroll.contentSize = CGSize(width: 1200, height: 1200)
        let watcher = Watcher()
        scroll.delegate = watcher
        controller.view.addSubview(scroll)

        app.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 100, y: 170), duration: 0.3, hold: 0.2)
        _ = app.runUntilIdle()
        #expect(scroll.contentOffset.y > 10, "free: the drag moved both ways")

        scroll.contentOffset = .zero
        scroll.isDirectionalLockEnabled = true
        app.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 100, y: 170), duration: 0.3, hold: 0.2)
        _ = app.runUntilIdle()
        #expect(scroll.contentOffset.x > 100 && scroll.contentOffset.y == 0, "locked to the horizontal")

        #expect(watcher.adjusted == [20], "the status bar's safe area, added on the first layout (the content scrolls vertically)")
        scroll.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        scroll.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        #expect(watcher.adjusted == [20, 50], "once per change")
    }
}
