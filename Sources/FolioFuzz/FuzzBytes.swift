import Foundation

/// Reads a fuzz input as a stream of small decisions; past the end it reads zeros, so every
/// input, even an empty one, is a complete program.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var position = 0

    init(_ data: Data) { bytes = [UInt8](data) }

    /// Whether unread bytes remain.
    var hasMore: Bool { position < bytes.count }

    /// The next byte (0 past the end).
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// The next two bytes, big-endian.
    mutating func uint16() -> UInt16 { UInt16(byte()) << 8 | UInt16(byte()) }

    /// A choice among `count` options (`count` > 0).
    mutating func choice(_ count: Int) -> Int { Int(byte()) % max(count, 1) }

    /// A fraction in 0…1 from two bytes.
    mutating func unit() -> Double { Double(uint16()) / Double(UInt16.max) }

    /// A number that is usually ordinary and sometimes hostile: NaN, ±∞, huge, zero, negative.
    mutating func hostileNumber(ordinary range: ClosedRange<Double>) -> Double {
        switch byte() % 16 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e300
        case 4: return -1e300
        case 5: return 0
        case 6: return -range.upperBound * unit()
        default: return range.lowerBound + (range.upperBound - range.lowerBound) * unit()
        }
    }

    /// The rest of the input.
    mutating func rest() -> Data {
        defer { position = bytes.count }
        return position < bytes.count ? Data(bytes[position...]) : Data()
    }
}
