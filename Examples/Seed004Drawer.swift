import Foundation
import Folio

/// The seed's controller, ported (without its stray `transform` line: the seed's own comment says
/// the frame, not a transform, must change, because the height changes too).
public final class DrawerViewController: UIViewController {
    /// The blue view on the left.
    public private(set) var leftV: UIView!
    /// The green view on the right.
    public private(set) var rightV: UIView!
    /// The red main view.
    public private(set) var mainV: UIView!

    /// Largest vertical inset of the main view (at a full screen width of travel).
    public static let maxY: CGFloat = 100
    /// Where the main view rests when open to the right / left.
    public static let targetR: CGFloat = 275
    /// Where the main view rests when the left drawer shows (the seed's constant).
    public static let targetL: CGFloat = -275

    public override func viewDidLoad() {
        super.viewDidLoad()
        setUpView()
        let pan = UIPanGestureRecognizer(target: self, action: DrawerViewController.pan)
        mainV.addGestureRecognizer(pan)
    }

    private func setUpView() {
        let leftV = UIView(frame: view.bounds)
        leftV.backgroundColor = .blue
        leftV.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(leftV)
        let rightV = UIView(frame: view.bounds)
        rightV.backgroundColor = .green
        rightV.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(rightV)
        let mainV = UIView(frame: view.bounds)
        mainV.backgroundColor = .red
        mainV.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(mainV)
        for (v, name) in [(leftV, "Left drawer"), (rightV, "Right drawer"), (mainV, "Main view")] {
            v.isAccessibilityElement = true
            v.accessibilityLabel = name
        }
        self.leftV = leftV; self.rightV = rightV; self.mainV = mainV
    }

    func pan(_ pan: UIPanGestureRecognizer) {
        let transP = pan.translation(in: mainV)
        mainV.frame = frame(withOffsetX: transP.x)
        if mainV.frame.origin.x > 0 {
            rightV.isHidden = true
        } else if mainV.frame.origin.x < 0 {
            rightV.isHidden = false
        }
        if pan.state == .ended {
            let screenW = view.bounds.width
            var target: CGFloat = 0
            if mainV.frame.origin.x > screenW * 0.5 {
                target = Self.targetR
            } else if mainV.frame.maxX < screenW * 0.5 {
                target = Self.targetL
            }
            let offsetX = target - mainV.frame.origin.x
            let frame = frame(withOffsetX: offsetX)
            UIView.animate(withDuration: 0.25) { self.mainV.frame = frame }
        }
        pan.setTranslation(.zero, in: mainV)
    }

    /// The main view's frame moved by `offsetX`: y = |x| · maxY / screenW, height = screenH − 2y.
    public func frame(withOffsetX offsetX: CGFloat) -> CGRect {
        var frame = mainV.frame
        frame.origin.x += offsetX
        let screenW = view.bounds.width, screenH = view.bounds.height
        frame.origin.y = screenW > 0 ? abs(frame.origin.x * Self.maxY / screenW) : 0
        frame.size.height = max(0, screenH - 2 * frame.origin.y)
        return frame
    }
}
