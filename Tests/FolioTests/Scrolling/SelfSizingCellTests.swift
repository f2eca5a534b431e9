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
        // Measured with the text engine the app's windows draw with (the estimating one when there is no app).
        let label = UIView.measuring(with: UIApplication.current?.keyWindow?.textEngine) { cell.label.intrinsicContentSize }
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

/// A note: a wrapping label pinned 8 points inside the content view.
private final class NoteCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
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
private final class Notes: UICollectionViewDataSource {
    let texts: [String]
    init(_ texts: [String]) { self.texts = texts }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
        cell.label.text = texts[indexPath.item]
        return cell
    }
}

@MainActor
@Suite("Self-sizing in a compositional list (estimated heights)")
struct CompositionalSelfSizingTests {
    @Test("rows of estimated height take the height their wrapped text needs, stacked without gaps")
    func estimatedHeights() {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: root)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let cv = UICollectionView(frame: root.view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        let long = String(repeating: "A page turns as paper does, rolled round a cylinder that follows the finger. ", count: 3)
        let notes = Notes(["Short", long, "Two\nlines"])
        cv.dataSource = notes
        root.view.addSubview(cv)
        app.tick()
        let cells = (0..<3).compactMap { cv.cellForItem(at: IndexPath(item: $0, section: 0)) as? NoteCell }
        #expect(cells.count == 3)
        for cell in cells {
            #expect(cell.frame.width == 390)
            let room: CGFloat = 390 - 16
            let text: CGSize = cell.label.sizeThatFits(CGSize(width: room, height: CGFloat.greatestFiniteMagnitude))
            let expected: CGFloat = text.height + 16
            #expect(abs(cell.frame.height - expected) < 1, "\(cell.frame.height) for text \(text.height)")
        }
        #expect(cells[1].frame.height > 3 * cells[0].frame.height, "the long note wraps over several lines")
        #expect(cells[1].frame.minY == cells[0].frame.maxY && cells[2].frame.minY == cells[1].frame.maxY)
        #expect(abs(cv.contentSize.height - cells[2].frame.maxY) < 0.001)
        withExtendedLifetime(notes) {}
    }
}
