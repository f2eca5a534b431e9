//
//  IntrinsicTableView.swift
//  PhotoBrowser
//

import UIKit

/// A table that is as tall as its rows, for a list inside a scrolling page.
public final class IntrinsicTableView: UITableView {

    public override var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    public override var intrinsicContentSize: CGSize {
        layoutIfNeeded()
        return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
    }

    public override func reloadData() {
        super.reloadData()
        invalidateIntrinsicContentSize()
    }
}

/// A scroll view whose buttons still scroll when dragged, and that lets touches through its
/// empty areas.
public final class PassthroughScrollView: UIScrollView {

    public override func touchesShouldCancel(in view: UIView) -> Bool {
        if view is UIButton { return true }
        return super.touchesShouldCancel(in: view)
    }

    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        subviews.contains { !$0.isHidden && $0.frame.contains(point) }
    }
}
