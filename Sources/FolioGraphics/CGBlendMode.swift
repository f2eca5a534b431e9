import Foundation

/// How drawn colour combines with what is below, Core Graphics' `CGBlendMode`. Folio composites
/// `.normal` (source over) only: other modes draw as `.normal`, with a diagnostic.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop,
         destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
