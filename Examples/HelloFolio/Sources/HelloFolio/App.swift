import Folio
import FolioSDL

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        print("didDiscardSceneSessions")
    }

    func applicationWillTerminate(_ application: UIApplication) { print("willTerminate") }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = PagesController()
        window?.makeKeyAndVisible()
        print("willConnect")
    }
    func sceneDidBecomeActive(_ scene: UIScene) { print("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { print("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { print("didEnterBackground") }
    func sceneWillEnterForeground(_ scene: UIScene) { print("willEnterForeground") }
    func sceneDidDisconnect(_ scene: UIScene) { print("didDisconnect") }
}

final class PagesController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(), pageControl = UIPageControl()
    let pages = [UIColor.systemBlue, .systemGreen, .systemOrange].map { color in
        let page = UIView()
        page.backgroundColor = color
        return page
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hello, Folio"
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        pages.forEach(scrollView.addSubview)
        pageControl.numberOfPages = pages.count
        pageControl.addTarget(self, action: PagesController.pageChanged, for: .valueChanged)
        view.addSubview(scrollView)
        view.addSubview(pageControl)
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "New Window", action: PagesController.newWindow, input: "n", modifierFlags: .command)]
    }

    func newWindow() {   // Ctrl-N: another window, another scene
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
    }

    override func viewDidLayoutSubviews() {
        let (w, h) = (view.bounds.width, view.bounds.height)
        scrollView.frame = view.bounds
        for (i, page) in pages.enumerated() { page.frame = CGRect(x: CGFloat(i) * w, y: 0, width: w, height: h) }
        scrollView.contentSize = CGSize(width: w * CGFloat(pages.count), height: h)
        pageControl.frame = CGRect(x: 0, y: h - 60, width: w, height: 40)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print("size \(Int(size.width))x\(Int(size.height))")   // a window resize, as a rotation
    }

    func pageChanged(_ sender: UIPageControl) {
        let x = scrollView.bounds.width * CGFloat(sender.currentPage)
        scrollView.setContentOffset(CGPoint(x: x, y: 0), animated: true)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard scrollView.bounds.width > 0 else { return }   // no pages while the view has no width
        pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }
}
