#if os(Linux)
  import Foundation

  /// UIKit's `UIBarItem`, reduced to its title and whether it is enabled.
  @available(iOS 2.0, *)
  @MainActor
  open class UIBarItem: NSObject {
    /// Whether the item is enabled.
    open var isEnabled = true
    /// The item's title.
    open var title: String?

    /// Creates an item.
    public override init() { super.init() }
  }

  /// UIKit's `UIBarButtonItem`, reduced to a primary action; tests run it with its `handler`.
  @available(iOS 2.0, *)
  @MainActor
  open class UIBarButtonItem: UIBarItem {
    /// The action a tap performs; setting one takes its title.
    @available(iOS 14.0, *)
    open var primaryAction: UIAction? {
      didSet { if let primaryAction { title = primaryAction.title } }
    }

    /// Creates an item.
    public override init() { super.init() }

    /// Creates a plain item from the properties of `primaryAction`.
    ///
    /// - Parameter primaryAction: The action a tap performs.
    @available(iOS 14.0, *)
    public convenience init(primaryAction: UIAction?) {
      self.init()
      self.primaryAction = primaryAction
      title = primaryAction?.title
    }
  }

  /// UIKit's `UINavigationItem`, reduced to its title and its right bar button item.
  @available(iOS 2.0, *)
  @MainActor
  open class UINavigationItem: NSObject {
    /// The title shown when the item is on top of the stack.
    open var title: String?
    /// The item at the trailing end of the navigation bar.
    open var rightBarButtonItem: UIBarButtonItem?

    /// Creates an item with a title.
    ///
    /// - Parameter title: The title.
    public init(title: String) {
      self.title = title
      super.init()
    }
  }

  extension UIViewController {
    /// The item that represents the controller in a navigation bar, created on demand.
    @available(iOS 2.0, *)
    public var navigationItem: UINavigationItem {
      if let item = storedNavigationItem { return item }
      let item = UINavigationItem(title: "")
      item.title = nil
      storedNavigationItem = item
      return item
    }
  }
#endif
