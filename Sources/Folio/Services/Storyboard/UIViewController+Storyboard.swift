import Foundation

extension UIViewController {
    /// The storyboard the controller came from, nil for one made in code.
    public internal(set) var storyboard: UIStoryboard? {
        get { storedStoryboard as? UIStoryboard }
        set { storedStoryboard = newValue }
    }
}
