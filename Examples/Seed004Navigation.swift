import Foundation
import Folio

/// One screen of the stack: its lifecycle log in a scroll view under the bar, and two buttons.
public final class StepViewController: UIViewController {
    let step: Int
    /// The scroll view holding the log (its inset follows the navigation bar).
    public let scrollView = UIScrollView()
    /// Pushes the next step.
    public let pushButton = UIButton(type: .system)
    /// Presents a modal.
    public let presentButton = UIButton(type: .system)
    private let log = UILabel()
    /// The lifecycle calls seen so far.
    public private(set) var lifecycle: [String] = []

    /// The screen of step `step` (1, 2, 3…).
    public init(step: Int) {
        self.step = step
        super.init()
        title = "Step \(step)"
    }

    /// Not made from archives: built in code.
    public required init?(coder: NSCoder) { return nil }

    /// White status bar content over the seed's blue bars (its `UIStatusBarStyleLightContent`).
    public override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    private func note(_ call: String) {
        lifecycle.append(call)
        log.text = lifecycle.joined(separator: "\n")
        viewIfLoaded?.setNeedsLayout()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        pushButton.setTitle("Push step \(step + 1)", for: .normal)
        pushButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.navigationController?.pushViewController(StepViewController(step: self.step + 1), animated: true)
        }, for: .touchUpInside)
        presentButton.setTitle("Present a modal", for: .normal)
        presentButton.addAction(UIAction { [weak self] _ in
            self?.present(ModalViewController(), animated: true)
        }, for: .touchUpInside)
        log.numberOfLines = 0
        log.font = .systemFont(ofSize: 15)
        [pushButton, presentButton, log].forEach(scrollView.addSubview)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .done, target: self,
                                                            action: StepViewController.next)
        note("viewDidLoad")
    }

    func next(_ item: UIBarButtonItem) {
        navigationController?.pushViewController(StepViewController(step: step + 1), animated: true)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = view.bounds.width
        scrollView.frame = view.bounds
        pushButton.frame = CGRect(x: 20, y: 20, width: w - 40, height: 44)
        presentButton.frame = CGRect(x: 20, y: 72, width: w - 40, height: 44)
        let logHeight = log.sizeThatFits(CGSize(width: w - 40, height: .greatestFiniteMagnitude)).height
        log.frame = CGRect(x: 20, y: 132, width: w - 40, height: logHeight)
        scrollView.contentSize = CGSize(width: w, height: max(view.bounds.height, log.frame.maxY + 20))
    }

    public override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); note("viewWillAppear") }
    public override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); note("viewDidAppear") }
    public override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); note("viewWillDisappear") }
    public override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); note("viewDidDisappear") }
}

/// The modal: a title and a close button.
final class ModalViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(rgb: 0xFFF3E0)
        let label = UILabel(frame: CGRect(x: 0, y: 200, width: view.bounds.width, height: 40))
        label.text = "模态 · A modal"
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 22)
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.frame = CGRect(x: 0, y: 260, width: view.bounds.width, height: 44)
        close.autoresizingMask = [.flexibleWidth]
        close.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(close)
    }
}

/// The second tab.
public final class InboxViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(rgb: 0xF1F8E9)
        let label = UILabel(frame: view.bounds)
        label.text = "收件箱 · Inbox (3)"
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }
}
