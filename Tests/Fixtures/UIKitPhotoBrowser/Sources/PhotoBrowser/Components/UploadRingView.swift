//
//  UploadRingView.swift
//  PhotoBrowser
//

import UIKit
import QuartzCore

/// A ring that fills as an upload goes on, and shakes when it fails.
public final class UploadRingView: UIView {

    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    public private(set) var progress: CGFloat = 0
    public var lineWidth: CGFloat = 6 {
        didSet { setNeedsLayout() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .clear
        [trackLayer, progressLayer].forEach { shape in
            shape.fillColor = UIColor.clear.cgColor
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.strokeEnd = 0
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        let circle = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                                  startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        for shape in [trackLayer, progressLayer] {
            shape.frame = bounds
            shape.lineWidth = lineWidth
            shape.path = circle.cgPath
        }
    }

    /// The stroke's end as it is on screen right now.
    public var displayedProgress: CGFloat {
        return progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
    }

    public func setProgress(_ value: CGFloat, animated: Bool, completion: (() -> Void)? = nil) {
        let clamped = min(max(value, 0), 1)
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion)
        if animated {
            let fill = CABasicAnimation(keyPath: #keyPath(CAShapeLayer.strokeEnd))
            fill.fromValue = displayedProgress
            fill.toValue = clamped
            fill.duration = 0.5
            fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            progressLayer.add(fill, forKey: "progress")
        }
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = clamped
        CATransaction.commit()
        progress = clamped
    }

    public func shake() {
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.values = [0, -10, 10, -6, 6, -3, 3, 0]
        shake.duration = 0.4
        shake.isAdditive = true
        layer.add(shake, forKey: "shake")
    }
}

/// Shows the upload ring; the ring fades in with the push that brings the screen.
public final class UploadViewController: UIViewController {

    public let ring = UploadRingView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(ring)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        ring.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ring.alpha = 0
        if let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in
                self.ring.alpha = 1
            }, completion: { context in
                if context.isCancelled { self.ring.alpha = 0 }
            })
        } else {
            ring.alpha = 1
        }
    }
}
