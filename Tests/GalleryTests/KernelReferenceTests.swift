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
                       "Kernel/StatusBar", "Kernel/Accessibility", "Scrolling/ScrollView", "Containers/Presentation",
                       "Services/Persistence"] {
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

    @Test("the kernel names no control, scroll view or table: views answer through overridable hooks")
    func kernelNamesNoControl() throws {
        let above = ["UIScrollView", "UILabel", "UIImageView", "UITextField", "UIButton", "UISwitch", "UITableView",
                     "UIPageControl", "UIStackView", "LinearLayout", "FlowLayout"]
        let kernel = Self.folio.appendingPathComponent("Kernel")
        var found: [String] = []
        let files = FileManager.default.enumerator(atPath: kernel.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 50)
        for file in files {
            let lines = try String(contentsOf: kernel.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
            for (i, line) in lines.enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                for name in above where code.range(of: "\\b\(name)\\b", options: .regularExpression) != nil {
                    found.append("Kernel/\(file):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }
}
