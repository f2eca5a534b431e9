#if canImport(UIKit)
import UIKit

/// The device's system, from UIKit (Apple platforms only: `UIDevice` exists there alone).
public func platformName() -> String { UIDevice.current.systemName }
#else
/// The platform, on systems without UIKit.
public func platformName() -> String { "no UIKit" }
#endif
