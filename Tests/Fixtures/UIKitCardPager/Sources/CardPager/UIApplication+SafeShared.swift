//
//  UIApplication+SafeShared.swift
//  CardPager
//

import UIKit

extension UIApplication {
    /// The shared application, reached without naming `shared` (unavailable in app extensions).
    static var safeShared: UIApplication? {
        guard UIApplication.responds(to: NSSelectorFromString("sharedApplication")),
              let unmanaged = UIApplication.perform(NSSelectorFromString("sharedApplication")) else {
            return nil
        }
        return unmanaged.takeUnretainedValue() as? UIApplication
    }
}
