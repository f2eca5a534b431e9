import Testing
@testable import FolioPort

@Suite("Objective-C attributes")
struct ObjCAttributeRewriterTests {
    @Test("@objc, dynamic and Interface Builder's attributes are dropped; the declarations keep their place and indentation")
    func dropped() {
        let source = """
        @objcMembers
        @IBDesignable
        class Card: UIView {
            @IBOutlet weak var title: UILabel!
            @IBInspectable var radius: CGFloat = 4
            @objc dynamic var progress = 0.0

            /// Flips the card.
            @objc
            func flip() {}
            @IBAction private func close(_ sender: Any) {}
            @objc(shareWith:) func share(with name: String) {}
            @MainActor @objc func both() {}
        }
        """

        let result = port(source)

        #expect(result.source == """
        class Card: UIView {
            weak var title: UILabel!
            var radius: CGFloat = 4
            var progress = 0.0

            /// Flips the card.
            func flip() {}
            private func close(_ sender: Any) {}
            func share(with name: String) {}
            @MainActor func both() {}
        }
        """)
        #expect(result.report.rewrites[.objcAttributes] == 10)
    }

    @Test("attributes that are Swift's own (@available, @discardableResult, @escaping) stay")
    func swiftAttributes() {
        let source = """
        class A {
            @available(iOS 13, *)
            @objc func f(_ g: @escaping () -> Void) {}
            @discardableResult func h() -> Int { 1 }
        }
        """

        #expect(ported(source) == """
        class A {
            @available(iOS 13, *)
            func f(_ g: @escaping () -> Void) {}
            @discardableResult func h() -> Int { 1 }
        }
        """)
    }
}
