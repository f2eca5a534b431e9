// Drives the ported photo browser headlessly, as a user would with a finger, and prints what the
// ported code did: pages, delegate calls, actions wired by the selectors `folio-port` rewrote.
// Already Folio code: `folio-port` leaves it as it is.
import Folio
import FolioTesting
import PhotoBrowser

/// A host that implements only two of the delegate's optional methods.
final class Host: PhotoBrowserDelegate {
    func photoBrowser(_ browser: PhotoBrowserViewController, didShowPhotoAt index: Int) { print("didShow \(index)") }
    func photoBrowserWillDismiss(_ browser: PhotoBrowserViewController) { print("willDismiss") }
}

MainActor.assumeIsolated {
    let host = Host()
    let browser = PhotoBrowserViewController(photos: [.systemBlue, .systemGreen, .systemOrange])
    browser.delegate = host
    let app = HeadlessApp(rootViewController: UINavigationController(rootViewController: browser))
    let middle = browser.view.convert(CGPoint(x: browser.view.bounds.midX, y: browser.view.bounds.midY), to: nil)

    // A flick to the left: the scroll view pages, the delegate and the dots follow.
    app.swipe(from: CGPoint(x: 320, y: middle.y), to: CGPoint(x: 80, y: middle.y), velocity: 1500)
    _ = app.runUntilIdle()
    print("page \(browser.currentIndex), dots \(browser.pageControl.currentPage)")

    // A tap on the right of the dots: valueChanged → the rewritten #selector(pageControlChanged(_:)).
    let dots = browser.pageControl
    app.tap(at: dots.convert(CGPoint(x: dots.bounds.width - 20, y: dots.bounds.midY), to: nil))
    _ = app.runUntilIdle()
    print("page \(browser.currentIndex), dots \(browser.pageControl.currentPage)")

    // One tap toggles the chrome once the double tap has failed; two taps are the double tap.
    app.tap(at: middle)
    _ = app.runUntilIdle()
    print("chrome hidden \(browser.isChromeHidden), dots hidden \(browser.pageControl.isHidden)")
    app.tap(at: middle)
    app.advance(by: 0.1)
    app.tap(at: middle)
    _ = app.runUntilIdle()
    print("chrome hidden \(browser.isChromeHidden)")

    // The observer added with #selector(didReceiveMemoryWarning(_:)).
    app.simulateMemoryWarning()
    print("memory warnings \(browser.memoryWarnings)")

    // The Done button, target-action through #selector(close).
    if let done = browser.navigationItem.rightBarButtonItem {
        print("bar button \(done.title ?? "-")")
        done.sendAction()
    }

    // Albums: `commit` alone turned swipe-to-delete on in UIKit; the port says canEditRowAt.
    let albums = AlbumsViewController()
    let list = HeadlessApp(rootViewController: albums)
    let row = albums.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
    let y = albums.tableView.convert(CGPoint(x: 0, y: row.midY), to: nil).y
    list.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 180, y: y + 2), duration: 0.3)
    _ = list.runUntilIdle()
    if let delete = list.button(titled: "Delete") { list.tap(delete) }
    _ = list.runUntilIdle()
    print("albums \(albums.albums.joined(separator: ", "))")
    // A row presents a browser through the controller's own `present` override.
    list.tap(at: albums.tableView.convert(CGPoint(x: 100, y: row.midY), to: nil))
    _ = list.runUntilIdle()
    print("presented \(albums.presentedViewController.map { "\(type(of: $0))" } ?? "nothing")")

    // The card carousel: a custom flow layout with attributes of its own, copied and compared.
    let cards = AlbumCardsViewController(albums: ["Holidays", "Family", "Screenshots", "Pets", "Food"].enumerated().map { i, title in
        (title: title, color: [UIColor.systemRed, .systemGreen, .systemBlue, .systemOrange, .systemPurple][i])
    })
    let carousel = HeadlessApp(rootViewController: cards)
    print("card \(cards.centeredCard.map(String.init) ?? "-")")
    carousel.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), velocity: 600)
    _ = carousel.runUntilIdle()
    let step = cards.layout.itemSize.width + cards.layout.minimumLineSpacing
    print("card \(cards.centeredCard.map(String.init) ?? "-"), resting on a card \(cards.collectionView.contentOffset.x.truncatingRemainder(dividingBy: step) == 0)")

    // A page view controller subclass with dots of its own (`pageControl` is the subclass's).
    let onboarding = OnboardingViewController()
    let intro = HeadlessApp(rootViewController: onboarding)
    intro.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), velocity: 1500)
    _ = intro.runUntilIdle()
    print("onboarding page \(onboarding.pageControl.currentPage) of \(onboarding.pages.count)")

    // A view stepped by a display link (`#selector(step(_:))`) at 30 frames a second while on screen.
    let pulse = LoadingPulseView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    onboarding.view.addSubview(pulse)
    intro.advance(by: 1)
    pulse.removeFromSuperview()
    intro.advance(by: 1)
    print("pulse frames \(pulse.frameCount), idle \(intro.runUntilIdle(timeout: 1))")

    // Labels that inset their text the two ways UIKit code does it.
    let plain = UILabel(), padded = PaddedLabel(), badge = BadgeLabel()
    for label in [plain, padded, badge] { label.text = "Family"; label.sizeToFit() }
    print("padded +\(Int(padded.intrinsicContentSize.width - plain.intrinsicContentSize.width)), badge +\(Int(badge.bounds.width - plain.bounds.width))")

    // A table as tall as its rows.
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    }
    let rows = Rows()
    let table = IntrinsicTableView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), style: .plain)
    table.dataSource = rows
    table.reloadData()
    print("intrinsic table \(Int(table.intrinsicContentSize.height))")

    // Edit, the delete control of the first row, Delete.
    let editable = EditableAlbumsViewController()
    let editing = HeadlessApp(rootViewController: UINavigationController(rootViewController: editable))
    editable.editButtonItem.sendAction()
    _ = editing.runUntilIdle()
    let first = editable.tableView.rectForRow(at: IndexPath(row: 0, section: 0))
    editing.tap(at: editable.tableView.convert(CGPoint(x: 19, y: first.midY), to: nil))
    _ = editing.runUntilIdle()
    if let delete = editing.button(titled: "Delete") { editing.tap(delete) }
    _ = editing.runUntilIdle()
    print("editing \(editable.editButtonItem.title ?? "-") \(editable.editingChanges), albums \(editable.albums.joined(separator: ", "))")

    // A pushed page hides the tab bar (the navigation controller's push override).
    let browserNav = BrowserNavigationController(rootViewController: UIViewController())
    let tabs = UITabBarController()
    tabs.viewControllers = [browserNav, UIViewController()]
    let tabbed = HeadlessApp(rootViewController: tabs)
    browserNav.pushViewController(UIViewController(), animated: false)
    _ = tabbed.runUntilIdle()
    print("tab bar hidden \(tabs.tabBar.isHidden)")

    // A held button inside a scroll view that lets buttons go: the drag scrolls.
    let holder = UIViewController()
    let passthrough = PassthroughScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    passthrough.contentSize = CGSize(width: 1200, height: 844)
    let held = UIButton(type: .system)
    held.frame = CGRect(x: 100, y: 300, width: 200, height: 100)
    passthrough.addSubview(held)
    holder.view.addSubview(passthrough)
    let scrolling = HeadlessApp(rootViewController: holder)
    scrolling.touchDown(at: CGPoint(x: 250, y: 350))
    scrolling.advance(by: 0.3)
    for x in stride(from: 240, through: 120, by: -10) { scrolling.touchMove(to: CGPoint(x: CGFloat(x), y: 350)) }
    scrolling.touchUp(at: CGPoint(x: 120, y: 350))
    _ = scrolling.runUntilIdle()
    print("held button scrolls \(passthrough.contentOffset.x > 50)")

    // A share bar: a button with an image and insets, a spinner while it uploads.
    let barHost = UIViewController()
    let bar = ShareBarView(frame: CGRect(x: 0, y: 700, width: 390, height: 60))
    barHost.view.addSubview(bar)
    let shareApp = HeadlessApp(rootViewController: barHost)
    shareApp.tap(bar.shareButton)
    shareApp.advance(by: 0.5)
    print("sharing \(bar.spinner.isAnimating), button enabled \(bar.shareButton.isEnabled)")
    bar.uploadFinished()
    print("shared, spinner hidden \(bar.spinner.isHidden), idle \(shareApp.runUntilIdle(timeout: 1))")

    // The upload screen pushed: its ring fades in alongside the push (the transition coordinator);
    // the ring fills by a Core Animation stroke animation, then shakes.
    let uploads = UINavigationController(rootViewController: UIViewController())
    let uploadApp = HeadlessApp(rootViewController: uploads)
    let upload = UploadViewController()
    uploads.pushViewController(upload, animated: true)
    uploadApp.advance(by: 0.175)
    print("ring fading in \(upload.ring.presentationAlpha > 0.2 && upload.ring.presentationAlpha < 0.8)")
    _ = uploadApp.runUntilIdle()
    var filled = false
    upload.ring.setProgress(0.5, animated: true) { filled = true }
    uploadApp.advance(by: 0.25)
    print("ring at \(String(format: "%.2f", upload.ring.displayedProgress)), filled \(filled)")
    _ = uploadApp.runUntilIdle()
    upload.ring.shake()
    uploadApp.advance(by: 0.05)
    print("ring at \(String(format: "%.2f", upload.ring.displayedProgress)), filled \(filled), shaken \(upload.ring.layer.presentation()?.transform.m41 ?? 0 < -1)")
}
