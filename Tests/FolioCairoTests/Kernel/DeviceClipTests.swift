import Foundation
import Testing
import CCairo
@testable import Folio
import FolioTesting
@testable import FolioCairo

/// Drawing straight into pixels or through Cairo is chosen from the clips the canvas was given,
/// not from what Cairo can list for the surface drawn into: a frame drawn through a part of the
/// window comes out as the whole window draws it.
@MainActor
@Suite("The clip straight drawing sees")
struct DeviceClipTests {
    /// A slanted sliver with a gradient (a page curl's corner), under a clip whose edges lie
    /// inside pixels (a window 201.17 × 300.3 points), into `canvas`.
    private func drawCorner(on canvas: CairoCanvas) {
        canvas.clip(to: CGRect(x: 0, y: 0, width: 201.17, height: 300.3))
        let sliver = SliceFixtures.polygon([CGPoint(x: 5.43, y: 196.51), CGPoint(x: 0.06, y: 185.4),
                                            CGPoint(x: -0.02, y: 181.07), CGPoint(x: 7.07, y: 195.72)])
        canvas.fill(sliver, from: CGPoint(x: 0, y: 181), UIColor(white: 0.2, alpha: 0.9), to: CGPoint(x: 7, y: 196), UIColor(white: 0.6, alpha: 0.7))
        let corner = SliceFixtures.polygon([CGPoint(x: 9.31, y: 201.17), CGPoint(x: 0, y: 201.17), CGPoint(x: 0, y: 181.9)])
        canvas.fill(corner, from: CGPoint(x: 0, y: 182), UIColor(red: 0.5, green: 0.4, blue: 0.3, alpha: 1), to: CGPoint(x: 9, y: 201), .white)
    }

    @Test("a slanted shape under a clip with partial pixels comes out the same drawn whole and through a part")
    func wholeAndPart() throws {
        let whole = try CairoSurface(size: CGSize(width: 202, height: 301), scale: 1)
        let parted = try CairoSurface(size: CGSize(width: 202, height: 301), scale: 1)
        for surface in [whole, parted] { CairoCanvas(surface: surface).clear(to: .white) }
        drawCorner(on: CairoCanvas(surface: whole))
        let piece = try #require(parted.part(x: 0, y: 131, width: 42, height: 76))
        drawCorner(on: CairoCanvas(surface: piece))
        parted.partDidChange()
        cairo_surface_flush(whole.handle)
        cairo_surface_flush(parted.handle)
        var differing = 0, inked = 0
        for y in 131..<207 {
            for x in 0..<42 {
                let a = whole.color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let b = parted.color(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                if a != b { differing += 1 }
                if a != RGBA(r: 255, g: 255, b: 255, a: 255) { inked += 1 }
            }
        }
        #expect(inked > 50, "the shapes were drawn")
        #expect(differing == 0)
    }

    @Test("a slanted shape along an edge inside a pixel covers it the same under the window's clip and under a box of whole pixels")
    func partialEdgeEitherClip() throws {
        // The page a curl uncovers runs along the window's last column, 201.17 points wide.
        let page = SliceFixtures.polygon([CGPoint(x: 120.4, y: 0), CGPoint(x: 201.17, y: 0), CGPoint(x: 201.17, y: 300.3),
                                          CGPoint(x: 170.2, y: 300.3)])
        func draw(on surface: CairoSurface, clip: CGRect) {
            let canvas = CairoCanvas(surface: surface)
            canvas.clear(to: .white)
            canvas.clip(to: clip)
            canvas.fill(page, from: CGPoint(x: 120, y: 0), UIColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 1),
                        to: CGPoint(x: 201, y: 0), UIColor(red: 0.9, green: 0.7, blue: 0.1, alpha: 1))
        }
        let window = try CairoSurface(size: CGSize(width: 202, height: 301), scale: 1)
        let box = try CairoSurface(size: CGSize(width: 202, height: 301), scale: 1)
        draw(on: window, clip: CGRect(x: 0, y: 0, width: 201.17, height: 300.3))
        draw(on: box, clip: CGRect(x: 150, y: 40, width: 52, height: 60))
        cairo_surface_flush(window.handle)
        cairo_surface_flush(box.handle)
        for y in 40..<100 {
            let a = window.color(at: CGPoint(x: 201.5, y: Double(y) + 0.5)), b = box.color(at: CGPoint(x: 201.5, y: Double(y) + 0.5))
            #expect(a == b, "row \(y)")
            #expect(a != RGBA(r: 255, g: 255, b: 255, a: 255), "the last column is covered in part")
        }
    }

    @Test("the clip follows saves and restores, turns and shapes")
    func tracked() throws {
        let canvas = CairoCanvas(surface: try CairoSurface(size: CGSize(width: 100, height: 100), scale: 2))
        #expect(canvas.deviceClip == .none)
        canvas.saveState()
        canvas.clip(to: CGRect(x: 10, y: 10, width: 50.25, height: 20))
        #expect(canvas.deviceClip == .rectangle(CGRect(x: 20, y: 20, width: 100.5, height: 40)))
        let pixels = CGRect(x: 20, y: 20, width: 101, height: 40), clip = CGRect(x: 20, y: 20, width: 100.5, height: 40)
        #expect(canvas.deviceClip.straight(reaching: 30...60, 25...50) == [.init(pixels: pixels, cut: nil)])
        #expect(canvas.deviceClip.straight(reaching: 100...130, 25...50) == [.init(pixels: pixels, cut: clip)],
                "the shape reaches the pixel the clip's edge crosses: cut to the clip")
        #expect(canvas.deviceClip.straight(reaching: 150...170, 25...50) == [], "wholly outside: nothing to draw")
        canvas.saveState()
        canvas.clip(to: CanvasPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 8))
        #expect(canvas.deviceClip == .shaped)
        canvas.restoreState()
        #expect(canvas.deviceClip == .rectangle(CGRect(x: 20, y: 20, width: 100.5, height: 40)))
        canvas.restoreState()
        #expect(canvas.deviceClip == .none)
        canvas.clip(to: CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(canvas.deviceClip.straight(reaching: 0...200, 0...200) == [.init(pixels: CGRect(x: 20, y: 20, width: 100, height: 40), cut: nil)],
                "edges on whole pixels clip a shape crossing them exactly")
    }
}
