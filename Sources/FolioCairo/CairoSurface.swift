import Foundation
import CCairo

/// An ARGB32 Cairo image surface at a screen scale: what Folio renders into, and PNG in and out.
public final class CairoSurface: @unchecked Sendable {
    /// The `cairo_surface_t`.
    public let handle: OpaquePointer
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// The surface whose pixels this one draws into (`part(x:y:width:height:)`).
    private let whole: CairoSurface?
    /// The pixels of a window's first subviews the window renderer keeps while it draws the
    /// window's frames into this surface (a host passes it on when it moves its frames to another
    /// surface); the renderer's own type (`KeptBackdrop`), which this module does not know.
    public var keptBackdrop: AnyObject?

    /// Errors reading or writing images.
    public enum Failure: Error, Equatable {
        case invalidSize(width: CGFloat, height: CGFloat)
        case unreadablePNG(String)
        case unreadableJPEG(String)
        case cairo(String)
    }

    /// A transparent surface of `size` points at `scale` (1 or 2…).
    public init(size: CGSize, scale: CGFloat) throws {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              scale.isFinite, scale > 0, size.width * scale <= 16384, size.height * scale <= 16384 else {
            throw Failure.invalidSize(width: size.width, height: size.height)
        }
        let w = Int((size.width * scale).rounded(.up)), h = Int((size.height * scale).rounded(.up))
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw Failure.cairo("cannot create a \(w)×\(h) surface")
        }
        handle = s; pixelWidth = w; pixelHeight = h; self.scale = scale; whole = nil
    }

    /// A transparent surface of exactly `w` × `h` pixels at `scale` (what a decoded image needs).
    public init(pixelWidth w: Int, pixelHeight h: Int, scale: CGFloat) throws {
        guard w > 0, h > 0, w <= 16384, h <= 16384, scale.isFinite, scale > 0 else {
            throw Failure.invalidSize(width: CGFloat(w), height: CGFloat(h))
        }
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw Failure.cairo("cannot create a \(w)×\(h) surface")
        }
        handle = s; pixelWidth = w; pixelHeight = h; self.scale = scale; whole = nil
    }

    /// A surface drawing straight into `pixels`, memory someone else owns and keeps for as long
    /// as the surface lives (a window's framebuffer): `width` × `height` premultiplied ARGB32
    /// pixels, `stride` bytes a row. Nil when the sizes do not describe such memory.
    public init?(borrowing pixels: UnsafeMutableRawPointer, pixelWidth width: Int, pixelHeight height: Int, stride: Int, scale: CGFloat) {
        guard width > 0, height > 0, width <= 16384, height <= 16384, stride >= 4 * width, stride % 4 == 0,
              scale.isFinite, scale > 0,
              let s = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(stride)) else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            return nil
        }
        handle = s; pixelWidth = width; pixelHeight = height; self.scale = scale; whole = nil
    }

    private init(handle: OpaquePointer, width: Int, height: Int, scale: CGFloat, whole: CairoSurface) {
        self.handle = handle; pixelWidth = width; pixelHeight = height; self.scale = scale; self.whole = whole
    }

    /// A surface over a rectangle of this one's pixels, `width` × `height` from column `x`,
    /// row `y`: what is drawn into it is drawn here, and it ends at the rectangle's edges (no
    /// clip: shapes are rasterised as on a surface of that size). Its device offset places this
    /// surface's coordinates: point (x, y) of this surface is its first pixel. Nil when the
    /// rectangle is not inside.
    public func part(x: Int, y: Int, width: Int, height: Int) -> CairoSurface? {
        guard x >= 0, y >= 0, width > 0, height > 0, x + width <= pixelWidth, y + height <= pixelHeight else { return nil }
        cairo_surface_flush(handle)
        let start = cairo_image_surface_get_data(handle)!.advanced(by: y * stride + 4 * x)
        guard let s = cairo_image_surface_create_for_data(start, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_set_device_offset(s, Double(-x), Double(-y))
        return CairoSurface(handle: s, width: width, height: height, scale: scale, whole: self)
    }

    /// Drawing through a part is over: this surface's pixels changed under Cairo.
    public func partDidChange() { cairo_surface_mark_dirty(handle) }

    /// Reads a PNG (scale 1 unless told).
    public init(pngData: Data, scale: CGFloat = 1) throws {
        let reader = PNGReader(data: pngData)
        let box = Unmanaged.passRetained(reader)
        defer { box.release() }
        let s = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let r = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
            return r.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, box.toOpaque())!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(cairo_surface_status(s)))
            cairo_surface_destroy(s)
            throw Failure.unreadablePNG(message)
        }
        handle = s
        pixelWidth = Int(cairo_image_surface_get_width(s))
        pixelHeight = Int(cairo_image_surface_get_height(s))
        self.scale = scale
        whole = nil
    }

    /// Reads a PNG file.
    public convenience init(contentsOf url: URL, scale: CGFloat = 1) throws {
        try self.init(pngData: try Data(contentsOf: url), scale: scale)
    }

    deinit { cairo_surface_destroy(handle) }

    /// The surface encoded as PNG.
    public func pngData() throws -> Data {
        cairo_surface_flush(handle)
        let writer = PNGWriter()
        let box = Unmanaged.passRetained(writer)
        defer { box.release() }
        let status = cairo_surface_write_to_png_stream(handle, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGWriter>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw Failure.cairo(String(cString: cairo_status_to_string(status))) }
        return writer.data
    }

    /// Writes the surface as a PNG file, atomically.
    public func writePNG(to url: URL) throws {
        try pngData().write(to: url, options: .atomic)
    }

    /// Bytes per row.
    public var stride: Int { Int(cairo_image_surface_get_stride(handle)) }

    /// The raw pixel memory (premultiplied ARGB32, native endian), after a flush.
    public var data: UnsafeMutablePointer<UInt8> {
        cairo_surface_flush(handle)
        return cairo_image_surface_get_data(handle)
    }

    /// The colour of one pixel as straight (un-premultiplied) RGBA bytes.
    public func pixel(x: Int, y: Int) -> RGBA {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        let p = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = UInt8(p >> 24), r = UInt8((p >> 16) & 0xFF), g = UInt8((p >> 8) & 0xFF), b = UInt8(p & 0xFF)
        guard a > 0 else { return RGBA(r: 0, g: 0, b: 0, a: 0) }
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return RGBA(r: un(r), g: un(g), b: un(b), a: a)
    }

    /// The colour at a point (in points), sampling the pixel under it.
    public func color(at point: CGPoint) -> RGBA {
        pixel(x: Int(saturating: point.x * scale), y: Int(saturating: point.y * scale))
    }
}

/// A straight-alpha 8-bit colour read from a surface.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// The channels, 0…255.
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    /// A colour from its channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
    /// The largest per-channel difference to `other`.
    public func distance(to other: RGBA) -> Int {
        max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)), abs(Int(a) - Int(other.a)))
    }
    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}

private final class PNGWriter { var data = Data() }

private final class PNGReader {
    let data: Data
    var position = 0
    init(data: Data) { self.data = data }
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard position + count <= data.count else { return false }
        data.copyBytes(to: buffer, from: position..<(position + count))
        position += count
        return true
    }
}
