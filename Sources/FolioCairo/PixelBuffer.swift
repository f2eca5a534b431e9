import Foundation

/// Premultiplied 32-bit pixels (Cairo's ARGB32, alpha in the top byte) in memory another
/// library owns: its first pixel, row length in pixels (the stride / 4), size.
struct PixelBuffer: @unchecked Sendable {
    var base: UnsafeMutablePointer<UInt32>
    var rowLength: Int
    var width: Int
    var height: Int
    /// Every pixel is opaque (a source drawn without testing its alpha).
    var opaque = false
}

/// Arithmetic on packed premultiplied pixels, two channels at a time (red and blue in one
/// 32-bit word, alpha and green in another).
enum PackedPixel {
    static let lanes: UInt32 = 0x00FF_00FF

    /// Premultiplied `pixel` composited over the pixel at `target`: an opaque one replaces it, a
    /// clear one (0) leaves it.
    @inline(__always)
    static func composite(_ pixel: UInt32, onto target: UnsafeMutablePointer<UInt32>) {
        let alpha = pixel >> 24
        if alpha == 255 {
            target.pointee = pixel
        } else if pixel != 0 {
            target.pointee = over(pixel, target.pointee, alpha: alpha)
        }
    }

    /// Premultiplied `source` over `destination`; `alpha` is the source's.
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32, alpha: UInt32) -> UInt32 {
        source &+ scaled(destination, by: 255 &- alpha)
    }

    /// Every channel of `pixel` times `factor` / 255, rounded.
    @inline(__always)
    static func scaled(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var rb = (pixel & lanes) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & lanes)) >> 8) & lanes
        var ag = ((pixel >> 8) & lanes) &* factor &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & lanes)) & 0xFF00_FF00
        return rb | ag
    }

    /// Four pixels' channels times their `factor` / 255, rounded (as `scaled` does each).
    @inline(__always)
    static func scaled(_ pixels: SIMD4<UInt32>, by factor: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let lanes = SIMD4<UInt32>(repeating: Self.lanes), half = SIMD4<UInt32>(repeating: 0x0080_0080)
        var rb = (pixels & lanes) &* factor &+ half
        rb = ((rb &+ ((rb &>> 8) & lanes)) &>> 8) & lanes
        var ag = ((pixels &>> 8) & lanes) &* factor &+ half
        ag = (ag &+ ((ag &>> 8) & lanes)) & SIMD4(repeating: 0xFF00_FF00)
        return rb | ag
    }

    /// Four pixels of `a` and `b` mixed, each by its `weight` (as `mix` mixes each).
    @inline(__always)
    static func mix(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ weight: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let lanes = SIMD4<UInt32>(repeating: Self.lanes), keep = 128 &- weight
        let rb = (((a & lanes) &* keep &+ (b & lanes) &* weight) &>> 7) & lanes
        let ag = ((((a &>> 8) & lanes) &* keep &+ ((b &>> 8) & lanes) &* weight) &<< 1) & SIMD4(repeating: 0xFF00_FF00)
        return rb | ag
    }

    /// Four pixels mixed from the four round each (top left, top right, bottom left, bottom
    /// right) by their weights across (`wx`) and down (`wy`), 0 … 127 each: what `mix` gives
    /// across both rows and then down, channel by channel, worked in 16-bit lanes (one multiply
    /// instruction for eight channels, where 32-bit lanes take several): red and blue in one
    /// vector, alpha and green in another, as `mix` splits them.
    @inline(__always)
    static func bilinear(_ tl: SIMD4<UInt32>, _ tr: SIMD4<UInt32>, _ bl: SIMD4<UInt32>, _ br: SIMD4<UInt32>,
                         _ wx: SIMD4<UInt32>, _ wy: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let mask = SIMD4<UInt32>(repeating: lanes)
        @inline(__always) func words(_ p: SIMD4<UInt32>) -> SIMD8<UInt16> { unsafeBitCast(p, to: SIMD8<UInt16>.self) }
        @inline(__always) func mixed(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, _ w: SIMD8<UInt16>) -> SIMD8<UInt16> {
            (a &* (128 &- w) &+ b &* w) &>> 7
        }
        // Each pixel's weight in both of its lanes (shifted in: a 32-bit multiply is several instructions here).
        let across = words(wx | wx &<< 16), down = words(wy | wy &<< 16)
        let rb = mixed(mixed(words(tl & mask), words(tr & mask), across), mixed(words(bl & mask), words(br & mask), across), down)
        let ag = mixed(mixed(words((tl &>> 8) & mask), words((tr &>> 8) & mask), across),
                       mixed(words((bl &>> 8) & mask), words((br &>> 8) & mask), across), down)
        return unsafeBitCast(rb, to: SIMD4<UInt32>.self) | (unsafeBitCast(ag, to: SIMD4<UInt32>.self) &<< 8)
    }

    /// `a` and `b` mixed, `weight` / 128 of `b` (0 … 128).
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ weight: UInt32) -> UInt32 {
        let keep = 128 &- weight
        let rb = (((a & lanes) &* keep &+ (b & lanes) &* weight) >> 7) & lanes
        let ag = ((((a >> 8) & lanes) &* keep &+ ((b >> 8) & lanes) &* weight) << 1) & 0xFF00_FF00
        return rb | ag
    }
}
