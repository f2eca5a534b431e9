import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

@MainActor
@Suite("Tab pager pixels")
struct TabPagerPixelTests {
    @Test("a tab's icon is drawn before its title in the title's colour; its badge in red at the corner")
    func iconAndBadge() throws {
        let surface = try CairoSurface(size: CGSize(width: 20, height: 20), scale: 1)
        CairoCanvas(surface: surface, textEngine: .shared).fill(CGRect(x: 0, y: 0, width: 20, height: 20), with: .black)
        let icon = try #require(UIImage(data: try surface.pngData()))
        let tabs = TabPageViewController(items: [
            TabPagerItem(title: "One", image: icon, viewController: UIViewController()),
            TabPagerItem(title: "Two", badgeValue: "9", viewController: UIViewController()),
        ])
        let app = HeadlessApp(size: CGSize(width: 300, height: 300), scale: 1, rootViewController: tabs)
        app.runUntilIdle()
        let shot = app.snapshot()

        let first = tabs.buttons[0], title = first.titleLabel!.frame
        let iconCentre = first.convert(CGPoint(x: title.minX - 4 - 10, y: first.bounds.midY), to: nil)
        let p = shot.pixel(x: Int(iconCentre.x), y: Int(iconCentre.y))
        #expect(p.b > 200 && p.r < 60)                       // the selected tab's blue, not the image's black
        #expect(first.sizeThatFits(.zero).width > UIButton(type: .system).sizeThatFits(.zero).width + 20)
        let second = tabs.buttons[1]
        let badge = second.convert(CGPoint(x: second.bounds.width - 2, y: 11), to: nil)
        let q = shot.pixel(x: Int(badge.x), y: Int(badge.y))
        #expect(q.r > 200 && q.g < 60 && q.b < 60)
    }
}
