/// Builds the sections of a declarative screen from statements: one ``ListSection`` per line, `if`,
/// `if`/`else`, `switch`, `for` loops and optional values.
///
/// The builder only gathers values; ``CompositeController/show(animated:_:)`` diffs them with
/// what is on screen.
@resultBuilder
public enum SectionBuilder {
  /// One section.
  ///
  /// - Parameter element: The section.
  /// - Returns: An array holding `element`.
  public static func buildExpression(_ element: ListSection) -> [ListSection] { [element] }

  /// An optional section: nothing when it is `nil`.
  ///
  /// - Parameter element: The section, or `nil`.
  /// - Returns: An array holding `element`, or an empty array.
  public static func buildExpression(_ element: ListSection?) -> [ListSection] {
    element.map { [$0] } ?? []
  }

  /// Sections made elsewhere, in order.
  ///
  /// - Parameter elements: The sections.
  /// - Returns: `elements`.
  public static func buildExpression(_ elements: [ListSection]) -> [ListSection] { elements }

  /// The statements of a block, in order.
  ///
  /// - Parameter components: What each statement gave.
  /// - Returns: All of them, in order.
  /// - Complexity: O(n), n being the number of sections.
  public static func buildBlock(_ components: [ListSection]...) -> [ListSection] {
    components.flatMap { $0 }
  }

  /// The body of an `if` without `else`: nothing when the condition is false.
  ///
  /// - Parameter component: What the body gave, or `nil`.
  /// - Returns: `component`, or an empty array.
  public static func buildOptional(_ component: [ListSection]?) -> [ListSection] { component ?? [] }

  /// The first branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: What the branch gave.
  /// - Returns: `component`.
  public static func buildEither(first component: [ListSection]) -> [ListSection] { component }

  /// The second branch of an `if`/`else` or a `switch`.
  ///
  /// - Parameter component: What the branch gave.
  /// - Returns: `component`.
  public static func buildEither(second component: [ListSection]) -> [ListSection] { component }

  /// The iterations of a `for` loop, in order.
  ///
  /// - Parameter components: What each iteration gave.
  /// - Returns: All of them, in order.
  /// - Complexity: O(n), n being the number of sections.
  public static func buildArray(_ components: [[ListSection]]) -> [ListSection] {
    components.flatMap { $0 }
  }

  /// The body of an `if #available`.
  ///
  /// - Parameter component: What the body gave.
  /// - Returns: `component`.
  public static func buildLimitedAvailability(_ component: [ListSection]) -> [ListSection] {
    component
  }
}
