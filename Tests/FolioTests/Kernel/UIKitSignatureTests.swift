import Foundation
import Testing
@_spi(Testing) @testable import Folio
import FolioTesting

/// UIKit code as strangers write it compiles and behaves as on iOS.
@MainActor
@Suite("UIKit signatures")
struct UIKitSignatureTests {
    @Test("UITabBarItem(title:image:tag:) and (tabBarSystemItem:tag:); UITabBar.items is optional, nil with no tabs")
    func tabBarItems() {
        let custom = UITabBarItem(title: "Inbox", image: nil, tag: 3)
        let favorites = UITabBarItem(tabBarSystemItem: .favorites, tag: 7)
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let empty = bar.items

        bar.items = [custom, favorites]

        #expect(empty == nil)
        #expect(bar.items?.map(\.title) == ["Inbox", "Favorites"])
        #expect(bar.items?.map(\.tag) == [3, 7])
        #expect(favorites.systemItem == .favorites && UITabBarItem.SystemItem.favorites.rawValue == 1)
        bar.setItems(nil, animated: false)
        #expect(bar.items == nil)
    }

    @Test("SpineLocation has UIKit's raw values; options accept NSNumber as ported code passes them")
    func spineOptions() {
        let mid = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue),
                                                 .interPageSpacing: NSNumber(value: 12)])
        let typed = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.max])
        let spaced = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                          options: [.interPageSpacing: 8])
        DiagnosticLog.install()
        let bogus = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: NSNumber(value: 9)])

        #expect([UIPageViewController.SpineLocation.none, .min, .mid, .max].map(\.rawValue) == [0, 1, 2, 3])
        #expect(mid.spineLocation == .mid)
        #expect(typed.spineLocation == .max)
        #expect(spaced.interPageSpacing == 8)
        #expect(bogus.spineLocation == .min)
        #expect(!DiagnosticLog.shared.messages(containing: "9 is not a spine location").isEmpty)
    }

    @Test("UIButton.titleLabel is optional as in UIKit: button.titleLabel?.font = … changes the drawn title's font")
    func buttonTitleLabel() {
        let button = UIButton(type: .system)
        button.setTitle("Log in", for: .normal)

        button.titleLabel?.font = .boldSystemFont(ofSize: 18)

        #expect(button.titleLabel?.font.pointSize == 18)
        #expect(button.titleLabel?.font.weight == .bold)
        #expect(button.titleLabel?.text == "Log in")
    }
}

/// `CACurrentMediaTime()` is a C function in UIKit: nonisolated code calls it (layouts that time
/// their own animations do, from `nonisolated` helpers).
nonisolated private func mediaTimeFromNonisolatedCode() -> CFTimeInterval { CACurrentMediaTime() }

@MainActor
@Suite("Media time from any code")
struct MediaTimeTests {
    @Test("CACurrentMediaTime is the last frame's time, also when asked from nonisolated code")
    func nonisolatedMediaTime() {
        let app = HeadlessApp(size: CGSize(width: 50, height: 50), scale: 1, rootViewController: UIViewController())

        app.advance(by: 0.5)

        #expect(mediaTimeFromNonisolatedCode() == app.application.currentTime)
        #expect(app.application.currentTime > 0.49)
    }
}

@Suite("Checked keyed archives")
struct CheckedKeyedArchiveTests {
    /// `data` with its last object dropped: a reference that points nowhere.
    static func dangling(_ data: Data) throws -> Data {
        var plist = try #require(try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])
        var objects = try #require(plist["$objects"] as? [Any])
        objects.removeLast()
        plist["$objects"] = objects
        return try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    }

    @Test("a reference to an object the archive does not hold is named, not followed into a crash")
    func danglingReference() throws {
        let intact = NSKeyedArchiver.archivedData(withRootObject: ["name": "高伟"] as NSDictionary)

        let damaged = try Self.dangling(intact)
        let ok = try NSKeyedUnarchiver.checked(forReadingFrom: intact)

        #expect(ok.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? NSDictionary == ["name": "高伟"])
        #expect(throws: KeyedArchiveDamage.self) { try NSKeyedUnarchiver.checked(forReadingFrom: damaged) }
        #expect(throws: (any Error).self) { try NSKeyedUnarchiver.checked(forReadingFrom: Data("junk".utf8)) }
        #expect(throws: KeyedArchiveDamage.self) {
            try NSKeyedUnarchiver.checked(forReadingFrom: PropertyListSerialization.data(fromPropertyList: ["a": 1], format: .binary, options: 0))
        }
    }
}
