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

    @Test("a cell with initializers of its own and no init(frame:) gets one that traps as on iOS, so it compiles; a cell that inherits init(frame:) is left alone")
    func ownInitializer() {
        let source = """
        final class BadgeCell: UICollectionViewCell {
            private let badge: UILabel

            init(badge: String) {
                self.badge = UILabel()
                super.init(frame: .zero)
            }

            required init?(coder: NSCoder) { nil }
        }
        final class Inherits: UICollectionViewCell {
            let title = UILabel()
            convenience init(title: String) { self.init(frame: .zero) }
        }
        final class Row: UITableViewCell {
            required init?(coder: NSCoder) { nil }
        }
        """

        let result = port(source)

        #expect(result.source.contains("""
            required init?(coder: NSCoder) { nil }

            required init(frame: CGRect) {
                fatalError("init(frame:) has not been implemented")
            }
        }
        final class Inherits
        """))
        #expect(result.source.contains("""
            required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                fatalError("init(style:reuseIdentifier:) has not been implemented")
            }
        """))
        #expect(result.report.rewrites[.requiredInitializers] == 2)
    }
}
