import Foundation

/// A section controller that hears the list's scroll events while its section is on screen.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
/// The methods marked optional below have defaults; the compiler warns when a method in the
/// adopting extension nearly matches one of them.
///
/// IGListKit: `ListScrollDelegate`.
@MainActor
public protocol SectionScrollDelegate: SectionController {
  /// The list scrolled while the section was on screen.
  ///
  /// IGListKit's `ListScrollDelegate.listAdapter(_:didScroll:)`: every section on screen hears
  /// each scroll, from the user or from code, in section order.
  ///
  /// - Parameter context: The section's context.
  func didScroll(in context: SectionContext)

  /// The user started dragging the list while the section was on screen.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  func willBeginDragging(in context: SectionContext)

  /// The user lifted the finger that dragged the list, the section being on screen: the place
  /// to load the next page when the end came near.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - decelerate: Whether the list goes on moving (then ``didEndDecelerating(in:)`` follows).
  ///   - context: The section's context.
  func didEndDragging(willDecelerate decelerate: Bool, in context: SectionContext)

  /// The list came to rest after a drag, the section being on screen.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  func didEndDecelerating(in context: SectionContext)
}

extension SectionScrollDelegate {
  /// The user started dragging the list while the section was on screen.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  public func willBeginDragging(in context: SectionContext) {}

  /// The user lifted the finger that dragged the list, the section being on screen: the place
  /// to load the next page when the end came near.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - decelerate: Whether the list goes on moving (then ``didEndDecelerating(in:)`` follows).
  ///   - context: The section's context.
  public func didEndDragging(willDecelerate decelerate: Bool, in context: SectionContext) {}

  /// The list came to rest after a drag, the section being on screen.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  public func didEndDecelerating(in context: SectionContext) {}
}
