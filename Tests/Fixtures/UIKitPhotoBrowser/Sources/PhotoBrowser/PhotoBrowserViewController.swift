//
//  PhotoBrowserViewController.swift
//  PhotoBrowser
//

import UIKit

/// A full-screen pager of photos with dots under it: swipe or tap the dots to move, tap once to
/// hide the chrome, twice to zoom.
open class PhotoBrowserViewController: UIViewController, UIScrollViewDelegate {

    @objc public weak var delegate: PhotoBrowserDelegate?

    public let photos: [UIColor]
    public private(set) var currentIndex = 0
    public private(set) var isChromeHidden = false
    public private(set) var memoryWarnings = 0

    private let scrollView = UIScrollView()
    public let pageControl = UIPageControl()
    private let captionLabel = UILabel()
    private let captionStrip = CaptionStripView()
    private var pageViews: [UIView] = []

    public init(photos: [UIColor]) {
        self.photos = photos
        super.init(nibName: nil, bundle: nil)
    }

    required public init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        view.addSubview(scrollView)

        for color in photos {
            let page = UIView()
            page.backgroundColor = color
            scrollView.addSubview(page)
            pageViews.append(page)
        }

        pageControl.numberOfPages = photos.count
        pageControl.currentPage = 0
        pageControl.addTarget(self, action: #selector(pageControlChanged(_:)), for: .valueChanged)
        view.addSubview(pageControl)

        view.addSubview(captionStrip)
        captionLabel.textColor = .white
        captionLabel.textAlignment = .center
        view.addSubview(captionLabel)

        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:)))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)

        let singleTap = UITapGestureRecognizer(target: self, action: #selector(toggleChrome))
        singleTap.require(toFail: doubleTap)
        view.addGestureRecognizer(singleTap)

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(close))

        NotificationCenter.default.addObserver(self, selector: #selector(didReceiveMemoryWarning(_:)),
                                               name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        updateCaption()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        scrollView.frame = view.bounds
        for (index, page) in pageViews.enumerated() {
            page.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
        }
        scrollView.contentSize = CGSize(width: size.width * CGFloat(photos.count), height: size.height)
        scrollView.contentOffset = CGPoint(x: CGFloat(currentIndex) * size.width, y: 0)
        pageControl.frame = CGRect(x: 0, y: size.height - 80, width: size.width, height: 30)
        captionLabel.frame = CGRect(x: 16, y: size.height - 50, width: size.width - 32, height: 24)
        captionStrip.frame = CGRect(x: 0, y: size.height - 54, width: size.width, height: 32)
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let page = currentIndex
        coordinator.animate(alongsideTransition: { _ in
            self.scrollView.contentOffset = CGPoint(x: CGFloat(page) * size.width, y: 0)
        }, completion: nil)
    }

    // MARK: - Actions

    @objc private func pageControlChanged(_ sender: UIPageControl) {
        show(page: sender.currentPage, animated: true)
    }

    @objc func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        print("double tap at page \(currentIndex)")
    }

    @objc func toggleChrome() {
        guard delegate?.photoBrowserShouldToggleChrome?(self) ?? true else { return }
        isChromeHidden.toggle()
        pageControl.isHidden = isChromeHidden
        captionLabel.isHidden = isChromeHidden
    }

    @IBAction func close(_ sender: Any) {
        dismiss(animated: true, completion: nil)
    }

    public override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        delegate?.photoBrowserWillDismiss?(self)
        super.dismiss(animated: flag, completion: completion)
    }

    @objc private func didReceiveMemoryWarning(_ notification: Notification) {
        memoryWarnings += 1
    }

    public func show(page: Int, animated: Bool) {
        guard page >= 0, page < photos.count else { return }
        let offset = CGPoint(x: CGFloat(page) * scrollView.bounds.width, y: 0)
        scrollView.setContentOffset(offset, animated: animated)
        if !animated { settle(on: page) }
    }

    private func settle(on page: Int) {
        guard page != currentIndex else { return }
        currentIndex = page
        pageControl.currentPage = page
        updateCaption()
        delegate?.photoBrowser?(self, didShowPhotoAt: page)
    }

    private func updateCaption() {
        captionLabel.text = delegate?.photoBrowser?(self, captionForPhotoAt: currentIndex) ?? "\(currentIndex + 1) / \(photos.count)"
    }

    // MARK: - UIScrollViewDelegate

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard scrollView.bounds.width > 0 else { return }
        settle(on: Int(round(scrollView.contentOffset.x / scrollView.bounds.width)))
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        scrollViewDidEndDecelerating(scrollView)
    }
}
