extension ContextMenu {
  /// Gathers the elements of a menu or submenu from statements: one ``Action`` or ``Submenu``
  /// a line, `if`, `if`/`else`, `switch`, `for` loops and optional values.
  @resultBuilder
  @MainActor
  public enum Builder {
    /// An action, as one element.
    ///
    /// - Parameter action: The action.
    /// - Returns: The element.
    public static func buildExpression(_ action: Action) -> [Element] { [.action(action)] }
    /// A submenu, as one element.
    ///
    /// - Parameter submenu: The submenu.
    /// - Returns: The element.
    public static func buildExpression(_ submenu: Submenu) -> [Element] { [.submenu(submenu)] }
    /// An element, as it is.
    ///
    /// - Parameter element: The element.
    /// - Returns: The element.
    public static func buildExpression(_ element: Element) -> [Element] { [element] }
    /// Elements made elsewhere, in order.
    ///
    /// - Parameter elements: The elements.
    /// - Returns: The elements.
    public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    /// The elements of a block's statements, in order.
    ///
    /// - Parameter components: Each statement's elements.
    /// - Returns: The elements.
    public static func buildBlock(_ components: [Element]...) -> [Element] {
      components.flatMap { $0 }
    }
    /// The elements of an `if` without `else`, or none.
    ///
    /// - Parameter component: The elements, when the condition held.
    /// - Returns: The elements.
    public static func buildOptional(_ component: [Element]?) -> [Element] { component ?? [] }
    /// The elements of the first branch of an `if`/`else` or `switch`.
    ///
    /// - Parameter component: The branch's elements.
    /// - Returns: The elements.
    public static func buildEither(first component: [Element]) -> [Element] { component }
    /// The elements of the second branch of an `if`/`else` or `switch`.
    ///
    /// - Parameter component: The branch's elements.
    /// - Returns: The elements.
    public static func buildEither(second component: [Element]) -> [Element] { component }
    /// The elements of every pass of a `for` loop, in order.
    ///
    /// - Parameter components: Each pass's elements.
    /// - Returns: The elements.
    public static func buildArray(_ components: [[Element]]) -> [Element] {
      components.flatMap { $0 }
    }
    /// The elements of an `if #available` block.
    ///
    /// - Parameter component: The block's elements.
    /// - Returns: The elements.
    public static func buildLimitedAvailability(_ component: [Element]) -> [Element] { component }
  }
}
