import Testing
@testable import FolioPort

@Suite("Main-actor XCTest cases")
struct MainActorTestRewriterTests {
    @Test("tests of a @MainActor case become nonisolated and run their body on the main actor; helpers and private tests stay")
    func syncTests() {
        let source = """
        import XCTest

        @MainActor
        final class PagerTests: XCTestCase {
            var pages = 0

            func testStartsEmpty() {
                XCTAssertEqual(pages, 0)
            }

            func testThrows() throws {
                try XCTSkipIf(pages > 0)
            }

            private func testHidden() {}
            func helper() {}
        }
        """

        let result = port(source)

        #expect(result.source == """
        import XCTest

        @MainActor
        final class PagerTests: XCTestCase {
            var pages = 0

            nonisolated func testStartsEmpty() {
                MainActor.assumeIsolated {
                    XCTAssertEqual(pages, 0)
                }
            }

            nonisolated func testThrows() throws {
                try MainActor.assumeIsolated {
                    try XCTSkipIf(pages > 0)
                }
            }

            private func testHidden() {}
            func helper() {}
        }
        """)
        #expect(result.report.rewrites[.mainActorTests] == 2)
        #expect(port(result.source).changed == false, "a second run changes nothing")
    }

    @Test("an async test calls a main-actor copy of its body; setUp keeps XCTest's super call outside the main actor")
    func asyncTestsAndSetUp() {
        let source = """
        import XCTest

        @MainActor
        class BaseTests: XCTestCase {
            var view: UIView!

            override func setUp() async throws {
                try await super.setUp()
                view = UIView()
            }
        }
        """
        let subclass = """
        import XCTest

        final class ScrollTests: BaseTests {
            @available(iOS 15, *)
            func testScrolls() async throws {
                await Task.yield()
                XCTAssertNotNil(view)
            }
        }
        """

        let base = ported(source)
        let sub = ported(subclass, with: [source])

        #expect(base.contains("""
            nonisolated override func setUp() async throws {
                try await super.setUp()
                try await setUpOnMainActor_BaseTests()
            }

            private func setUpOnMainActor_BaseTests() async throws {
                view = UIView()
            }
        """))
        #expect(sub.contains("""
            @available(iOS 15, *)
            nonisolated func testScrolls() async throws {
                try await mainActor_testScrolls()
            }

            private func mainActor_testScrolls() async throws {
                await Task.yield()
                XCTAssertNotNil(view)
            }
        """), "the subclass inherits the isolation")
    }

    @Test("a test case that is not on the main actor is left as it is")
    func plainCase() {
        let source = """
        import XCTest

        final class MathTests: XCTestCase {
            func testAdds() { XCTAssertEqual(1 + 1, 2) }
            override func setUp() async throws { try await super.setUp() }
        }
        """

        #expect(port(source).changed == false)
    }
}
