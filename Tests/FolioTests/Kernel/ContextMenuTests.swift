import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioTesting
import FolioCairo

/// A photo screen whose image view has a context menu, as iPad and Mac apps write one.
@MainActor
private final class PhotoController: UIViewController, UIContextMenuInteractionDelegate {
    var log: [String] = []
    let photo = UIView(frame: CGRect(x: 40, y: 100, width: 300, height: 300))
    var offersMenu = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        photo.backgroundColor = .systemBlue
        view.addSubview(photo)
        photo.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("asked at \(Int(location.x)),\(Int(location.y))")
        guard offersMenu else { return nil }
        return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { [unowned self] _ in
            let share = UIAction(title: "Share", image: nil) { action in
                self.log.append("share from \(action.sender is UIContextMenuInteraction)")
            }
            let favourite = UIAction(title: "Favourite", state: .on) { _ in self.log.append("favourite") }
            let locked = UIAction(title: "Edit", attributes: .disabled) { _ in self.log.append("edit") }
            let delete = UIAction(title: "Delete", attributes: .destructive) { _ in self.log.append("delete") }
            let rotate = UIMenu(title: "Rotate", children: [
                UIAction(title: "Left") { _ in self.log.append("rotate left") },
                UIAction(title: "Right") { _ in self.log.append("rotate right") },
            ])
            let copy = UICommand(title: "Copy", action: PhotoController.copyPhoto)
            return UIMenu(title: "", children: [share, favourite, locked, rotate, copy,
                                                UIMenu(title: "", options: .displayInline, children: [delete])])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("display \(configuration.identifier as? NSString ?? "?")")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("end")
    }

    func copyPhoto() { log.append("copy") }
}

/// A photo grid whose items have context menus, in the iOS 13 form or the iOS 16 one.
@MainActor
private final class GridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    var newForm = false
    lazy var grid: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        let grid = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 300), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = self
        grid.delegate = self
        return grid
    }()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(grid)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.backgroundColor = .systemTeal
        return cell
    }
    private func menu(_ title: String) -> UIContextMenuConfiguration {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            UIMenu(children: [UIAction(title: title) { _ in self.log.append(title) }])
        }
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        menu("Share photo \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        newForm ? menu("Share photos \(indexPaths.map(\.item))") : nil
    }
    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) { log.append("display") }
    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: (any UIContextMenuInteractionAnimating)?) { log.append("end") }
}

@MainActor
@Suite("Context menus (UIContextMenuInteraction) and hovering")
struct ContextMenuTests {
    private func harness() -> (HeadlessApp, PhotoController) {
        DiagnosticLog.install()
        let controller = PhotoController()
        let app = HeadlessApp(rootViewController: controller)
        app.tick()
        return (app, controller)
    }

    /// The centre of row `index` of the menu shown, in window coordinates.
    private func rowCentre(_ index: Int, in app: HeadlessApp) -> CGPoint {
        let menu = app.window.shownMenu!
        var y = ContextMenuView.padding
        for (i, row) in menu.rows.enumerated() {
            let h: CGFloat
            if case .separator = row { h = ContextMenuView.separatorHeight } else { h = ContextMenuView.rowHeight }
            if i == index { return menu.convert(CGPoint(x: menu.bounds.midX, y: y + h / 2), to: nil) }
            y += h
        }
        return .zero
    }

    @Test("a secondary click asks the delegate at the point in the view, shows the menu there, and a click on a row runs its action")
    func clickOpensAndChooses() {
        let (app, controller) = harness()

        app.secondaryClick(at: CGPoint(x: 100, y: 150))

        #expect(controller.log == ["asked at 60,50", "display photo"])
        #expect(app.window.shownMenuTitles == ["Share", "✓ Favourite", "Edit", "Rotate ›", "Copy", "—", "Delete"])
        #expect(app.window.shownMenu?.frame.origin == CGPoint(x: 100, y: 150))
        app.tap(at: rowCentre(0, in: app))
        #expect(controller.log.suffix(2) == ["end", "share from true"])
        #expect(app.window.shownMenu == nil)
    }

