import CCairo
import CTurboJPEG
import Foundation

extension CairoSurface {
    /// Reads a JPEG through libjpeg-turbo (scale 1 unless told): its pixels, opaque, in Cairo's
    /// ARGB32 (BGRA bytes on little-endian machines).
    public convenience init(jpegData: Data, scale: CGFloat = 1) throws {
        guard let decompressor = tjInitDecompress() else { throw Failure.unreadableJPEG("libjpeg-turbo gave no decompressor") }
        defer { tjDestroy(decompressor) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = jpegData.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return -1 }
            return tjDecompressHeader3(decompressor, base, UInt(raw.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0, width > 0, height > 0 else {
            throw Failure.unreadableJPEG(String(cString: tjGetErrorStr2(decompressor)))
        }
        try self.init(pixelWidth: Int(width), pixelHeight: Int(height), scale: scale)
        cairo_surface_flush(handle)
        let pitch = Int32(stride), pixels = data
        let status = jpegData.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return -1 }
            return tjDecompress2(decompressor, base, UInt(raw.count), pixels, width, pitch, height,
                                 Int32(TJPF_BGRA.rawValue), 0)
        }
        // A damaged stream past a good header still decodes what it can (a warning): only a
        // failure to decode at all is an error.
        guard status == 0 || tjGetErrorCode(decompressor) == Int32(TJERR_WARNING.rawValue) else {
            throw Failure.unreadableJPEG(String(cString: tjGetErrorStr2(decompressor)))
        }
        cairo_surface_mark_dirty(handle)
    }
}

extension CairoSurface {
    /// The surface encoded as JPEG through libjpeg-turbo at `quality` (0 to 1), opaque.
    public func jpegData(quality: CGFloat) throws -> Data {
        guard let compressor = tjInitCompress() else { throw Failure.unreadableJPEG("libjpeg-turbo gave no compressor") }
        defer { tjDestroy(compressor) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var length: UInt = 0
        let q = Int32((min(1, max(0, quality.isFinite ? quality : 0.8)) * 100).rounded())
        let status = tjCompress2(compressor, data, Int32(pixelWidth), Int32(stride), Int32(pixelHeight), Int32(TJPF_BGRA.rawValue),
                                 &buffer, &length, Int32(TJSAMP_420.rawValue), max(1, q), 0)
        defer { if let buffer { tjFree(buffer) } }
        guard status == 0, let buffer else { throw Failure.unreadableJPEG(String(cString: tjGetErrorStr2(compressor))) }
        return Data(bytes: buffer, count: Int(length))
    }
}
