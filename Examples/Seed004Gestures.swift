import Foundation
import Folio

/// The seed's picture with its recognizers, an event line, and a draggable square.
public final class GesturesViewController: UIViewController, UIGestureRecognizerDelegate {
    /// The picture (a view standing in for the seed's image view; user interaction on).
    public let imageV = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    /// A square that follows `touchesMoved`.
    public let dragView = DragView(frame: CGRect(x: 20, y: 60, width: 80, height: 80))
    /// What the recognizers reported, in order.
    public private(set) var events: [String] = []
    private let status = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        imageV.backgroundColor = UIColor(rgb: 0x4A90D9)
        imageV.layer.cornerRadius = 12
        let caption = UILabel(frame: imageV.bounds)
        caption.text = "图片 · picture"
        caption.textColor = .white
        caption.textAlignment = .center
        caption.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageV.addSubview(caption)
        view.addSubview(imageV)
        dragView.backgroundColor = .orange
        view.addSubview(dragView)
        status.textAlignment = .center
        status.font = .systemFont(ofSize: 15)
        view.addSubview(status)

        let tap = UITapGestureRecognizer(target: self, action: GesturesViewController.tap)
        tap.delegate = self
        imageV.addGestureRecognizer(tap)
        imageV.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: GesturesViewController.longP))
        let swipe = UISwipeGestureRecognizer(target: self, action: GesturesViewController.swipe)
        swipe.direction = .left
        imageV.addGestureRecognizer(swipe)
        let swipe2 = UISwipeGestureRecognizer(target: self, action: GesturesViewController.swipe)
        swipe2.direction = .up
        imageV.addGestureRecognizer(swipe2)
        imageV.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: GesturesViewController.pan))
        let pinGes = UIPinchGestureRecognizer(target: self, action: GesturesViewController.pinGes)
        pinGes.delegate = self
        imageV.addGestureRecognizer(pinGes)
        let rotation = UIRotationGestureRecognizer(target: self, action: GesturesViewController.rotation)
        rotation.delegate = self
        imageV.addGestureRecognizer(rotation)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        imageV.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        status.frame = CGRect(x: 0, y: view.bounds.height - 60, width: view.bounds.width, height: 30)
    }

    private func note(_ event: String) {
        events.append(event)
        status.text = event
    }

    /// The seed's delegate: taps are received on the right half only.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard gestureRecognizer is UITapGestureRecognizer else { return true }
        return touch.location(in: imageV).x > imageV.bounds.size.width * 0.5
    }

    /// Pinch and rotation together.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }

    func tap(_ tap: UITapGestureRecognizer) { note("tap") }

    func longP(_ longP: UILongPressGestureRecognizer) {
        switch longP.state {
        case .began: note("long press began")
        case .ended: note("long press ended")
        default: break
        }
    }

    func swipe(_ swipe: UISwipeGestureRecognizer) {
        note(swipe.direction == .left ? "swipe left" : "swipe up")
    }

    func pan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .changed:
            let transP = pan.translation(in: imageV)
            imageV.transform = imageV.transform.translatedBy(x: transP.x, y: transP.y)
            pan.setTranslation(.zero, in: imageV)
        case .ended: note("pan")
        default: break
        }
    }

    func pinGes(_ pin: UIPinchGestureRecognizer) {
        imageV.transform = imageV.transform.scaledBy(x: pin.scale, y: pin.scale)
        pin.scale = 1
        if pin.state == .ended { note("pinch") }
    }

    func rotation(_ rotation: UIRotationGestureRecognizer) {
        imageV.transform = imageV.transform.rotated(by: rotation.rotation)
        rotation.rotation = 0
        if rotation.state == .ended { note("rotation") }
    }
}

/// The seed's dragged view: it moves by the touch's offset from its previous location.
public final class DragView: UIView {
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let curP = touch.location(in: self)
        let preP = touch.previousLocation(in: self)
        transform = transform.translatedBy(x: curP.x - preP.x, y: curP.y - preP.y)
    }
}
