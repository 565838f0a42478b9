/// Finding and removing a child by instance, for code that holds the controller rather than its
/// position.
extension CompositeController {
  /// The position of a direct child.
  ///
  /// A controller nested in a child composite is not a direct child: ask that composite.
  ///
  /// - Parameter child: A section controller or a composite.
  /// - Returns: Its position among ``children``, or `nil` when it is not a direct child.
  /// - Complexity: O(c), c being the number of children.
  public func firstIndex(of child: SectionProvider) -> Int? {
    childList.firstIndex(of: child)
  }

  /// Whether a controller or composite is a direct child.
  ///
  /// - Parameter child: A section controller or a composite.
  /// - Returns: `true` when it is one of ``children``.
  /// - Complexity: O(c), c being the number of children.
  public func contains(_ child: SectionProvider) -> Bool {
    childList.contains(child)
  }
}
