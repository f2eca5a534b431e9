import Foundation
import Testing

/// The kernel (app, views, constraints, scroll views, controllers) and the services built on it
/// (persistence, presentation, status bar, traits) know no container: containers answer for
/// themselves through overridable hooks (`frontChild`, `goBackOneStep`, `containerTopBarHeight`,
/// `containerBottomBar`, and for state restoration `restorationChildren`,
/// `restorationSelectedIndex`, `restoreSelection`, `restoreChildren`). A new cast up to a
/// container fails here.
@Suite("Kernel references")
struct KernelReferenceTests {
    static let folio = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Folio")

    @Test("the kernel and the services never cast to a navigation, tab bar or page view controller")
    func noUpwardCasts() throws {
        let containers = ["UINavigationController", "UITabBarController", "UIPageViewController", "TabPageViewController"]
        var found: [String] = []
        for folder in ["Kernel/App", "Kernel/View", "Kernel/Constraints", "Kernel/ViewController", "Kernel/Traits",
                       "Scrolling/ScrollView", "Containers/Presentation", "Services/Persistence", "Services/StatusBar"] {
            let dir = Self.folio.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: dir.path) where file.hasSuffix(".swift") {
                let lines = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
                for (i, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    for name in containers where line.contains("as? \(name)") || line.contains("is \(name)") || line.contains("as! \(name)") {
                        found.append("\(folder)/\(file):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }
}
