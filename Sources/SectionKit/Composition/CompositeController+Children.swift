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

  /// Removes a direct child, wherever it stands.
  ///
  /// - Parameters:
  ///   - child: A section controller or a composite.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the change has reached the list, told how (see
  ///     ``setChildren(_:animated:completion:)``); not run when nothing is removed.
  /// - Returns: `true` when `child` was a direct child and is removed; `false` changes nothing.
  /// - Complexity: O(c) for c children to find it, then as
  ///   ``remove(at:animated:completion:)``.
  @discardableResult
  public func remove(
    _ child: SectionProvider, animated: Bool = true,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) -> Bool {
    guard let index = firstIndex(of: child) else { return false }
    remove(at: index, animated: animated, completion: completion)
    return true
  }
}
