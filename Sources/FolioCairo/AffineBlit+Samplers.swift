import Foundation

/// How `AffineBlit` reads an image: the one-pixel and four-pixel reads of each filter.
extension AffineBlit {
    /// Reads an image at a point (image pixels; pixel centres at +½).
    protocol Sampler {
        /// The image at (u, v), 16.16 fixed point.
        func sample(u: Int, v: Int) -> UInt32
        /// The image at four points, as `sample` gives each.
        func sample(u: SIMD4<Int>, v: SIMD4<Int>) -> SIMD4<UInt32>
        /// Copies the pixels `columns` of a row (its start `rowU`, `rowV` and step along it, fixed
        /// point) into `row` when they read an opaque image one for one; false, touching nothing,
        /// when they do not.
        func copy(_ columns: ClosedRange<Int>, rowU: Int, rowV: Int, step: (Int, Int), into row: UnsafeMutablePointer<UInt32>) -> Bool
        /// How the pixels drawn eight at a time read (`folio_affine_span`: 1 the nearest pixel,
        /// 2 bilinear) and the image they read.
        static var wideSampling: Int32 { get }
        var image: PixelBuffer { get }
        /// Whether a read at (u, v) lies inside the image, with the neighbours it mixes: where
        /// the pixels drawn eight at a time may read.
        func readsInside(u: Int, v: Int) -> Bool
    }

    struct Nearest: Sampler {
        let pixels: PixelBuffer
        init(_ pixels: PixelBuffer) { self.pixels = pixels }
        static var wideSampling: Int32 { 1 }
        var image: PixelBuffer { pixels }

        @inline(__always) func readsInside(u: Int, v: Int) -> Bool {
            let x = (u &- 1) &>> 16, y = (v &- 1) &>> 16
            return x >= 0 && y >= 0 && x < pixels.width && y < pixels.height
        }

        func copy(_ columns: ClosedRange<Int>, rowU: Int, rowV: Int, step: (Int, Int), into row: UnsafeMutablePointer<UInt32>) -> Bool {
            guard pixels.opaque, step == (65536, 0) else { return false }
            // Pixel x reads column (x·65536 + 32768 + rowU − 1) >> 16 of row (rowV − 1) >> 16.
            let shift = (32768 &+ rowU &- 1) &>> 16, y = (rowV &- 1) &>> 16
            let from = max(columns.lowerBound, -shift), to = min(columns.upperBound, pixels.width - 1 - shift)
            if y >= 0, y < pixels.height, from <= to {
                (row + from).update(from: pixels.base + (y &* pixels.rowLength &+ from &+ shift), count: to - from + 1)
            }
            return true
        }

        @inline(__always) func sample(u: Int, v: Int) -> UInt32 {
            // As pixman rounds a sample falling exactly between two pixels: to the one before.
            let x = (u &- 1) &>> 16, y = (v &- 1) &>> 16
            guard x >= 0, y >= 0, x < pixels.width, y < pixels.height else { return 0 }
            return pixels.base[y &* pixels.rowLength &+ x]
        }
    }

    /// Cairo's bilinear filter: the four pixels round the sample mixed in 128ths; past the image's
    /// edge, transparent.
    struct Bilinear: Sampler {
        let pixels: PixelBuffer
        init(_ pixels: PixelBuffer) { self.pixels = pixels }
        static var wideSampling: Int32 { 2 }
        var image: PixelBuffer { pixels }

        @inline(__always) func readsInside(u: Int, v: Int) -> Bool {
            let x0 = (u &- 32768) &>> 16, y0 = (v &- 32768) &>> 16
            return x0 >= 0 && y0 >= 0 && x0 < pixels.width - 1 && y0 < pixels.height - 1
        }

        @inline(__always) func sample(u: Int, v: Int) -> UInt32 {
            let iu = u &- 32768, iv = v &- 32768
            guard iu > -65536, iv > -65536, iu < pixels.width &* 65536, iv < pixels.height &* 65536 else { return 0 }
            let x0 = iu >> 16, y0 = iv >> 16
            let wx = UInt32((iu >> 9) & 127), wy = UInt32((iv >> 9) & 127)
            let base = pixels.base, stride = pixels.rowLength
            let tl, tr, bl, br: UInt32
            if x0 >= 0 && y0 >= 0 && x0 < pixels.width - 1 && y0 < pixels.height - 1 {
                let p = base + (y0 &* stride &+ x0)
                tl = p[0]; tr = p[1]; bl = p[stride]; br = p[stride &+ 1]
            } else {
                func at(_ x: Int, _ y: Int) -> UInt32 {
                    x >= 0 && y >= 0 && x < pixels.width && y < pixels.height ? base[y &* stride &+ x] : 0
                }
                tl = at(x0, y0); tr = at(x0 + 1, y0); bl = at(x0, y0 + 1); br = at(x0 + 1, y0 + 1)
            }
            return PackedPixel.mix(PackedPixel.mix(tl, tr, wx), PackedPixel.mix(bl, br, wx), wy)
        }

        /// Four samples mixed side by side when all four lie inside the image, away from its last
        /// row and column; else one by one.
        @inline(__always) func sample(u: SIMD4<Int>, v: SIMD4<Int>) -> SIMD4<UInt32> {
            let iu = u &- 32768, iv = v &- 32768
            let x0 = iu &>> 16, y0 = iv &>> 16
            let limitX = SIMD4(repeating: pixels.width - 1), limitY = SIMD4(repeating: pixels.height - 1)
            guard all(x0 .>= 0 .& y0 .>= 0 .& x0 .< limitX .& y0 .< limitY) else {
                return SIMD4(sample(u: u[0], v: v[0]), sample(u: u[1], v: v[1]), sample(u: u[2], v: v[2]), sample(u: u[3], v: v[3]))
            }
            let at = y0 &* pixels.rowLength &+ x0
            let base = pixels.base, stride = pixels.rowLength
            let tl = SIMD4(base[at[0]], base[at[1]], base[at[2]], base[at[3]])
            let tr = SIMD4(base[at[0] &+ 1], base[at[1] &+ 1], base[at[2] &+ 1], base[at[3] &+ 1])
            let bl = SIMD4(base[at[0] &+ stride], base[at[1] &+ stride], base[at[2] &+ stride], base[at[3] &+ stride])
            let br = SIMD4(base[at[0] &+ stride &+ 1], base[at[1] &+ stride &+ 1], base[at[2] &+ stride &+ 1], base[at[3] &+ stride &+ 1])
            let wx = SIMD4<UInt32>(truncatingIfNeeded: (iu &>> 9) & 127), wy = SIMD4<UInt32>(truncatingIfNeeded: (iv &>> 9) & 127)
            return PackedPixel.bilinear(tl, tr, bl, br, wx, wy)
        }
    }
}

extension AffineBlit.Sampler {
    @inline(__always) func sample(u: SIMD4<Int>, v: SIMD4<Int>) -> SIMD4<UInt32> {
        SIMD4(sample(u: u[0], v: v[0]), sample(u: u[1], v: v[1]), sample(u: u[2], v: v[2]), sample(u: u[3], v: v[3]))
    }

    func copy(_ columns: ClosedRange<Int>, rowU: Int, rowV: Int, step: (Int, Int), into row: UnsafeMutablePointer<UInt32>) -> Bool {
        false
    }
}
