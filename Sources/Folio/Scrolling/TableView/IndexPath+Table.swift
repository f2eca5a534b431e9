import Foundation
import FolioCore

extension IndexPath {
    /// A path to `row` of `section`, UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A path to `item` of `section`, UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section (the first index); 0 for an empty path.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = [newValue, 0] } }
    }
    /// The row within the section (the second index); 0 for a shorter path.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = [section, newValue] } }
    }
    /// The item within the section, the same index as `row`.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    var position: ListGeometry.Position { ListGeometry.Position(section: section, row: row) }
    init(_ position: ListGeometry.Position) { self.init(row: position.row, section: position.section) }
}
