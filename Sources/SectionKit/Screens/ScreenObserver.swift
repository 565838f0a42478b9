import Foundation

/// Evaluates a declarative screen's sections and shows them, again whenever a model the
/// sections read changes (the Observation framework's tracking).
///
/// Owned by its composite alone (``CompositeController/screenObserver``): the evaluation that
/// waits for the flush and the tracking of the models hold it weakly, so it ends with the
/// composite, and replacing it ends it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class ScreenObserver {
  private weak var composite: CompositeController?
  /// The screen's sections, reading the models.
  private let sections: @MainActor () -> [ListSection]
  /// Whether changes are animated.
  private let animated: Bool

  /// Creates an observer of a composite's screen; ``evaluate()`` shows it.
  ///
  /// - Parameters:
  ///   - composite: The composite that shows the screen and keeps the observer.
  ///   - animated: Whether changes are animated.
  ///   - sections: The screen's sections.
  init(
    composite: CompositeController, animated: Bool,
    sections: @escaping @MainActor () -> [ListSection]
  ) {
    self.composite = composite
    self.animated = animated
    self.sections = sections
  }

  /// Whether the composite is alive and still shows this observer's screen.
  var isFollowing: Bool {
    guard let composite else { return false }
    return composite.screenObserver === self
  }

  /// Lets go of the composite's screen: later changes are not shown.
  func stop() {
    guard isFollowing else { return }
    composite?.screenObserver = nil
  }

  /// Evaluates the sections and shows them.
  func evaluate() {
    guard isFollowing, let composite else { return }
    composite.showSections(sections(), animated: animated, completion: nil)
  }
}
