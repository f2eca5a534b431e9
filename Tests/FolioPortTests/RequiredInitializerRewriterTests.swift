import Testing
@testable import FolioPort

@Suite("Cell initializers")
struct RequiredInitializerRewriterTests {
    @Test("a cell's override init(frame:) becomes required, through the project's own base cell in another file")
    func cells() {
        let base = "class BaseCell: UICollectionViewCell {}"
        let source = """
        final class CardCell: BaseCell {
            let title = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        class Row: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
        }
        class Plain: UIView {
            override init(frame: CGRect) { super.init(frame: frame) }
        }
        """

        let result = port(source, with: [base])

        #expect(result.source.contains("    required init(frame: CGRect) {\n"))
        #expect(result.source.contains("    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"))
        #expect(result.source.contains("    override init(frame: CGRect) { super.init(frame: frame) }"), "a plain view keeps override")
        #expect(result.report.rewrites[.requiredInitializers] == 2)
    }
}
