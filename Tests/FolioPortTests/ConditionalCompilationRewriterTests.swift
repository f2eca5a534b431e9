import Testing
@testable import FolioPort

@Suite("#if resolved as on iOS")
struct ConditionalCompilationRewriterTests {
    @Test("a cross-platform import takes its UIKit branch: the AppKit one is gone and the UIKit import becomes Folio")
    func crossPlatformImport() {
        let source = """
        // Header.
        #if canImport(UIKit)
        import UIKit
        public typealias PlatformView = UIView
        #elseif canImport(AppKit)
        import AppKit
        public typealias PlatformView = NSView
        #endif

        let x = 1
        """

        let result = port(source)

        #expect(result.source == """
        // Header.
        import Folio
        public typealias PlatformView = UIView

        let x = 1
        """)
        #expect(result.report.rewrites[.conditionalCompilation] == 1)
    }

    @Test("os(iOS) is true and the other Apple systems false, in members too; a false clause with no other disappears")
    func systems() {
        let source = """
        final class A {
            #if os(iOS) || os(tvOS)
            var touch = true
            #else
            var mouse = true
            #endif
            #if os(macOS)
            var menu = true
            #endif
            #if !targetEnvironment(macCatalyst)
            var phone = true
            #endif
        }
        """

        #expect(ported(source) == """
        final class A {
            var touch = true
            var phone = true
        }
        """)
    }

    @Test("what the compiler can decide on Linux stays; a mixed condition keeps only its undecided part")
    func undecidedKept() {
        let source = """
        #if DEBUG && os(iOS)
        let a = 1
        #elseif os(watchOS)
        let b = 2
        #elseif swift(>=5.9)
        let c = 3
        #else
        let d = 4
        #endif
        #if os(Linux)
        let e = 5
        #endif
        """

        #expect(ported(source) == """
        #if DEBUG
        let a = 1
        #elseif swift(>=5.9)
        let c = 3
        #else
        let d = 4
        #endif
        #if os(Linux)
        let e = 5
        #endif
        """)
    }

    @Test("a true clause after an undecided one becomes the #else, and the clauses after it go")
    func trueAfterUndecided() {
        let source = """
        #if DEBUG
        let a = 1
        #elseif canImport(UIKit)
        let b = 2
        #else
        let c = 3
        #endif
        """

        #expect(ported(source) == """
        #if DEBUG
        let a = 1
        #else
        let b = 2
        #endif
        """)
    }

    @Test("a nested #if inside the kept branch is resolved too, and a second run changes nothing")
    func nestedAndIdempotent() {
        let source = """
        #if canImport(UIKit)
        func f() {
            #if canImport(AppKit)
            mac()
            #else
            phone()
            #endif
        }
        #endif
        """

        let once = ported(source)

        #expect(once == """
        func f() {
            phone()
        }
        """)
        #expect(port(once).changed == false)
    }
}
