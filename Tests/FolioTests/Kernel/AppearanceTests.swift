import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioTesting
import FolioCairo

/// A view that draws into its backing store with a semantic colour, and records the traits it drew with.
@MainActor
private final class Swatch: UIView {
    var drawnStyles: [UIUserInterfaceStyle] = []
    override func draw(_ rect: CGRect) {
        drawnStyles.append(UITraitCollection.current.userInterfaceStyle)
        UIColor.label.setFill()
        UIRectFill(bounds)
    }
}

/// A controller that records its trait changes.
@MainActor
private final class AppearanceController: UIViewController {
    var changes: [String] = []
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    let swatch = Swatch(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
    let label = UILabel(frame: CGRect(x: 20, y: 450, width: 300, height: 40))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        card.backgroundColor = .secondarySystemBackground
        label.text = "██████"
        label.font = .systemFont(ofSize: 30)
        view.addSubview(card)
        view.addSubview(swatch)
        view.addSubview(label)
    }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        changes.append("\(previous?.userInterfaceStyle ?? .unspecified) → \(traitCollection.userInterfaceStyle)")
    }
}

@MainActor
@Suite("Dark mode: the desktop's appearance, overrides and dynamic colours")
struct AppearanceTests {
    private func harness() -> (HeadlessApp, AppearanceController) {
        DiagnosticLog.install()
        let controller = AppearanceController()
        let app = HeadlessApp(scale: 1, rootViewController: controller)
        app.tick()
        return (app, controller)
    }

    private func brightness(_ app: HeadlessApp, at point: CGPoint) -> Int {
        let c = app.snapshot().color(at: point)
        return (Int(c.r) + Int(c.g) + Int(c.b)) / 3
    }

    @Test("the desktop turning dark: traits change down the tree, system colours and a label's text draw in their dark variants, and back")
    func desktopTurnsDark() {
        let (app, controller) = harness()
        #expect(controller.traitCollection.userInterfaceStyle == .light)
        #expect(brightness(app, at: CGPoint(x: 300, y: 50)) == 255)
        #expect(brightness(app, at: CGPoint(x: 30, y: 110)) > 240)   // secondarySystemBackground, light: #F2F2F7

        app.setUserInterfaceStyle(.dark)

        #expect(app.application.userInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.changes == ["light → dark"])
        #expect(brightness(app, at: CGPoint(x: 300, y: 50)) == 0)
        let card = app.snapshot().color(at: CGPoint(x: 30, y: 110))
        #expect(card == RGBA(r: 0x1C, g: 0x1C, b: 0x1E, a: 255))
        #expect(brightness(app, at: CGPoint(x: 40, y: 470)) > 200)   // the label's text (.label) is white

        app.setUserInterfaceStyle(.light)
        #expect(controller.changes == ["light → dark", "dark → light"])
        #expect(brightness(app, at: CGPoint(x: 300, y: 50)) == 255)
    }

    @Test("a view that draws into its backing store draws again in the new appearance, with UITraitCollection.current saying which")
    func backingStoreRedraws() {
        let (app, controller) = harness()
        #expect(controller.swatch.drawnStyles == [.light])
        #expect(brightness(app, at: CGPoint(x: 50, y: 350)) == 0)   // .label: black

        app.setUserInterfaceStyle(.dark)

        #expect(controller.swatch.drawnStyles == [.light, .dark])
        #expect(brightness(app, at: CGPoint(x: 50, y: 350)) == 255)
    }

    @Test("overrideUserInterfaceStyle on a view darkens its subtree only; on a controller, its view")
    func overrides() {
        let (app, controller) = harness()

        controller.card.overrideUserInterfaceStyle = .dark
        app.tick()
        #expect(controller.card.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .light)
        #expect(app.snapshot().color(at: CGPoint(x: 30, y: 110)) == RGBA(r: 0x1C, g: 0x1C, b: 0x1E, a: 255))
        #expect(brightness(app, at: CGPoint(x: 300, y: 50)) == 255)

        controller.overrideUserInterfaceStyle = .dark
        app.tick()
        #expect(controller.swatch.drawnStyles == [.light, .dark])
        #expect(brightness(app, at: CGPoint(x: 300, y: 50)) == 0)
        #expect(controller.changes == ["light → dark"])

        app.setUserInterfaceStyle(.dark)   // the override already says dark: nothing more to draw
        controller.overrideUserInterfaceStyle = .light
        app.tick()
        #expect(brightness(app, at: CGPoint(x: 300, y: 50)) == 255)
    }

    @Test("dynamic colours: resolvedColor(with:), init(dynamicProvider:), withAlphaComponent stays dynamic; CGColors are fixed")
    func dynamicColours() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: light) == .white)
        #expect(UIColor.systemBlue.resolvedColor(with: dark) == UIColor(rgb: 0x0A84FF))
        #expect(UIColor.label.withAlphaComponent(0.5).resolvedColor(with: dark) == UIColor(white: 1, alpha: 0.5))
        let brand = UIColor { $0.userInterfaceStyle == .dark ? .systemOrange : .systemPurple }
        #expect(brand.resolvedColor(with: dark) == UIColor(rgb: 0xFF9F0A))   // a provider's answer that is dynamic resolves too
        #expect(brand == UIColor.systemPurple)   // its components are the light appearance's
        #expect(UIColor.label.cgColor == UIColor.black.cgColor)
        var inside: UIUserInterfaceStyle?
        dark.performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
        #expect(inside == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test("two applications keep their own appearance")
    func perApplication() {
        let (app, controller) = harness()
        let (other, otherController) = harness()
        app.setUserInterfaceStyle(.dark)

        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(otherController.traitCollection.userInterfaceStyle == .light)
        #expect(brightness(other, at: CGPoint(x: 300, y: 50)) == 255)
    }
}
