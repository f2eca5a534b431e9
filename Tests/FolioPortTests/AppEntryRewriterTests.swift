import Testing
@testable import FolioPort

@Suite("App entry point")
struct AppEntryRewriterTests {
    @Test("@UIApplicationMain becomes @main and the file imports the window host")
    func uiApplicationMain() {
        let source = """
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """

        let result = port(source)

        #expect(result.source == """
        import Folio
        import FolioSDL

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """, "final: Swift makes the delegate from its type only when the class is final")
        #expect(result.report.rewrites[.appEntry] == 2)
    }

    @Test("an app delegate already marked @main gets the window host and final; another @main type does not")
    func main() {
        let delegate = "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        let tool = "import Foundation\n\n@main\nstruct Tool { static func main() {} }\n"

        #expect(ported(delegate) == "import Folio\nimport FolioSDL\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        #expect(port(tool).changed == false)
    }

    @Test("Xcode's scene delegate becomes final, so Folio can make it from its configuration's class; the file needs no window host")
    func sceneDelegate() {
        let source = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let _ = (scene as? UIWindowScene) else { return }
            }
        }
        """

        #expect(ported(source) == """
        import Folio

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let _ = (scene as? UIWindowScene) else { return }
            }
        }
        """)
        #expect(port("import UIKit\n\nopen class Base: UIResponder, UISceneDelegate {}\n").source.contains("open class Base"))
    }
}
