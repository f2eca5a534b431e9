import Foundation

extension Bundle {
    /// The top-level views of the nib `name.xib` in this bundle, built (UIKit's
    /// `loadNibNamed(_:owner:options:)`, seed 003's `loadNibNamed:@"View" owner:self options:nil`).
    /// Nil, with a diagnostic, when there is no such nib or it cannot be read. Outlets to `owner`
    /// are not connected (there is no Objective-C runtime): find subviews by tag.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [String: Any]? = nil) -> [Any]? {
        guard let url = url(forResource: name, withExtension: "xib") else {
            UIStoryboard.log.error("Could not load NIB in bundle: '\(bundlePath)' with name '\(name)'")
            return nil
        }
        do {
            let document = try StoryboardDocument(data: Data(contentsOf: url))
            for (element, _) in document.skipped {
                UIStoryboard.log.warning("nib \(name): skipped <\(element)>: Folio does not build it")
            }
            return document.topLevelViews.map { StoryboardViewBuilder.build($0, bundle: self) }
        } catch {
            UIStoryboard.log.error("The nib '\(name)' could not be read: \(error)")
            return nil
        }
    }
}
