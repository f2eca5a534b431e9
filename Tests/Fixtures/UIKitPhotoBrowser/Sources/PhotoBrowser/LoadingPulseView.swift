//
//  LoadingPulseView.swift
//  PhotoBrowser
//

import UIKit
import QuartzCore

/// A dot that breathes while a photo loads, stepped by a display link while it is on screen.
public final class LoadingPulseView: UIView {

    private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval = 0
    public private(set) var frameCount = 0

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil {
            startPulsing()
        } else {
            stopPulsing()
        }
    }

    private func startPulsing() {
        guard displayLink == nil else { return }
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    public func stopPulsing() {
        displayLink?.invalidate()
        displayLink = nil
    }

    @objc private func step(_ link: CADisplayLink) {
        if startTime == 0 { startTime = link.timestamp }
        frameCount += 1
        let phase = (link.targetTimestamp - startTime) * 2 * .pi
        alpha = 0.5 + 0.5 * CGFloat(sin(phase))
    }
}
