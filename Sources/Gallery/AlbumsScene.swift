import Foundation
import Folio
import Examples
import FolioTesting

/// A photo library in the iOS 14+ style: covers from an asset catalog, an inset-grouped list with
/// registrations and an outline that expands, a chart drawn with Core Graphics, Dynamic Type live.
public enum AlbumsScene {
    /// The `albums` scene and its scripted story.
    @MainActor public static let scene = GalleryScene(
        name: "albums",
        summary: "a modern list: asset-catalog covers, cell registrations, an outline that expands, a Core Graphics chart, Dynamic Type",
        makeRootViewController: { _ in UINavigationController(rootViewController: AlbumsViewController()) },
        tour: { app, capture in
            guard let albums = (app.window.rootViewController as? UINavigationController)?.topViewController as? AlbumsViewController,
                  let travel = albums.libraryRowFrame(named: "Travel") else { return "no albums" }
            try capture("library")
            let before = albums.libraryRows
            // The chevron at the row's trailing edge expands the group in place.
            app.tap(at: CGPoint(x: travel.maxX - 14, y: travel.midY))
            app.runUntilIdle()
            try capture("expanded")
            let expanded = albums.libraryRows
            // The user's text size goes up: the list's rows and the chart's labels grow.
            let rowHeight = albums.libraryRowFrame(named: "Beach")?.height ?? 0
            let category = app.application.preferredContentSizeCategory
            app.setContentSizeCategory(.accessibilityMedium)
            defer { app.setContentSizeCategory(category) }   // the text size is the process's: the next scene starts as before
            app.runUntilIdle()
            try capture("larger-text")
            let grown = albums.libraryRowFrame(named: "Beach")?.height ?? 0
            return "rows \(before.joined(separator: ", ")) → \(expanded.joined(separator: ", ")); "
                + "an album row grew from \(Int(rowHeight)) to \(Int(grown)) points with larger text"
        })
}
