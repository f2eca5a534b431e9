//
//  AlbumsViewController.swift
//  PhotoBrowser
//

import UIKit

/// The list of albums; swipe a row to delete it.
public class AlbumsViewController: UITableViewController {

    public var albums = ["Holidays", "Family", "Screenshots"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Album")
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        albums.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Album", for: indexPath)
        cell.textLabel?.text = albums[indexPath.row]
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let browser = PhotoBrowserViewController(photos: [.systemTeal, .systemPink])
        present(UINavigationController(rootViewController: browser), animated: true, completion: nil)
    }

    public override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        print("presenting \(type(of: viewControllerToPresent))")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            albums.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
}
