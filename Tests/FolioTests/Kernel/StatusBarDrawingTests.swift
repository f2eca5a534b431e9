import Foundation
import Testing
@_spi(Rendering) @testable import Folio
@_spi(Rendering) import FolioGraphics
import FolioTesting

/// The window draws its status bar over its views when what is drawn reaches the bar.
@MainActor
@Suite("Status bar drawing")
struct StatusBarDrawingTests {
    private func texts(drawing visible: CGRect?, of app: HeadlessApp) -> [String] {
        let canvas = RecordingCanvas()
        ViewRenderer.render(app.window, in: canvas, visibleRect: visible, backdrop: nil)
        return canvas.texts
    }

    @Test("a frame reaching the bar draws its clock; one drawn from damage below the bar leaves it alone")
    func onlyWhereReached() {
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: UIViewController())
        app.tick()
        #expect(texts(drawing: nil, of: app).contains("9:41"))
        #expect(texts(drawing: CGRect(x: 100, y: 10, width: 50, height: 30), of: app).contains("9:41"))
        #expect(!texts(drawing: CGRect(x: 0, y: UIWindow.statusBarHeight, width: 390, height: 300), of: app).contains("9:41"))
        app.window.rotate()   // a phone in landscape hides the bar
        app.tick()
        #expect(!texts(drawing: nil, of: app).contains("9:41"))
    }
}
