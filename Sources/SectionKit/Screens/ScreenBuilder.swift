/// Builds the rows of a declarative screen from statements: one ``Row`` per line, `if`,
/// `if`/`else`, `switch`, `for` loops and optional values.
///
/// The builder only gathers values; ``CompositeController/show(animated:_:completion:)`` diffs them with
/// what is on screen.
public typealias RowBuilder = ScreenBuilder<Row>

/// Builds the sections of a declarative screen from statements: one ``ListSection`` per line,
/// `if`, `if`/`else`, `switch`, `for` loops and optional values.
public typealias SectionBuilder = ScreenBuilder<ListSection>

/// Gathers the values of a declarative screen, sections or rows, from statements: one value
/// per line, `if`, `if`/`else`, `switch`, `for` loops and optional values (``RowBuilder``,
/// ``SectionBuilder``).
@resultBuilder
public enum ScreenBuilder<Element> {
  /// One value.
  ///
  /// - Parameter element: The value.
  /// - Returns: An array holding `element`.
  public static func buildExpression(_ element: Element) -> [Element] { [element] }

  /// An optional value: nothing when it is `nil`.
  ///
  /// - Parameter element: The value, or `nil`.
  /// - Returns: An array holding `element`, or an empty array.
  public static func buildExpression(_ element: Element?) -> [Element] {
    element.map { [$0] } ?? []
  }

  /// Values made elsewhere, in order.
  ///
  /// - Parameter elements: The values.
  /// - Returns: `elements`.
  public static func buildExpression(_ elements: [Element]) -> [Element] { elements }

  /// The statements of a block, in order.
  ///
  /// - Parameter components: What each statement gave.
  /// - Returns: All of them, in order.
  /// - Complexity: O(n), n being the number of values.
  public static func buildBlock(_ components: [Element]...) -> [Element] {
    components.flatMap { $0 }
  }

  /// The body of an `if` without `else`: nothing when the condition is false.
  ///
  /// - Parameter component: What the body gave, or `nil`.
  /// - Returns: `component`, or an empty array.
  public static func buildOptional(_ component: [Element]?) -> [Element] { component ?? [] }

  /// The first branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: What the branch gave.
  /// - Returns: `component`.
  public static func buildEither(first component: [Element]) -> [Element] { component }

  /// The second branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: What the branch gave.
  /// - Returns: `component`.
  public static func buildEither(second component: [Element]) -> [Element] { component }

  /// The iterations of a `for` loop, in order.
  ///
  /// - Parameter components: What each iteration gave.
  /// - Returns: All of them, in order.
  /// - Complexity: O(n), n being the number of values.
  public static func buildArray(_ components: [[Element]]) -> [Element] {
    components.flatMap { $0 }
  }

  /// The body of an `if #available`.
  ///
  /// - Parameter component: What the body gave.
  /// - Returns: `component`.
  public static func buildLimitedAvailability(_ component: [Element]) -> [Element] { component }
}
