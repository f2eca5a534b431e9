// Generated from Sources/Folio/Folio.docc/Constraints.md by DocumentationSnippetsTests
// (FOLIO_UPDATE_SNIPPETS=1 rewrites it): the article's Swift blocks, compiled with the tests.
import Folio
import FolioTesting
import Testing

enum ConstraintsArticle {
    // Block 1
    @MainActor static func block1() throws {
        let scrollView = UIScrollView()
        let containerView = UIView()
        containerView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(containerView)
        NSLayoutConstraint.activate([
            containerView.leftAnchor.constraint(equalTo: scrollView.leftAnchor),
            containerView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            containerView.rightAnchor.constraint(equalTo: scrollView.rightAnchor),
            containerView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            containerView.heightAnchor.constraint(equalTo: scrollView.heightAnchor),
        ])
    }
}
