//
//  AppDelegate.swift
//  PhotoBrowserDemo
//

import UIKit
import PhotoBrowser

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let browser = PhotoBrowserViewController(photos: [.systemBlue, .systemGreen, .systemOrange])
        window?.rootViewController = UINavigationController(rootViewController: browser)
        window?.makeKeyAndVisible()
        print("launched with \(browser.photos.count) photos")
        return true
    }
}
