import Foundation

/// Where a segmented control's segments, thumb and dividers go, and how they look.
extension UISegmentedControl {
    /// The segments changed: their views follow.
    func segmentsDidChange() {
        while segmentViews.count < segments.count {
            let view = SegmentView(frame: .zero)
            view.control = self
            segmentViews.append(view)
            addSubview(view)
        }
        while segmentViews.count > segments.count { segmentViews.removeLast().removeFromSuperview() }
        for (i, segment) in segments.enumerated() {
            segmentViews[i].index = i
            segmentViews[i].show(title: segment.title, image: segment.image)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateSegmentStates()
    }

    /// The segments' frames across the bounds: widths set first, the rest shared equally (or in
    /// proportion to the content, with `apportionsSegmentWidthsByContent`).
    func segmentFrames() -> [CGRect] {
        let natural = naturalWidths()
        let fixed = segments.indices.filter { segments[$0].width > 0 }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let fixedTotal = fixed.reduce(0) { $0 + segments[$1].width }
        let room = max(0, bounds.width - fixedTotal)
        let naturalAutomatic = automatic.reduce(0) { $0 + natural[$1] }
        var x: CGFloat = 0
        return segments.indices.map { i in
            let width: CGFloat
            if segments[i].width > 0 {
                width = segments[i].width
            } else if apportionsSegmentWidthsByContent, naturalAutomatic > 0 {
                width = room * natural[i] / naturalAutomatic
            } else {
                width = automatic.isEmpty ? 0 : room / CGFloat(automatic.count)
            }
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// Lays out the segments, the thumb under the selected one and the dividers between segments
    /// that are not selected.
    func layoutSegments() {
        let frames = segmentFrames()
        for (view, frame) in zip(segmentViews, frames) { view.frame = frame }
        let shown = !isMomentary && frames.indices.contains(selection)
        thumb.isHidden = !shown
        if shown { thumb.frame = frames[selection].insetBy(dx: 2, dy: 2) }
        let between = frames.indices.dropLast().filter { !shown || ($0 != selection && $0 + 1 != selection) }
        while dividers.count < frames.count { dividers.append(UIView()) }
        for (i, line) in dividers.enumerated() {
            guard between.contains(i) else { line.removeFromSuperview(); continue }
            line.backgroundColor = .separator
            line.isUserInteractionEnabled = false
            line.frame = CGRect(x: frames[i].maxX - 0.5, y: (bounds.height - 16) / 2, width: 1, height: 16)
            if line.superview !== self { insertSubview(line, aboveSubview: thumb) }
        }
    }

    /// The font and colour set for a segment's state, the most specific first, then `.normal`'s.
    func titleStyle(chosen: Bool, usable: Bool, touched: Bool) -> SegmentView.TitleStyle {
        var states: [UIControl.State] = []
        if !usable { states.append(.disabled) }
        if touched { states.append(.highlighted) }
        if chosen { states.append(.selected) }
        states.append(.normal)
        let sets = states.compactMap { titleAttributes[$0.rawValue] }
        return SegmentView.TitleStyle(font: sets.lazy.compactMap { $0[.font] as? UIFont }.first,
                                      color: sets.lazy.compactMap { $0[.foregroundColor] as? UIColor }.first,
                                      chosenFont: (titleAttributes[UIControl.State.selected.rawValue]?[.font] as? UIFont)
                                          ?? (titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont))
    }

    /// Each segment's look: selected, usable, under the finger.
    func updateSegmentStates() {
        for (i, view) in segmentViews.enumerated() where segments.indices.contains(i) {
            let chosen = !isMomentary && i == selection, usable = isEnabled && segments[i].isEnabled
            view.apply(chosen: chosen, usable: usable, touched: trackedSegment == i,
                       style: titleStyle(chosen: chosen, usable: usable, touched: trackedSegment == i))
        }
    }

    /// The thumb's colour: the tint set, else white (dark grey in the dark appearance).
    func applyThumbColor() {
        thumb.backgroundColor = selectedSegmentTintColor ?? UIColor(light: .white, dark: UIColor(rgb: 0x636366))
    }

    /// The enabled segment under `point` (the control's coordinates), if any.
    func enabledSegment(at point: CGPoint) -> Int? {
        guard bounds.insetBy(dx: -20, dy: -20).contains(point) else { return nil }
        let frames = segmentFrames()
        let x = min(max(point.x, 0), max(0, bounds.width - 0.01))
        guard let i = frames.firstIndex(where: { x >= $0.minX && x < $0.maxX }), isEnabled, segments[i].isEnabled else { return nil }
        return i
    }

    /// Segment `index` chosen by the user: selected (unless already, for a control that is not
    /// momentary), `.valueChanged` sent and its action performed.
    func choose(_ index: Int) {
        guard segments.indices.contains(index), segments[index].isEnabled, isEnabled else { return }
        guard isMomentary || index != selection else { return }
        selection = index
        setNeedsLayout()
        updateSegmentStates()
        segments[index].action?.perform(sender: self)
        sendActions(for: .valueChanged)
    }
}