    @Test("on a touch screen a long press opens the menu at the finger and the lift chooses nothing; a short tap does not; on the desktop a long press does not")
    func longPress() {
        let (app, controller) = harness()
        app.tap(at: CGPoint(x: 100, y: 150))
        app.runUntilIdle()
        #expect(app.window.shownMenu == nil && controller.log.isEmpty, "a tap asks nothing")

        app.touchDown(at: CGPoint(x: 120, y: 160))
        app.advance(by: 0.3)
        #expect(app.window.shownMenu == nil, "not before half a second")
        app.advance(by: 0.3)
        #expect(app.window.shownMenu?.frame.origin == CGPoint(x: 120, y: 160))
        #expect(controller.log.suffix(1) == ["display photo"])
        app.touchUp(at: CGPoint(x: 120, y: 160))
        app.runUntilIdle()
        #expect(app.window.shownMenu != nil, "the lift leaves the menu open")
        app.tap(at: rowCentre(0, in: app))
        #expect(controller.log.suffix(2) == ["end", "share from true"])

        // Where the delegate has no menu, the press does not begin: the touch goes on.
        controller.offersMenu = false
        controller.log.removeAll()
        app.longPress(at: CGPoint(x: 120, y: 160), duration: 0.8)
        #expect(app.window.shownMenu == nil && controller.log.allSatisfy { $0.hasPrefix("asked") })

        let desk = PhotoController()
        let mac = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, idiom: .mac, rootViewController: desk)
        mac.tick()
        mac.longPress(at: CGPoint(x: 120, y: 160), duration: 0.8)
        #expect(mac.window.shownMenu == nil && desk.log.isEmpty, "the desktop opens menus on a secondary click only")
        mac.secondaryClick(at: CGPoint(x: 120, y: 160))
        #expect(mac.window.shownMenu != nil)
    }

    @Test("a disabled row does nothing and the menu stays; a click outside dismisses it")
    func disabledAndOutside() {
        let (app, controller) = harness()
        app.secondaryClick(at: CGPoint(x: 100, y: 150))

        app.tap(at: rowCentre(2, in: app))
        #expect(app.window.shownMenu != nil)
        #expect(!controller.log.contains("edit"))

        app.tap(at: CGPoint(x: 380, y: 800))
        #expect(app.window.shownMenu == nil)
        #expect(controller.log.last == "end")
    }

    @Test("a submenu opens in place and its back row returns; a UICommand goes up the responder chain from the view")
    func submenuAndCommand() {
        let (app, controller) = harness()
        app.secondaryClick(at: CGPoint(x: 100, y: 150))

        app.tap(at: rowCentre(3, in: app))
        #expect(app.window.shownMenuTitles == ["‹ Rotate", "Left", "Right"])
        app.tap(at: rowCentre(0, in: app))
        #expect(app.window.shownMenuTitles?.first == "Share")
        app.tap(at: rowCentre(4, in: app))

        #expect(controller.log.suffix(2) == ["end", "copy"])
    }

    @Test("the keyboard: ↓ skips disabled rows, ⏎ chooses, Esc dismisses")
    func keyboard() {
        let (app, controller) = harness()
        app.secondaryClick(at: CGPoint(x: 100, y: 150))

        app.press(.down); app.press(.down); app.press(.down)   // Share, Favourite, (Edit is disabled) Rotate
        #expect(app.window.shownMenu?.highlighted == 3)
        app.press(.returnKey)
        #expect(app.window.shownMenuTitles == ["‹ Rotate", "Left", "Right"])
        app.press(.down); app.press(.down); app.press(.returnKey)   // Left

        #expect(controller.log.suffix(2) == ["end", "rotate left"])
        app.secondaryClick(at: CGPoint(x: 100, y: 150))
        app.press(.escape)
        #expect(app.window.shownMenu == nil)
    }

    @Test("no menu where the delegate gives none, outside the view, or with nothing in it")
    func noMenu() {
        let (app, controller) = harness()

        app.secondaryClick(at: CGPoint(x: 20, y: 20))   // outside the photo
        #expect(controller.log.isEmpty)
        controller.offersMenu = false
        app.secondaryClick(at: CGPoint(x: 100, y: 150))
        #expect(controller.log == ["asked at 60,50"])
        #expect(app.window.shownMenu == nil)
    }

    @Test("a menu near the window's corner moves to stay inside it, and shows over the content")
    func staysInsideAndDraws() throws {
        let (app, _) = harness()
        app.secondaryClick(at: CGPoint(x: 330, y: 390))
        let menu = try #require(app.window.shownMenu)

        #expect(menu.frame.maxX <= app.window.bounds.maxX)
        #expect(menu.frame.maxX == 330)
        let inside = menu.convert(CGPoint(x: menu.bounds.maxX - 8, y: menu.bounds.midY), to: nil)
        let pixel = app.snapshot().color(at: inside)
        #expect(pixel.r > 230 && pixel.g > 230 && pixel.b > 230)   // the menu's light background over the blue photo
    }

    @Test("hovering: a hover recognizer begins over its view, changes as the pointer moves, ends when it leaves or the pointer leaves the window")
    func hover() {
        let (app, controller) = harness()
        let hover = UIHoverGestureRecognizer()
        final class Sink: NSObject {
            var seen: [String] = []
            func hovered(_ r: UIHoverGestureRecognizer) {
                let p = r.location(in: r.view)
                seen.append("\(r.state) \(Int(p.x)),\(Int(p.y))")
            }
        }
        let sink = Sink()
        hover.addTarget(sink, action: Sink.hovered(_:))
        controller.photo.addGestureRecognizer(hover)

        app.hover(at: CGPoint(x: 20, y: 20))
        app.hover(at: CGPoint(x: 50, y: 110))
        app.hover(at: CGPoint(x: 60, y: 120))
        app.hover(at: CGPoint(x: 20, y: 20))
        app.hover(at: CGPoint(x: 60, y: 120))
        app.hover(at: nil)
        let states = sink.seen

        #expect(states == ["began 10,10", "changed 20,20", "ended -20,-80", "began 20,20", "ended 20,20"])
        app.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 150, y: 250), duration: 0.2)
        #expect(sink.seen.count == states.count)   // touches do not reach it
    }

    @Test("the pointer over an open menu highlights the row under it")
    func hoverHighlightsRow() {
        let (app, _) = harness()
        app.secondaryClick(at: CGPoint(x: 100, y: 150))

        app.hover(at: rowCentre(1, in: app))
        #expect(app.window.shownMenu?.highlighted == 1)
        app.hover(at: rowCentre(2, in: app))   // disabled: no highlight
        #expect(app.window.shownMenu?.highlighted == nil)
    }

    @Test("a collection view's item menus: the iOS 13 delegate form, the iOS 16 one when it answers, none between items")
    func collectionItems() throws {
        DiagnosticLog.install()
        let controller = GridController()
        let app = HeadlessApp(rootViewController: controller)
        app.tick()
        let second = try #require(controller.grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        let centre = second.convert(CGPoint(x: 50, y: 50), to: nil)

        app.secondaryClick(at: centre)
        #expect(app.window.shownMenuTitles == ["Share photo 1"])
        app.press(.down); app.press(.returnKey)
        #expect(controller.log == ["display", "end", "Share photo 1"])

        controller.newForm = true
        app.secondaryClick(at: centre)
        #expect(app.window.shownMenuTitles == ["Share photos [1]"])
        app.press(.escape)
        let below = controller.grid.convert(CGPoint(x: 300, y: 250), to: nil)
        app.secondaryClick(at: below)
        #expect(app.window.shownMenuTitles == nil)
    }
}
