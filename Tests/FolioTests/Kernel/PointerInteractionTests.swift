import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioTesting

/// A toolbar of buttons and a text editor, with pointer interactions as iPad and Mac apps add
/// them: each button lifts, a ruler shows the text cursor in its upper half only, a canvas hides
/// the pointer.
@MainActor
private final class Editor: UIViewController, UIPointerInteractionDelegate {
    var log: [String] = []
    let button = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 44))
    let ruler = UIView(frame: CGRect(x: 20, y: 200, width: 300, height: 100))
    let canvas = UIView(frame: CGRect(x: 20, y: 320, width: 300, height: 100))
    let field = UITextField(frame: CGRect(x: 20, y: 440, width: 300, height: 40))
    lazy var rulerPointer = UIPointerInteraction(delegate: self)

    override func viewDidLoad() {
        super.viewDidLoad()
        for v in [button, ruler, canvas, field] { view.addSubview(v) }
        button.addInteraction(UIPointerInteraction(delegate: self))
        ruler.addInteraction(rulerPointer)
        canvas.addInteraction(UIPointerInteraction(delegate: self))
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        guard interaction.view === ruler else { return defaultRegion }
        return request.location.y < 50 ? UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 300, height: 50), identifier: "top") : nil
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        switch interaction.view {
        case button: UIPointerStyle(effect: .lift(UITargetedPreview(view: button)))
        case ruler: UIPointerStyle(shape: .verticalBeam(length: 20), constrainedAxes: .vertical)
        default: .hidden()
        }
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
        log.append("enter \(name(of: interaction))")
        animator.addAnimations { self.log.append("animate \(self.name(of: interaction))") }
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: any UIPointerInteractionAnimating) {
        log.append("exit \(name(of: interaction))")
    }

    func name(of interaction: UIPointerInteraction) -> String {
        interaction.view === button ? "button" : interaction.view === ruler ? "ruler" : "canvas"
    }
}

@MainActor
@Suite("Pointer interactions: regions, styles and the desktop's cursor")
struct PointerInteractionTests {
    @Test("the cursor follows the region under the pointer: the hand over a lifting button, the text cursor in the ruler's region and over a text field, hidden over the canvas, the arrow elsewhere; entering and leaving are told in order")
    func cursorFollowsRegions() {
        let editor = Editor()
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, idiom: .mac, rootViewController: editor)
        app.tick()
        #expect(app.window.pointerCursor == .arrow)
        app.hover(at: CGPoint(x: 50, y: 120))
        #expect(app.window.pointerCursor == .pointingHand)
        #expect(editor.log == ["enter button", "animate button"])
        app.hover(at: CGPoint(x: 60, y: 125))
        #expect(editor.log.count == 2, "moving inside a region enters nothing")
        app.hover(at: CGPoint(x: 100, y: 220))
        #expect(app.window.pointerCursor == .iBeam)
        #expect(editor.log.suffix(3) == ["exit button", "enter ruler", "animate ruler"])
        app.hover(at: CGPoint(x: 100, y: 280))
        #expect(app.window.pointerCursor == .arrow, "the ruler's lower half is no region")
        #expect(editor.log.last == "exit ruler")
        app.hover(at: CGPoint(x: 100, y: 350))
        #expect(app.window.pointerCursor == .hidden)
        app.hover(at: CGPoint(x: 100, y: 460))
        #expect(app.window.pointerCursor == .iBeam, "a text field shows the text cursor")
        app.hover(at: nil)
        #expect(app.window.pointerCursor == .arrow)
    }

    @Test("a disabled interaction leaves the arrow at once; enabled again and invalidated, its region is asked anew")
    func disableAndInvalidate() {
        let editor = Editor()
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, idiom: .mac, rootViewController: editor)
        app.tick()
        app.hover(at: CGPoint(x: 100, y: 220))
        #expect(app.window.pointerCursor == .iBeam)
        editor.rulerPointer.isEnabled = false
        #expect(app.window.pointerCursor == .arrow && editor.log.last == "exit ruler")
        editor.rulerPointer.isEnabled = true
        #expect(app.window.pointerCursor == .iBeam && editor.log.last == "animate ruler")
        editor.log.removeAll()
        editor.rulerPointer.invalidate()
        #expect(editor.log.isEmpty, "the same region is not entered again")
    }

    @Test("without a delegate the view's bounds are one region with an automatic effect: the hand")
    func noDelegate() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 600), scale: 1, idiom: .mac, rootViewController: root)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        root.view.addSubview(card)
        card.addInteraction(UIPointerInteraction(delegate: nil))
        app.tick()
        app.hover(at: CGPoint(x: 50, y: 50))
        #expect(app.window.pointerCursor == .pointingHand)
        app.hover(at: CGPoint(x: 200, y: 200))
        #expect(app.window.pointerCursor == .arrow)
    }
}
