import Foundation
import Testing
@_spi(Host) @testable import Folio
import FolioTesting

@MainActor
@Suite("Scenes: more windows (requestSceneSessionActivation, closing a window)")
struct SceneSessionTests {
    /// Xcode's manifest with multiple scenes allowed or not.
    func manifest(multiple: Bool) -> [String: Any] {
        ["UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": multiple,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": "FolioTests.TemplateSceneDelegate",
            ]]],
        ] as [String: Any]]
    }

    /// Runs `body` with a launched template app whose `Info.plist` is `info`.
    func withApp(_ info: [String: Any], delegate: any UIApplicationDelegate.Type = TemplateAppDelegate.self,
                 _ body: (HeadlessApp) throws -> Void) rethrows {
        SceneCalls.log = []
        SceneCalls.activities = []
        let saved = AppInfo.current
        AppInfo.current = AppInfo(dictionary: info)
        defer { AppInfo.current = saved }
        try body(HeadlessApp(delegate: delegate))
    }

    @Test("a new session: configurationForConnecting, its scene connects with the activity, makes its window (now key) and joins the active app; ending it disconnects and discards it")
    func openAndClose() throws {
        try withApp(manifest(multiple: true)) { app in
            let first = try #require(SceneCalls.connected as? UIWindowScene)
            SceneCalls.log = []
            let activity = NSUserActivity(activityType: "org.folio.compose")

            app.application.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { error in
                Issue.record("refused: \(error)")
            }

            let second = try #require(SceneCalls.connected as? UIWindowScene)
            #expect(second !== first)
            #expect(SceneCalls.log == ["configurationForConnecting", "willConnectTo", "sceneWillEnterForeground", "sceneDidBecomeActive"])
            #expect(SceneCalls.activities == ["org.folio.compose"])
            #expect(app.application.connectedScenes.count == 2 && app.application.openSessions.count == 2)
            #expect(second.activationState == .foregroundActive)
            #expect(app.application.keyWindow === second.windows.first)
            #expect(app.application.windows.count == 2)

            SceneCalls.log = []
            app.application.requestSceneSessionActivation(first.session, userActivity: nil, options: nil)   // to the front
            #expect(app.application.keyWindow === first.windows.first)
            #expect(SceneCalls.log.isEmpty)

            app.application.requestSceneSessionDestruction(second.session, options: nil)
            #expect(SceneCalls.log == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect", "didDiscardSceneSessions 1"])
            #expect(app.application.connectedScenes.count == 1 && app.application.openSessions.count == 1)
            #expect(app.application.windows.count == 1 && app.application.keyWindow === first.windows.first)
            #expect(second.activationState == .unattached && second.session.scene == nil)
            #expect(first.activationState == .foregroundActive)
        }
    }

    @Test("closing a window (the host's report) is the same as ending its session; the other window becomes key")
    func windowClosed() throws {
        try withApp(manifest(multiple: true)) { app in
            let first = try #require(SceneCalls.connected as? UIWindowScene)
            app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            let second = try #require(SceneCalls.connected as? UIWindowScene)
            SceneCalls.log = []

            app.application.windowOfSceneClosed(second)

            #expect(SceneCalls.log == ["sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect", "didDiscardSceneSessions 1"])
            #expect(app.application.keyWindow === first.windows.first)
        }
    }

    @Test("refused, through the error handler and the log: an app without UIApplicationSupportsMultipleScenes, an app without scenes, a session that is not open")
    func refusals() throws {
        var errors: [String] = []
        try withApp(manifest(multiple: false)) { app in
            app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append("\($0)") }
            #expect(app.application.connectedScenes.count == 1)
            let session = try #require(app.application.openSessions.first)
            app.application.requestSceneSessionDestruction(session, options: nil)
            app.application.requestSceneSessionDestruction(session, options: nil) { errors.append("\($0)") }
        }
        withApp([:], delegate: PlainAppDelegate.self) { app in
            app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append("\($0)") }
            #expect(app.application.connectedScenes.isEmpty)
        }
        #expect(errors.count == 3)
        #expect(errors.first?.contains("UIApplicationSupportsMultipleScenes") == true)
        #expect(errors[1].contains("not open"))
        #expect(errors[2].contains("no scenes"))
    }
}
