/// Builds the rows of a declarative screen from statements: one ``Row`` per line, `if`,
/// `if`/`else`, `switch`, `for` loops and optional values.
///
/// The builder only gathers values; ``CompositeController/show(animated:_:)`` diffs them with
/// what is on screen.
@resultBuilder
public enum RowBuilder {
  /// One row.
  ///
  /// - Parameter element: The row.
  /// - Returns: An array holding `element`.
  public static func buildExpression(_ element: Row) -> [Row] { [element] }

  /// An optional row: nothing when it is `nil`.
  ///
  /// - Parameter element: The row, or `nil`.
  /// - Returns: An array holding `element`, or an empty array.
  public static func buildExpression(_ element: Row?) -> [Row] { element.map { [$0] } ?? [] }

  /// Rows made elsewhere, in order.
  ///
  /// - Parameter elements: The rows.
  /// - Returns: `elements`.
  public static func buildExpression(_ elements: [Row]) -> [Row] { elements }

  /// The statements of a block, in order.
  ///
  /// - Parameter components: What each statement gave.
  /// - Returns: All of them, in order.
  /// - Complexity: O(n), n being the number of rows.
  public static func buildBlock(_ components: [Row]...) -> [Row] {
    components.flatMap { $0 }
  }

  /// The body of an `if` without `else`: nothing when the condition is false.
  ///
  /// - Parameter component: What the body gave, or `nil`.
  /// - Returns: `component`, or an empty array.
  public static func buildOptional(_ component: [Row]?) -> [Row] { component ?? [] }

  /// The first branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: What the branch gave.
  /// - Returns: `component`.
  public static func buildEither(first component: [Row]) -> [Row] { component }

  /// The second branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: What the branch gave.
  /// - Returns: `component`.
  public static func buildEither(second component: [Row]) -> [Row] { component }

  /// The iterations of a `for` loop, in order.
  ///
  /// - Parameter components: What each iteration gave.
  /// - Returns: All of them, in order.
  /// - Complexity: O(n), n being the number of rows.
  public static func buildArray(_ components: [[Row]]) -> [Row] { components.flatMap { $0 } }

  /// The body of an `if #available`.
  ///
  /// - Parameter component: What the body gave.
  /// - Returns: `component`.
  public static func buildLimitedAvailability(_ component: [Row]) -> [Row] { component }
}
