import Foundation
import Testing
@testable import Folio
import FolioCairo
import FolioTesting

/// Attributed strings as UIKit draws and measures them: fonts, colours, lines and paragraph
/// styles by range, in labels, fields, buttons and segmented controls.
@MainActor
@Suite("Attributed text")
struct AttributedTextTests {
    /// A window of 320 × 200 at 1× with `view` in it on white.
    func show(_ view: UIView) -> HeadlessApp {
        let root = UIViewController()
        let app = HeadlessApp(size: CGSize(width: 320, height: 200), scale: 1, rootViewController: root)
        root.view.backgroundColor = .white
        root.view.addSubview(view)
        app.tick()
        return app
    }

    /// Pixels in `rect` of the snapshot that pass `test`.
    func count(_ shot: CairoSurface, _ rect: CGRect, _ test: (RGBA) -> Bool) -> Int {
        var n = 0
        for x in Int(rect.minX)..<Int(rect.maxX) { for y in Int(rect.minY)..<Int(rect.maxY) where test(shot.pixel(x: x, y: y)) { n += 1 } }
        return n
    }
    func isRed(_ p: RGBA) -> Bool { p.r > 150 && p.g < 90 && p.b < 90 }
    func isBlue(_ p: RGBA) -> Bool { p.b > 150 && p.r < 90 }
    func isDark(_ p: RGBA) -> Bool { p.r < 90 && p.g < 90 && p.b < 90 }

