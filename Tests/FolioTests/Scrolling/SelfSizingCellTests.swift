import Foundation
import Testing
@testable import Folio
import FolioTesting

/// A tag: a label pinned 8 points inside the content view, so the cell is as big as its text.
private final class TagCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
private final class Tags: UICollectionViewDataSource {
    var words: [String]
    init(_ words: [String]) { self.words = words }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
        cell.label.text = words[indexPath.item]
        return cell
    }
}

@MainActor
@Suite("Self-sizing cells (estimatedItemSize = automaticSize)")
struct SelfSizingCellTests {
    @Test("a view measures itself from its constraints: the label's size plus the margins")
    func fitting() {
        let cell = TagCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        cell.label.text = "Paging"
        let label = cell.label.intrinsicContentSize
        let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(size.width - (label.width + 16)) < 0.5 && abs(size.height - (label.height + 16)) < 0.5, "\(size) for \(label)")
        // Held at a width, the height still comes from the content.
        let held = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(held.width == 300 && abs(held.height - (label.height + 16)) < 0.5)
        #expect(cell.frame.size == CGSize(width: 50, height: 50), "measuring leaves the view as it was")
    }

    @Test("each cell takes the size its text needs, and the lines flow around the measured sizes")
    func cellsSizeThemselves() throws {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: root)
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        let cv = UICollectionView(frame: root.view.bounds, collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let words = ["UIKit", "paging", "a page curl that reads as paper", "tab", "collection views", "zoom"]
        let tags = Tags(words)
        cv.dataSource = tags
        root.view.addSubview(cv)
        app.tick()
        let cells = (0..<words.count).compactMap { cv.cellForItem(at: IndexPath(item: $0, section: 0)) as? TagCell }
        #expect(cells.count == words.count)
        for cell in cells {
            let text = cell.label.intrinsicContentSize
            #expect(abs(cell.frame.width - (text.width + 16)) < 0.5, "\(cell.label.text!): \(cell.frame.width) for text \(text.width)")
            #expect(abs(cell.frame.height - (text.height + 16)) < 0.5)
            #expect(abs(cell.label.frame.width - text.width) < 0.5, "the label laid out inside its cell")
        }
        // The long tag does not fit beside the first two: it starts a line.
        let long = cells[2].frame, first = cells[0].frame
        #expect(long.minY > first.maxY)
        #expect(cv.contentSize.height < 400)
        withExtendedLifetime(tags) {}
    }
}
