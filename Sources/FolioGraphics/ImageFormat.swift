import CTurboJPEG
import Foundation

/// The encodings `UIImage` reads, and the pixel size each header states.
@_spi(Rendering) public enum ImageFormat: Sendable {
    case png, jpeg
    /// No pixels: a transparent image (a stand-in).
    case blank

    /// The format of `data` and its size in pixels, from the header alone; nil when `data` is
    /// neither PNG nor JPEG, or its header is damaged.
    package static func read(_ data: Data) -> (ImageFormat, (width: CGFloat, height: CGFloat))? {
        let bytes = [UInt8](data.prefix(24))
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // The IHDR chunk comes first: width and height, big-endian, at bytes 16 and 20.
            func be32(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
            let (w, h) = (be32(16), be32(20))
            guard w > 0, h > 0, w < 1 << 20, h < 1 << 20 else { return nil }
            return (.png, (CGFloat(w), CGFloat(h)))
        }
        if bytes.count >= 3, bytes.starts(with: [0xFF, 0xD8, 0xFF]), let size = jpegSize(data) {
            return (.jpeg, size)
        }
        return nil
    }

    /// The size libjpeg reads from a JPEG header.
    private static func jpegSize(_ data: Data) -> (width: CGFloat, height: CGFloat)? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return -1 }
            return tjDecompressHeader3(handle, base, UInt(raw.count), &width, &height, &subsampling, &colorspace)
        }
        guard status == 0, width > 0, height > 0 else { return nil }
        return (CGFloat(width), CGFloat(height))
    }
}