    @Test("a label draws each range in its own colour; setting text afterwards drops the styles")
    func colours() {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 40))
        let text = NSMutableAttributedString(string: "Rouge Bleu", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 24)])
        text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 6, length: 4))
        label.attributedText = text
        let app = show(label)

        var shot = app.snapshot()
        let words = CGRect(x: 10, y: 10, width: 300, height: 40)
        #expect(label.text == "Rouge Bleu")
        #expect(count(shot, CGRect(x: 10, y: 10, width: 60, height: 40), isRed) > 40)
        #expect(count(shot, words, isBlue) > 30)
        #expect(count(shot, CGRect(x: 10, y: 10, width: 60, height: 40), isBlue) == 0, "blue only after the space")

        label.text = "Rouge Bleu"
        app.tick()
        shot = app.snapshot()
        #expect(count(shot, words, isRed) == 0 && count(shot, words, isBlue) == 0 && count(shot, words, isDark) > 40)
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
    }

    @Test("strings of many colours and fonts are built as UIKit code builds them: replaced, appended, compared")
    func building() {
        let text = NSMutableAttributedString(string: "one two", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 12)])

        text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 0, length: 7))
        text.addAttribute(.foregroundColor, value: UIColor.green, range: NSRange(location: 4, length: 3))
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 12), range: NSRange(location: 0, length: 3))
        text.append(NSAttributedString(string: " three", attributes: [.foregroundColor: UIColor.green]))
        text.append(NSAttributedString(string: "!", attributes: [.foregroundColor: UIColor(red: 0, green: 1, blue: 0, alpha: 1),
                                                                   .paragraphStyle: NSParagraphStyle.default]))

        var colours: [UIColor] = []
        text.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: text.length)) { value, _, _ in
            if let colour = value as? UIColor { colours.append(colour) }
        }
        #expect(colours == [.blue, .green])
        #expect(text.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 12))
        #expect(text == NSAttributedString(attributedString: text))
    }

    @Test("the same text set again is not laid out again; plain text after attributed text is")
    func sameText() {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        label.text = "Clock 9:41"
        let engine = PangoTextEngine.shared
        let first = label.textLayout(width: nil, engine: engine)

        label.text = "Clock 9:41"
        #expect(label.textLayout(width: nil, engine: engine) === first, "kept")
        label.attributedText = NSAttributedString(string: "Clock 9:41", attributes: [.foregroundColor: UIColor.red])
        let styled = label.textLayout(width: nil, engine: engine)
        #expect(styled !== first)
        label.text = "Clock 9:41"
        #expect(label.textLayout(width: nil, engine: engine) !== styled, "plain again")
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == label.textColor)
    }

    @Test("setting a label's font or colour sets it over the whole attributed text")
    func restyle() {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 1))
        label.attributedText = text

        label.font = .systemFont(ofSize: 11)
        label.textColor = .green

        let result = label.attributedText!
        for i in 0..<2 {
            #expect(result.attribute(.font, at: i, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 11))
            #expect(result.attribute(.foregroundColor, at: i, effectiveRange: nil) as? UIColor == .green)
        }
    }

    @Test("strings are measured with the engine of the application running frames, even while a shared one without a window exists")
    func measuringFollowsTheRunningApplication() {
        _ = UIApplication.shared   // made on first use when no application was launched
        let plain = NSAttributedString(string: "Folio pages", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        let spaced = NSAttributedString(string: "Folio pages", attributes: [.font: UIFont.systemFont(ofSize: 14), .kern: 4])
        withExtendedLifetime(show(UIView())) {
            // Pango spaces the letters; the estimating engine would not.
            #expect(spaced.size().width >= plain.size().width + 10 * 4 - 1)
        }
    }

    @Test("a bigger font, letter spacing and a line spacing make the text bigger; boundingRect wraps only with usesLineFragmentOrigin")
    func measuring() {
        let small = NSAttributedString(string: "Folio pages", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        let big = NSMutableAttributedString(attributedString: small)
        big.addAttribute(.font, value: UIFont.systemFont(ofSize: 28), range: NSRange(location: 0, length: 5))
        let spaced = NSAttributedString(string: "Folio pages", attributes: [.font: UIFont.systemFont(ofSize: 14), .kern: 4])
        let long = "Folio pages through views on Linux with the names UIKit gives them"
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]

        withExtendedLifetime(show(UIView())) {
            #expect(big.size().height > small.size().height + 8 && big.size().width > small.size().width + 20)
            #expect(spaced.size().width >= small.size().width + 10 * 4 - 1)
            let oneLine = long.boundingRect(with: CGSize(width: 120, height: 1000), options: [], attributes: attributes, context: nil)
            let wrapped = long.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
            var withSpacing = attributes
            withSpacing[.paragraphStyle] = style
            let spacedLines = long.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, attributes: withSpacing, context: nil)
            #expect(oneLine.width > 300 && oneLine.height < 25)
            #expect(wrapped.width <= 120 && wrapped.height > 3 * oneLine.height)
            #expect(spacedLines.height >= wrapped.height + 3 * 10 - 1, "10 points between each pair of lines")
            let context = NSStringDrawingContext()
            let truncated = long.boundingRect(with: CGSize(width: 120, height: 40), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                              attributes: attributes, context: context)
            #expect(truncated.height <= 40 && truncated.height > oneLine.height && context.totalBounds == truncated)
            #expect(NSAttributedString(string: "").size() == .zero)
        }
    }

    @Test("centred by its paragraph style; a label of two lines that wraps words cuts off the lines below")
    func paragraphs() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        label.attributedText = NSAttributedString(string: "mid", attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 20)])
        let wrapped = UILabel(frame: CGRect(x: 0, y: 40, width: 100, height: 150))
        wrapped.numberOfLines = 2
        wrapped.lineBreakMode = .byWordWrapping
        wrapped.text = "one two three four five six seven eight nine ten"
        let app = show(label)
        label.superview?.addSubview(wrapped)
        app.tick()

        let shot = app.snapshot()
        #expect(count(shot, CGRect(x: 0, y: 0, width: 120, height: 30), isDark) == 0)
        #expect(count(shot, CGRect(x: 130, y: 0, width: 60, height: 30), isDark) > 20)
        let lines = wrapped.sizeThatFits(CGSize(width: 100, height: 1000)).height
        wrapped.numberOfLines = 0
        let all = wrapped.sizeThatFits(CGSize(width: 100, height: 1000)).height
        #expect(all > 2.5 * lines / 2 && lines > 30, "two lines (\(lines)) of all (\(all))")
        let rows = (40..<190).filter { y in (0..<100).contains { isDark(shot.pixel(x: $0, y: y)) } }
        #expect(!rows.isEmpty && rows.last! - rows.first! < Int(lines) + 2, "only two lines are drawn: ink in rows \(rows.first ?? 0)…\(rows.last ?? 0)")
    }

    @Test("underline, strike-through, background and a link (in the link colour, underlined) are drawn")
    func decorations() {
        func ink(_ attributes: [NSAttributedString.Key: Any]) -> CairoSurface {
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
            var all = attributes
            all[.font] = UIFont.systemFont(ofSize: 20)
            label.attributedText = NSAttributedString(string: "under", attributes: all)
            return show(label).snapshot()
        }
        let plain = ink([:]), underlined = ink([.underlineStyle: NSUnderlineStyle.single.rawValue])
        let struck = ink([.strikethroughStyle: 1]), backed = ink([.backgroundColor: UIColor.yellow])
        let linked = ink([.link: URL(string: "https://example.com")!, .foregroundColor: UIColor.red])
        let area = CGRect(x: 10, y: 10, width: 200, height: 40)

        let inked: (RGBA) -> Bool = { $0.r < 200 }
        #expect(count(underlined, area, inked) > count(plain, area, inked) + 30)
        #expect(count(struck, area, inked) > count(plain, area, inked) + 30)
        #expect(count(backed, area) { $0.r > 240 && $0.g > 240 && $0.b < 30 } > 200)
        #expect(count(linked, area, isRed) == 0 && count(linked, area) { $0.b > 200 && $0.r < 60 && $0.g < 160 } > 60)
    }

    @Test("attributes of the wrong type are ignored with a diagnostic; ranges inside a surrogate pair draw")
    func badInput() {
        DiagnosticLog.install()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        let text = NSMutableAttributedString(string: "😀 ok", attributes: [.font: "Helvetica", .kern: CGFloat.nan,
                                                                           .foregroundColor: 3])
        text.addAttribute(.backgroundColor, value: UIColor.yellow, range: NSRange(location: 1, length: 2))
        label.attributedText = text
        let app = show(label)

        let shot = app.snapshot()
        #expect(count(shot, CGRect(x: 10, y: 10, width: 200, height: 40), isDark) > 10)
        #expect(!DiagnosticLog.shared.messages(containing: "the NSFont attribute should be a UIFont, not a String").isEmpty)
        #expect(!DiagnosticLog.shared.messages(containing: "the NSKern attribute should be a finite number").isEmpty)
        #expect(label.sizeThatFits(.zero).height > 0)
    }

    @Test("a text field's attributed placeholder keeps its colour; its text takes the first character's font and colour")
    func textField() {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 250, height: 40))
        field.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.foregroundColor: UIColor.red])
        let app = show(field)

        #expect(field.placeholder == "Search")
        #expect(count(app.snapshot(), CGRect(x: 10, y: 10, width: 250, height: 40), isRed) > 20)
        field.attributedText = NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.blue])
        #expect(field.text == "Hi" && field.font == .systemFont(ofSize: 30) && field.textColor == .blue)
        #expect(field.defaultTextAttributes[.font] as? UIFont == .systemFont(ofSize: 30))
        field.placeholder = "Plain"
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
    }

    @Test("a button shows its attributed title for its state, in its own colours, and reads it out")
    func buttonTitle() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 200, height: 44)
        button.setAttributedTitle(NSAttributedString(string: "Go", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 24)]), for: .normal)
        let app = show(button)

        #expect(button.currentAttributedTitle?.string == "Go" && button.titleLabel?.text == "Go")
        #expect(button.accessibilityLabel == "Go")
        #expect(count(app.snapshot(), CGRect(x: 10, y: 10, width: 200, height: 44), isRed) > 20)
        #expect(button.intrinsicContentSize.width > 40)
    }

    @Test("a segmented control's title attributes: the normal font and colour, the selected one's over it")
    func segmentTitles() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .selected)
        control.selectedSegmentIndex = 1
        let app = show(control)

        let shot = app.snapshot()
        #expect(count(shot, CGRect(x: 10, y: 10, width: 150, height: 32), isRed) > 10)
        #expect(count(shot, CGRect(x: 10, y: 10, width: 150, height: 32), isBlue) == 0)
        #expect(count(shot, CGRect(x: 160, y: 10, width: 150, height: 32), isBlue) > 10)
        #expect(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
        #expect(control.titleTextAttributes(for: .highlighted) == nil)
    }
}
