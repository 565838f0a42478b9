extension ContextMenu {
  /// One element of a context menu: an action, or a submenu of more elements.
  @MainActor
  public enum Element {
    /// An action the user can choose.
    case action(Action)
    /// A group of elements, shown as a submenu or inline.
    case submenu(Submenu)

    /// Calls `body` with every action of `elements`, depth first, in the order they are shown.
    ///
    /// - Parameters:
    ///   - elements: The elements.
    ///   - body: What to do with each action.
    /// - Complexity: O(n), n being the number of elements at every depth.
    static func forEachAction(in elements: [Element], _ body: (Action) -> Void) {
      for element in elements {
        switch element {
        case .action(let action): body(action)
        case .submenu(let submenu): forEachAction(in: submenu.children, body)
        }
      }
    }
  }

  /// A titled group of menu elements, as UIKit's `UIMenu` nested in a menu: a submenu, or,
  /// with ``Options-swift.struct/displayInline``, a section of its parent set apart by separators.
  @MainActor
  public struct Submenu {
    /// How a submenu is shown, as UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
      /// The raw bits.
      public var rawValue: Int
      /// Creates options from raw bits.
      ///
      /// - Parameter rawValue: The raw bits.
      public init(rawValue: Int) { self.rawValue = rawValue }
      /// The elements are shown in the parent menu, set apart by separators, instead of behind
      /// the submenu's title.
      public static let displayInline = Options(rawValue: 1 << 0)
      /// The submenu's title is shown in red.
      public static let destructive = Options(rawValue: 1 << 1)
    }

    /// The submenu's title (shown above its elements when inline), or an empty string.
    public var title: String
    /// The name of an image shown beside the title: an SF Symbol name on UIKit.
    public var imageName: String?
    /// How the submenu is shown.
    public var options: Options
    /// The submenu's elements, in order.
    public var children: [Element]

    /// Creates a submenu of elements gathered from statements.
    ///
    /// - Parameters:
    ///   - title: The submenu's title.
    ///   - imageName: The name of an image beside the title (an SF Symbol name on UIKit).
    ///   - options: How the submenu is shown.
    ///   - children: The submenu's actions and submenus, one a line.
    public init(
      title: String = "", imageName: String? = nil, options: Options = [],
      @ContextMenu.Builder children: () -> [Element]
    ) {
      self.init(title: title, imageName: imageName, options: options, children: children())
    }

    /// Creates a submenu of elements.
    ///
    /// - Parameters:
    ///   - title: The submenu's title.
    ///   - imageName: The name of an image beside the title (an SF Symbol name on UIKit).
    ///   - options: How the submenu is shown.
    ///   - children: The submenu's actions and submenus.
    public init(
      title: String = "", imageName: String? = nil, options: Options = [], children: [Element]
    ) {
      self.title = title
      self.imageName = imageName
      self.options = options
      self.children = children
    }
  }
}
