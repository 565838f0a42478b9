import Foundation

/// A section controller that hears when its section comes within the list's working range, ahead of
/// being shown, and leaves it.
///
/// Adopt it in the class or in an extension; the composite asks only the sections that do.
///
/// IGListKit: `ListWorkingRangeDelegate`.
@MainActor
public protocol SectionWorkingRangeDelegate: SectionController {
  /// The section came within the composite's working range.
  ///
  /// It is within ``CompositeController/workingRange`` screens of the viewport, or on screen.
  /// Start the work it needs before it shows (load its images, fetch its next page).
  ///
  /// IGListKit's `IGListWorkingRangeDelegate` `sectionControllerWillEnterWorkingRange`. Called
  /// once until ``didExitWorkingRange(in:)``, and always before
  /// ``SectionDisplayDelegate/willDisplaySection(in:)``: a section that comes on screen without
  /// having been in the range (a jump, a working range of 0) enters first. Never called while the
  /// working range is 0, its default.
  ///
  /// - Parameter context: The section's context.
  func willEnterWorkingRange(in context: SectionContext)

  /// The section left the composite's working range.
  ///
  /// It is more than ``CompositeController/workingRange`` screens away from the viewport and
  /// nothing of it is on screen, it was removed from the list, the working range was set to 0,
  /// or the composite was detached from its host. Cancel or drop what
  /// ``willEnterWorkingRange(in:)`` started.
  ///
  /// Each ``willEnterWorkingRange(in:)`` is balanced by one call, after
  /// ``SectionDisplayDelegate/didEndDisplayingSection(in:)`` when the section was on screen; a
  /// section that moves in a batch and stays within the range gets neither event. A removed
  /// controller gets it once the host has applied the removal; its context's
  /// ``SectionContext/section`` is `nil` then.
  ///
  /// - Parameter context: The section's context.
  func didExitWorkingRange(in context: SectionContext)
}
