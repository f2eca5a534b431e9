import Foundation
import Logging

extension UICollectionView {
    /// A cell class and the code that configures it for an item, UIKit's `CellRegistration`
    /// (iOS 14 collection views): made once, used in the data source's `cellForItemAt` (or a
    /// diffable data source's provider) with `dequeueConfiguredReusableCell(using:for:item:)`.
    /// The class is registered with the collection view on first use, under an identifier of
    /// the registration's own.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler
        let reuseIdentifier: String

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = "folio.cell-registration.\(Cell.self).\(UUID().uuidString)"
        }
    }

    /// A supplementary view class of one kind and the code that configures it, UIKit's
    /// `SupplementaryRegistration`, used with `dequeueConfiguredReusableSupplementary(using:for:)`.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        let reuseIdentifier: String

        /// A registration of `Supplementary` for views of `elementKind`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = "folio.supplementary-registration.\(Supplementary.self).\(UUID().uuidString)"
        }
    }

    /// A cell of the registration's class, dequeued and configured for `item` (nil: not
    /// configured). A registration whose identifier another class took gives a fresh cell of
    /// its own class, with a diagnostic.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        if cellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell: Cell
        if let typed = dequeued as? Cell {
            cell = typed
        } else {
            Logger(label: "folio.collectionview").error("a cell registration for \(Cell.self) dequeued a \(type(of: dequeued)); making a \(Cell.self)")
            cell = Cell(frame: .zero)
            cell.owner = self
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind, dequeued and configured.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let key = SupplementaryKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if supplementaryClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view: Supplementary
        if let typed = dequeued as? Supplementary {
            view = typed
        } else {
            Logger(label: "folio.collectionview").error("a supplementary registration for \(Supplementary.self) dequeued a \(type(of: dequeued)); making a \(Supplementary.self)")
            view = Supplementary(frame: .zero)
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
