import Foundation
import Testing
@testable import Folio
@testable import FolioCairo

@MainActor
@Suite("Images in bars")
struct ImageTests {
    /// A 20×20 PNG: a black square with a transparent 4-pixel border.
    private func icon() throws -> UIImage {
        try #require(UIImage(data: try iconPNG()))
    }

    private func iconPNG() throws -> Data {
        let surface = try CairoSurface(size: CGSize(width: 20, height: 20), scale: 1)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let square = UIView(frame: CGRect(x: 4, y: 4, width: 12, height: 12))
        square.backgroundColor = .black
        host.addSubview(square)
        CairoRenderer.render(host, into: surface, background: nil)
        return try surface.pngData()
    }

    @Test("a PNG's size comes from its header; other bytes are refused")
    func size() throws {
        let image = try icon()

        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage(data: try iconPNG(), scale: 2)?.size == CGSize(width: 10, height: 10))
    }

    @Test("tab icons are templates: the selected one in the tint colour, the others grey")
    func tabIcons() throws {
        let tabs = UITabBarController()
        let a = UIViewController(), b = UIViewController()
        a.tabBarItem = UITabBarItem(title: "A", image: try icon(), selectedImage: nil)
        b.tabBarItem = UITabBarItem(title: "B", image: try icon(), selectedImage: nil)
        tabs.viewControllers = [a, b]
        tabs.view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        tabs.view.layoutIfNeeded()

        let image = try CairoRenderer.image(of: tabs.view, scale: 1)
        let bar = tabs.tabBar.frame

        #expect(image.color(at: CGPoint(x: 50, y: bar.minY + 17)) == RGBA(r: 0, g: 122, b: 255, a: 255))
        #expect(image.color(at: CGPoint(x: 150, y: bar.minY + 17)) == RGBA(r: 128, g: 128, b: 128, a: 255))
        #expect(image.color(at: CGPoint(x: 50, y: bar.minY + 6)).b < 250, "the transparent border is not painted")
    }

    @Test("a bar button item with an image draws it and sends its action when tapped")
    func barImageItem() throws {
        @MainActor final class Target { var taps = 0; func tapped(_ item: UIBarButtonItem) { taps += 1 } }
        let target = Target()
        let vc = UIViewController()
        vc.navigationItem.rightBarButtonItem = UIBarButtonItem(image: try icon(), style: .plain, target: target, action: Target.tapped)
        let nav = UINavigationController(rootViewController: vc)
        nav.navigationBar.tintColor = .systemBlue   // whatever an appearance proxy said
        nav.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        nav.view.layoutIfNeeded()
        let iconView = try #require(nav.navigationBar.subviews.first { $0 is BarIconView } as? BarIconView)

        iconView.sendActions(for: .touchUpInside)
        let image = try CairoRenderer.image(of: nav.view, scale: 1)
        let center = iconView.convert(CGPoint(x: iconView.bounds.midX, y: iconView.bounds.midY), to: nav.view)

        #expect(target.taps == 1)
        #expect(image.color(at: center) == RGBA(r: 0, g: 122, b: 255, a: 255))
    }
}
