import Foundation

/// Encoded pixels a canvas draws — what a `UIImage` and a `CGImage` are made of, shared between
/// the images that show the same pixels: the bytes, their format, and the backend's decoded
/// pixels, made by the canvas that first draws them. A layer's drawn content starts the other way
/// round: as the backend's pixels, encoded only when asked for.
public final class ImageStorage {
    /// The encoded bytes, kept as an array: a `Data` keeps its buffer behind an enum whose spare
    /// bits hide the pointer from LeakSanitizer, so an image still shown at exit would read as
    /// leaked; an array's buffer is a plain reference. Nil until pixels made by a canvas are
    /// first asked for as bytes.
    private var bytes: [UInt8]?
    /// Encodes pixels made by a canvas (as PNG) when their bytes are first asked for.
    private var encode: (() -> Data?)?
    /// The encoded bytes (empty for a blank image).
    @_spi(Rendering) public var data: Data { Data(encodedBytes) }
    /// How many encoded bytes there are.
    @_spi(Rendering) public var byteCount: Int { encodedBytes.count }
    /// Their format.
    @_spi(Rendering) public let format: ImageFormat
    /// Backend storage: the decoded pixels, made by the canvas that first draws the image.
    @_spi(Rendering) public var decoded: AnyObject?

    package init(data: Data, format: ImageFormat) { bytes = [UInt8](data); self.format = format }

    /// Pixels a canvas drew (`decoded`, the backend's), encoded as PNG by `encode` when their
    /// bytes are first asked for.
    @_spi(Rendering) public init(pixels: AnyObject, encode: @escaping () -> Data?) {
        decoded = pixels
        self.encode = encode
        format = .png
    }

    private var encodedBytes: [UInt8] {
        if let bytes { return bytes }
        let made = [UInt8](encode?() ?? Data())
        bytes = made
        encode = nil
        return made
    }
}
