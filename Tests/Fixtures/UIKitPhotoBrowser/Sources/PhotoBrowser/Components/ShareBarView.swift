//
//  ShareBarView.swift
//  PhotoBrowser
//

import UIKit

/// The bar under a photo: a share button with an icon, a spinner while an upload runs, and a
/// count that shrinks to fit.
public final class ShareBarView: UIView {

    public let shareButton = UIButton(type: .system)
    public let spinner = UIActivityIndicatorView(style: .medium)
    public let countLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        shareButton.setTitle("Share", for: .normal)
        shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        shareButton.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
        shareButton.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        shareButton.addTarget(self, action: #selector(share(_:)), for: .touchUpInside)
        countLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        countLabel.adjustsFontForContentSizeCategory = true
        countLabel.adjustsFontSizeToFitWidth = true
        countLabel.minimumScaleFactor = 0.5
        countLabel.textColor = .secondaryLabel
        spinner.hidesWhenStopped = true
        [shareButton, spinner, countLabel].forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let padding: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 24 : 12
        shareButton.sizeToFit()
        shareButton.frame.origin = CGPoint(x: padding, y: (bounds.height - shareButton.bounds.height) / 2)
        spinner.center = CGPoint(x: bounds.width - padding - 10, y: bounds.midY)
        countLabel.frame = CGRect(x: shareButton.frame.maxX + 8, y: 0, width: 60, height: bounds.height)
    }

    @objc private func share(_ sender: UIButton) {
        spinner.startAnimating()
        shareButton.isEnabled = false
    }

    public func uploadFinished() {
        spinner.stopAnimating()
        shareButton.isEnabled = true
    }
}
