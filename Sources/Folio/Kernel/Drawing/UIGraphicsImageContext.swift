import Foundation
@_spi(Rendering) import FolioLayers
@_spi(Rendering) import FolioGraphics
import FolioCore

/// The image contexts begun with `UIGraphicsBeginImageContextWithOptions` and not yet ended.
@MainActor
enum UIGraphicsImageContexts {
    struct Entry {
        let canvas: (any OffscreenCanvas)?
        let size: CGSize
        let scale: CGFloat
    }
    static var open: [Entry] = []
}

/// Begins drawing an image of `size` at scale 1, UIKit's `UIGraphicsBeginImageContext`.
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// Begins drawing an image of `size`, opaque or not, at `scale` (0: the screen's), UIKit's
/// `UIGraphicsBeginImageContextWithOptions`: its context becomes current until
/// `UIGraphicsEndImageContext()`. A size that cannot be drawn gives a diagnostic, a context that
/// keeps nothing, and no image.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale == 0 ? UIGraphicsImageRendererFormat().scale : scale
    let canvas = OffscreenRendering.canvas(size: size, scale: s, opaque: opaque, caller: "UIGraphicsBeginImageContextWithOptions")
    UIGraphicsImageContexts.open.append(.init(canvas: canvas, size: size, scale: s))
    UIGraphicsContextStack.push(context: CGContext(canvas ?? RecordingCanvas()))
}

/// What has been drawn in the image context begun last, UIKit's
/// `UIGraphicsGetImageFromCurrentImageContext`; nil when none is open.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = UIGraphicsImageContexts.open.last, entry.canvas != nil else { return nil }
    return OffscreenRendering.image(of: entry.canvas, size: entry.size, scale: entry.scale)
}

/// Ends the image context begun last, UIKit's `UIGraphicsEndImageContext`.
@MainActor
public func UIGraphicsEndImageContext() {
    guard UIGraphicsImageContexts.open.popLast() != nil else {
        OffscreenRendering.log.warning("UIGraphicsEndImageContext() without an image context begun; nothing to end")
        return
    }
    UIGraphicsContextStack.pop()
}
