#if os(Linux)
  import Foundation

  /// UIKit's `UITextField`, reduced to its text and its placeholder.
  ///
  /// A test acts as the user: it sets ``text`` and sends `.editingChanged`, or sends
  /// `.primaryActionTriggered` for the Return key.
  @available(iOS 2.0, *)
  @MainActor
  open class UITextField: UIControl {
    /// The text the field holds.
    public var text: String?
    /// What the field shows while it is empty.
    public var placeholder: String?
  }
#endif
