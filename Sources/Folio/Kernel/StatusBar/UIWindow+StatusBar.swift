import Foundation

extension UIWindow {
    /// The status bar's height: 20 points across the top, drawn over everything.
    public static let statusBarHeight: CGFloat = 20

    /// The controller whose `preferredStatusBarStyle` / `prefersStatusBarHidden` decide: from the
    /// root, through full-screen presented controllers, then each `childForStatusBar…` (a
    /// navigation controller's top controller, a tab bar controller's selected one).
    func statusBarController(_ child: (UIViewController) -> UIViewController?) -> UIViewController? {
        guard var vc = rootViewController else { return nil }
        while true {
            if let presented = vc.presentedViewController, presented.modalPresentationStyle == .fullScreen {
                vc = presented
            } else if let next = child(vc), next !== vc {
                vc = next
            } else {
                return vc
            }
        }
    }

    /// The style the status bar shows: the application's, when set (UIKit's app-wide
    /// `setStatusBarStyle`), else the deciding controller's.
    public var statusBarStyle: UIStatusBarStyle {
        application?.statusBarStyle ?? statusBarController { $0.childForStatusBarStyle }?.preferredStatusBarStyle ?? .default
    }

    /// Whether the status bar is hidden: always in a desktop window (`.mac`, which has none, as on
    /// Mac Catalyst), else when the deciding controller prefers it hidden.
    public var isStatusBarHidden: Bool {
        screen.userInterfaceIdiom == .mac
            || statusBarController { $0.childForStatusBarHidden }?.prefersStatusBarHidden ?? false
    }

    /// Draws the status bar over the window's content: a carrier name, the time (always 9:41, so
    /// pictures stay the same) and a full battery, in black or white.
    func drawStatusBar(in canvas: any Canvas) {
        guard !isStatusBarHidden, bounds.width > 0 else { return }
        let color: UIColor = statusBarStyle == .lightContent ? .white : .black
        let font = UIFont.systemFont(ofSize: 12, weight: .semibold)
        let h = UIWindow.statusBarHeight
        let time = canvas.textEngine.makeLayout(text: "9:41", font: font, maxWidth: nil, alignment: .left, maximumLines: 1)
        canvas.draw(time, at: CGPoint(x: (bounds.width - time.size.width) / 2, y: (h - time.size.height) / 2), color: color)
        let carrier = canvas.textEngine.makeLayout(text: "Folio", font: .systemFont(ofSize: 12), maxWidth: nil, alignment: .left, maximumLines: 1)
        canvas.draw(carrier, at: CGPoint(x: 6, y: (h - carrier.size.height) / 2), color: color)
        let battery = CGRect(x: bounds.width - 6 - 25, y: 6, width: 22, height: 9)
        canvas.stroke(CanvasPath(roundedRect: battery, cornerRadius: 2), with: color, lineWidth: 1)
        canvas.fill(battery.insetBy(dx: 2, dy: 2), with: color)
        canvas.fill(CGRect(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4), with: color)
    }
}

extension UIApplication {
    /// Sets the app-wide status bar style (seed 004's `setStatusBarStyle:`; UIKit's older API,
    /// used when view controllers do not decide): it overrides every controller's
    /// `preferredStatusBarStyle` until set back to nil.
    public func setStatusBarStyle(_ style: UIStatusBarStyle?, animated: Bool) {
        statusBarStyle = style
        for window in windows { window.setNeedsRender() }
    }
}
