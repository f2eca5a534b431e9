import Foundation
import Testing
@testable import Folio
import FolioTesting

/// `UISearchBar` and `UISearchController`, set up as Apple's sample code and the common
/// tutorials write them: a list filtered as the user types, with scope buttons.
@MainActor
@Suite("Search")
struct SearchControllerTests {
    /// A list of fruit that filters itself: the search results updater, and both delegates.
    @MainActor final class FruitList: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate, UISearchControllerDelegate {
        static let fruit = [("Apple", "Pome"), ("Apricot", "Stone"), ("Lemon", "Citrus"), ("Lime", "Citrus"), ("Pear", "Pome")]
        let searchController: UISearchController
        var shown = fruit
        var log: [String] = []

        init(results: UIViewController? = nil) {
            searchController = UISearchController(searchResultsController: results)
            super.init(style: .plain)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Fruit"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            searchController.searchResultsUpdater = self
            searchController.delegate = self
            searchController.obscuresBackgroundDuringPresentation = false
            searchController.searchBar.placeholder = "Search fruit"
            searchController.searchBar.autocapitalizationType = .none
            searchController.searchBar.scopeButtonTitles = ["All", "Pome", "Citrus"]
            searchController.searchBar.delegate = self
            navigationItem.searchController = searchController
            definesPresentationContext = true
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = shown[indexPath.row].0
            return cell
        }

