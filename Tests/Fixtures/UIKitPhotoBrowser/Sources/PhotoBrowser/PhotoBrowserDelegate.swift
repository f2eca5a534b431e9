//
//  PhotoBrowserDelegate.swift
//  PhotoBrowser
//

import UIKit

/// Tells the host what the browser shows. Every method is optional.
@objc public protocol PhotoBrowserDelegate: AnyObject {
    /// The browser settled on a photo.
    @objc optional func photoBrowser(_ browser: PhotoBrowserViewController, didShowPhotoAt index: Int)
    /// Whether a single tap hides the bars; true when not implemented.
    @objc optional func photoBrowserShouldToggleChrome(_ browser: PhotoBrowserViewController) -> Bool
    /// The caption under a photo.
    @objc optional func photoBrowser(_ browser: PhotoBrowserViewController, captionForPhotoAt index: Int) -> String?
    /// The browser is about to close.
    @objc optional func photoBrowserWillDismiss(_ browser: PhotoBrowserViewController)
}
