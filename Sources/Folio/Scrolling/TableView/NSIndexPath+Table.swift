import Foundation

/// UIKit's additions to `NSIndexPath`, for code that still uses the reference type
/// (`NSIndexPath(row: 0, section: 1).row`, `indexPath as NSIndexPath`).
extension NSIndexPath {
    /// A path to `row` of `section`.
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// A path to `item` of `section`.
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }

    /// The section (the first index); 0 for an empty path.
    public var section: Int { length > 0 ? index(atPosition: 0) : 0 }
    /// The row within the section (the second index); 0 for a shorter path.
    public var row: Int { length > 1 ? index(atPosition: 1) : 0 }
    /// The item within the section, the same index as `row`.
    public var item: Int { row }
}
