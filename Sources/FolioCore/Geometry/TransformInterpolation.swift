import Foundation

/// Interpolates 3-D transforms as Core Animation and CSS do: each end decomposed into
/// perspective, translation, scale, skew and a rotation (a quaternion), the parts mixed (the
/// rotation along the shorter arc), the result recomposed — so a card turning a half turn passes
/// through edge-on instead of shrinking to nothing, as mixing the matrices would.
public enum TransformInterpolation {
    /// A transform's parts.
    struct Parts {
        var perspective: [Double]   // 4
        var translation: [Double]   // 3
        var scale: [Double]         // 3
        var skew: [Double]          // xy, xz, yz
        var quaternion: [Double]    // x, y, z, w
    }

    /// The transform a share `t` of the way from `a` to `b`; when either cannot be decomposed
    /// (singular), `a` before the middle and `b` from it.
    public static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat) -> CATransform3D {
        guard let pa = decompose(a), let pb = decompose(b), t.isFinite else { return t < 0.5 ? a : b }
        let s = Double(t)
        func mix(_ x: [Double], _ y: [Double]) -> [Double] { zip(x, y).map { $0 + ($1 - $0) * s } }
        let parts = Parts(perspective: mix(pa.perspective, pb.perspective), translation: mix(pa.translation, pb.translation),
                          scale: mix(pa.scale, pb.scale), skew: mix(pa.skew, pb.skew),
                          quaternion: slerp(pa.quaternion, pb.quaternion, s))
        return recompose(parts)
    }

    static func slerp(_ q1: [Double], _ q2: [Double], _ t: Double) -> [Double] {
        var q2 = q2
        var dot = zip(q1, q2).reduce(0) { $0 + $1.0 * $1.1 }
        if dot < 0 { q2 = q2.map { -$0 }; dot = -dot }   // the shorter arc
        dot = min(dot, 1)
        if dot > 0.9995 {
            let q = zip(q1, q2).map { $0 + ($1 - $0) * t }
            let n = q.reduce(0) { $0 + $1 * $1 }.squareRoot()
            return n > 0 ? q.map { $0 / n } : q1
        }
        let theta = acos(dot), sinTheta = sin(theta)
        let w1 = sin((1 - t) * theta) / sinTheta, w2 = sin(t * theta) / sinTheta
        return zip(q1, q2).map { $0 * w1 + $1 * w2 }
    }

    /// The parts of `m` (CSS Transforms' decomposition); nil when it has none.
    static func decompose(_ m: CATransform3D) -> Parts? {
        var e = m.entries.map(Double.init)
        guard e[15] != 0, e.allSatisfy(\.isFinite) else { return nil }
        e = e.map { $0 / e[15] }
        // The perspective part.
        var pm = e
        pm[3] = 0; pm[7] = 0; pm[11] = 0; pm[15] = 1
        let pmT = CATransform3D(entries: pm.map { CGFloat($0) })
        let inverse = CATransform3DInvert(pmT)
        guard inverse != pmT || CATransform3DIsIdentity(pmT) else { return nil }
        var perspective = [0.0, 0, 0, 1]
        if e[3] != 0 || e[7] != 0 || e[11] != 0 {
            let rhs = [e[3], e[7], e[11], e[15]]
            let inv = inverse.entries.map(Double.init)
            // The matrix without perspective times the perspective column gives the last column:
            // perspective = inverse(pm) · rhs.
            perspective = (0..<4).map { i in (0..<4).reduce(0) { $0 + inv[i * 4 + $1] * rhs[$1] } }
        }
        let translation = [e[12], e[13], e[14]]
        var rows = [[e[0], e[1], e[2]], [e[4], e[5], e[6]], [e[8], e[9], e[10]]]
        func length(_ v: [Double]) -> Double { v.reduce(0) { $0 + $1 * $1 }.squareRoot() }
        func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
        func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] { zip(a, b).map { $0 * sa + $1 * sb } }
        var scale = [0.0, 0, 0], skew = [0.0, 0, 0]
        scale[0] = length(rows[0])
        guard scale[0] > 1e-12 else { return nil }
        rows[0] = rows[0].map { $0 / scale[0] }
        skew[0] = dot(rows[0], rows[1])
        rows[1] = combine(rows[1], rows[0], 1, -skew[0])
        scale[1] = length(rows[1])
        guard scale[1] > 1e-12 else { return nil }
        rows[1] = rows[1].map { $0 / scale[1] }
        skew[0] /= scale[1]
        skew[1] = dot(rows[0], rows[2])
        rows[2] = combine(rows[2], rows[0], 1, -skew[1])
        skew[2] = dot(rows[1], rows[2])
        rows[2] = combine(rows[2], rows[1], 1, -skew[2])
        scale[2] = length(rows[2])
        guard scale[2] > 1e-12 else { return nil }
        rows[2] = rows[2].map { $0 / scale[2] }
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        let cross = [rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1],
                     rows[1][2] * rows[2][0] - rows[1][0] * rows[2][2],
                     rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0]]
        if dot(rows[0], cross) < 0 {
            scale = scale.map { -$0 }
            rows = rows.map { $0.map { -$0 } }
        }
        var q = [0.5 * max(1 + rows[0][0] - rows[1][1] - rows[2][2], 0).squareRoot(),
                 0.5 * max(1 - rows[0][0] + rows[1][1] - rows[2][2], 0).squareRoot(),
                 0.5 * max(1 - rows[0][0] - rows[1][1] + rows[2][2], 0).squareRoot(),
                 0.5 * max(1 + rows[0][0] + rows[1][1] + rows[2][2], 0).squareRoot()]
        if rows[2][1] > rows[1][2] { q[0] = -q[0] }
        if rows[0][2] > rows[2][0] { q[1] = -q[1] }
        if rows[1][0] > rows[0][1] { q[2] = -q[2] }
        return Parts(perspective: perspective, translation: translation, scale: scale, skew: skew, quaternion: q)
    }

    /// The transform of `p`'s parts (CSS Transforms' recomposition).
    static func recompose(_ p: Parts) -> CATransform3D {
        // Row-major 4 × 4, as CATransform3D stores it.
        func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
            var r = [Double](repeating: 0, count: 16)
            for i in 0..<4 { for j in 0..<4 { r[i * 4 + j] = (0..<4).reduce(0) { $0 + a[i * 4 + $1] * b[$1 * 4 + j] } } }
            return r
        }
        var m: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        for i in 0..<4 { m[i * 4 + 3] = p.perspective[i] }
        for i in 0..<4 { for j in 0..<3 { m[12 + i] += p.translation[j] * m[j * 4 + i] } }
        let (x, y, z, w) = (p.quaternion[0], p.quaternion[1], p.quaternion[2], p.quaternion[3])
        // The quaternion's rotation for row vectors (the transpose of the column-vector form).
        let rotation: [Double] = [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0,
                                  2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0,
                                  2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0,
                                  0, 0, 0, 1]
        m = multiply(rotation, m)
        if p.skew[2] != 0 {
            var s: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]; s[9] = p.skew[2]; m = multiply(s, m)
        }
        if p.skew[1] != 0 {
            var s: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]; s[8] = p.skew[1]; m = multiply(s, m)
        }
        if p.skew[0] != 0 {
            var s: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]; s[4] = p.skew[0]; m = multiply(s, m)
        }
        for i in 0..<3 { for j in 0..<4 { m[i * 4 + j] *= p.scale[i] } }
        return CATransform3D(entries: m.map { CGFloat($0) })
    }
}