        func updateSearchResults(for searchController: UISearchController) {
            let text = searchController.searchBar.text ?? ""
            log.append("update '\(text)'")
            let scope = searchController.searchBar.scopeButtonTitles?[searchController.searchBar.selectedScopeButtonIndex] ?? "All"
            shown = Self.fruit.filter { (text.isEmpty || $0.0.lowercased().contains(text.lowercased())) && (scope == "All" || $0.1 == scope) }
            tableView.reloadData()
        }
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return true }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange '\(searchText)'") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
        func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    }

    @Test("navigationItem.searchController puts the bar under the title; a tap makes the search active in UIKit's order; typing filters; Cancel ends it")
    func navigationItemSearch() {
        let list = FruitList()
        let nav = UINavigationController(rootViewController: list)
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: nav)
        app.tick()
        let bar = list.searchController.searchBar
        let expected: CGFloat = 20 + 44 + 56
        #expect(nav.navigationBar.frame.height == expected)
        #expect(bar.frame == CGRect(x: 0, y: 64, width: 390, height: 56))
        #expect(list.tableView.adjustedContentInset.top == 120)
        #expect(bar.searchTextField.placeholder == "Search fruit" && bar.autocapitalizationType == .none)
        #expect(!list.searchController.isActive && list.searchController.presentingViewController == nil)

        app.tap(bar.searchTextField)
        app.tick()
        #expect(list.log == ["shouldBegin", "willPresent", "update ''", "didPresent", "didBegin"])
        #expect(list.searchController.isActive && bar.isFirstResponder)
        #expect(list.searchController.presentingViewController === list && list.presentedViewController === list.searchController)
        // The title band slid away; the scope bar shows; Cancel shows right of the field.
        let active: CGFloat = 20 + 56 + 44   // the status area, the field row, the scope bar
        #expect(nav.navigationBar.frame.height == active)
        #expect(bar.frame.minY == 20 && bar.showsScopeBar && bar.showsCancelButton)
        #expect(app.button(titled: "Cancel") != nil && nav.navigationBar.titleLabel.alpha == 0)
        #expect(bar.searchTextField.frame.maxX < app.button(titled: "Cancel")!.frame.minX)

        list.log.removeAll()
        app.type("p")
        app.type("e")
        #expect(list.log == ["textDidChange 'p'", "update 'p'", "textDidChange 'pe'", "update 'pe'"])
        #expect(list.shown.map(\.0) == ["Pear"] && list.tableView.numberOfRows(inSection: 0) == 1)
        // Not obscured: the filtered list still takes taps through the search's cover.
        let row = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(app.window.hitTest(row.convert(CGPoint(x: 20, y: 20), to: nil), with: nil)?.isDescendant(of: row) == true)

        list.log.removeAll()
        app.press(.returnKey)
        #expect(list.log == ["search"] && bar.isFirstResponder)

        list.log.removeAll()
        app.tap(app.button(titled: "Cancel")!)
        app.tick()
        #expect(list.log == ["cancel", "willDismiss", "didEnd", "update ''", "didDismiss"])
        #expect(!list.searchController.isActive && bar.text == "" && !bar.isFirstResponder)
        #expect(!bar.showsCancelButton && !bar.showsScopeBar && list.presentedViewController == nil)
        #expect(nav.navigationBar.frame.height == 120 && nav.navigationBar.titleLabel.alpha == 1)
        #expect(list.shown.count == 5)
    }

    @Test("a scope button filters: the delegate hears the index and the updater runs; an index out of range is refused")
    func scopes() {
        let list = FruitList()
        let nav = UINavigationController(rootViewController: list)
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: nav)
        app.tick()
        let bar = list.searchController.searchBar
        app.tap(bar.searchTextField)
        app.tick()
        list.log.removeAll()
        let scopeBar = bar.subviews.compactMap { $0 as? UISegmentedControl }.first!
        let frame = scopeBar.convert(scopeBar.bounds, to: nil)
        app.tap(at: CGPoint(x: frame.minX + frame.width * 5 / 6, y: frame.midY))
        app.tick()
        #expect(bar.selectedScopeButtonIndex == 2)
        #expect(list.log == ["scope 2", "update ''"] && list.shown.map(\.0) == ["Lemon", "Lime"])

        bar.selectedScopeButtonIndex = 7
        #expect(bar.selectedScopeButtonIndex == 2)
        bar.selectedScopeButtonIndex = 1
        #expect(bar.selectedScopeButtonIndex == 1 && scopeBar.selectedSegmentIndex == 1)
        #expect(list.log.count == 2)   // set in code: the delegate hears nothing
    }

    @Test("with a results controller and the background obscured: results cover the content once there is text; a tap on the dimmed content ends the search")
    func resultsController() {
        let results = UIViewController()
        let list = FruitList(results: results)
        let nav = UINavigationController(rootViewController: list)
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: nav)
        app.tick()
        list.searchController.obscuresBackgroundDuringPresentation = true
        let bar = list.searchController.searchBar
        app.tap(bar.searchTextField)
        app.tick()
        let cover = list.searchController.view!
        #expect(cover.window != nil && results.view.isHidden && cover.backgroundColor != nil)
        #expect(cover.convert(cover.bounds, to: nil).minY == bar.convert(bar.bounds, to: nil).maxY)

        app.type("l")
        #expect(!results.view.isHidden && list.searchController.showsSearchResultsController)
        #expect(results.view.convert(results.view.bounds, to: nil) == cover.convert(cover.bounds, to: nil))
        app.press(.backspace)
        #expect(results.view.isHidden)

        list.log.removeAll()
        app.tap(at: CGPoint(x: 200, y: 600))
        app.tick()
        #expect(!list.searchController.isActive && cover.window == nil)
        #expect(list.log == ["cancel", "willDismiss", "didEnd", "update ''", "didDismiss"].filter { $0 != "cancel" })
    }

    @Test("a search bar in a table header with a presentation context; isActive set in code; a search bar alone tells its delegate")
    func headerAndCode() {
        let list = UITableViewController(style: .plain)
        let search = UISearchController(searchResultsController: nil)
        final class Updater: UISearchResultsUpdating {
            var texts: [String] = []
            func updateSearchResults(for searchController: UISearchController) { texts.append(searchController.searchBar.text ?? "") }
        }
        let updater = Updater()
        search.searchResultsUpdater = updater
        #expect(search.isActive == false)
        search.isActive = true   // not in a window yet: refused with a diagnostic
        #expect(!search.isActive && updater.texts.isEmpty)

        search.searchBar.sizeToFit()
        list.tableView.tableHeaderView = search.searchBar
        list.definesPresentationContext = true
        let nav = UINavigationController(rootViewController: list)
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: nav)
        app.tick()
        #expect(search.searchBar.bounds.height == 56)
        search.isActive = true
        app.tick()
        #expect(search.isActive && !search.searchBar.isFirstResponder && updater.texts == [""])
        #expect(list.presentedViewController === search)
        let cover = search.view!
        #expect(abs(cover.convert(cover.bounds, to: nil).minY - search.searchBar.convert(search.searchBar.bounds, to: nil).maxY) < 0.5)
        search.isActive = false
        #expect(!search.isActive && cover.window == nil && updater.texts == ["", ""])

        // A bar with no controller: the delegate alone hears the user.
        final class Listener: UISearchBarDelegate {
            var events: [String] = []
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append(searchText) }
            func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { events.append("begin?"); return events.count > 1 }
        }
        let listener = Listener()
        let lone = UISearchBar(frame: CGRect(x: 0, y: 300, width: 390, height: 56))
        lone.delegate = listener
        app.window.addSubview(lone)
        app.tick()
        app.tap(lone.searchTextField)
        #expect(!lone.isFirstResponder && listener.events == ["begin?"])
        app.tap(lone.searchTextField)
        app.type("kiwi")
        #expect(lone.isFirstResponder && listener.events == ["begin?", "begin?", "kiwi"] && lone.text == "kiwi")
        lone.text = "set in code"
        #expect(listener.events.count == 3)
    }

    @Test("a text field's left and right views sit at its edges, shown as their modes say; the text keeps between them")
    func sideViews() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        field.rightView = button
        field.rightViewMode = .unlessEditing
        field.layoutIfNeeded()
        #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 8, width: 24, height: 24) && !icon.isHidden)
        #expect(button.frame == CGRect(x: 170, y: 10, width: 30, height: 20) && !button.isHidden)
        let text = field.textRect(forBounds: field.bounds)
        #expect(text.minX == 24 && text.maxX == 170)
        let app = HeadlessApp(size: CGSize(width: 300, height: 200), scale: 1, rootViewController: UIViewController())
        app.window.addSubview(field)
        field.becomeFirstResponder()
        field.layoutIfNeeded()
        #expect(button.isHidden && field.editingRect(forBounds: field.bounds).maxX == 200 - 7)
        field.keyboardType = .emailAddress
        field.returnKeyType = .done
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .done && field.autocapitalizationType == .sentences)
    }

    @Test("pushing a controller without a search bar over one with it shrinks the bar to 64 points, and popping grows it back")
    func pushOverSearch() {
        let list = UITableViewController(style: .plain)
        list.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let nav = UINavigationController(rootViewController: list)
        let app = HeadlessApp(size: CGSize(width: 390, height: 844), scale: 1, rootViewController: nav)
        app.tick()
        let tall = nav.navigationBar.frame.height
        let detail = UIViewController()
        nav.pushViewController(detail, animated: true)
        app.runUntilIdle()
        #expect(tall == 120 && nav.navigationBar.frame.height == 64 && detail.view.safeAreaInsets.top == 64)
        #expect(list.navigationItem.searchController?.searchBar.superview !== nav.navigationBar)
        _ = nav.popViewController(animated: true)
        app.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 120 && list.navigationItem.searchController?.searchBar.superview === nav.navigationBar)
    }
}
