import Foundation

/// UIKit's `UIViewController`, reduced to appearance and editing.
@MainActor
open class UIViewController: NSObject {
  /// Whether the controller is editing.
  public private(set) var isEditing = false

  /// Creates a controller.
  public override init() { super.init() }

  /// Appearance (calls nothing in the mirror).
  open func viewWillAppear(_ animated: Bool) {}
  /// Appearance.
  open func viewDidAppear(_ animated: Bool) {}
  /// Appearance.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Editing.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
}
