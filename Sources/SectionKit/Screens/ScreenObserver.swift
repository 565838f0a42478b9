import Foundation
import Observation

/// Evaluates a declarative screen's sections and shows them, again whenever a model the
/// sections read changes (the Observation framework's tracking).
///
/// Owned by its composite alone, as the driver of its children (`ChildrenDriver`): the
/// evaluation that waits for the flush and the tracking of the models hold it weakly, so it
/// ends with the composite, and replacing it ends it. Its state is its own: the composite only
/// asks it whether a change of the children is its own.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class ScreenObserver: ChildrenDriver {
  private weak var composite: CompositeController?
  /// The screen's sections, reading the models.
  private let sections: @MainActor () -> [ListSection]
  /// Whether changes are animated.
  private let animated: Bool
  /// Whether the observer is showing the sections it evaluated: the one change of the children
  /// that keeps it following (any other change of the children ends it).
  private(set) var isSettingChildren = false

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
    return composite.childrenDriver === self
  }

  /// Lets go of the composite's screen: later changes are not shown.
  func stop() {
    guard isFollowing else { return }
    composite?.childrenDriver = nil
  }

  /// Evaluates the sections, noting what they read, and shows them.
  ///
  /// The Observation framework calls the change handler once, on the first change of anything
  /// the evaluation read, before the change lands: the handler asks for an evaluation at the
  /// next flush, which notes again what it reads.
  ///
  /// - Complexity: O(n), n being the number of rows, plus the diffs of the sections shown.
  func evaluate() {
    guard isFollowing, let composite else { return }
    let sections = withObservationTracking {
      self.sections()
    } onChange: { [weak self] in
      Self.modelWillChange(self)
    }
    isSettingChildren = true
    defer { isSettingChildren = false }
    composite.showSections(sections, animated: animated, completion: nil)
  }

  /// Carries the news of a change to the main actor: at once when the model changes there, as
  /// it should, else in a task (the next turn's flush then shows it).
  ///
  /// - Parameter observer: The observer, or `nil` when it is gone.
  private nonisolated static func modelWillChange(_ observer: ScreenObserver?) {
    guard let observer else { return }
    if Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.shared.key) == true {
      MainActor.assumeIsolated { observer.scheduleEvaluation() }
    } else {
      Task { @MainActor in observer.scheduleEvaluation() }
    }
  }

  /// Asks for an evaluation at the next flush of the composite's tree.
  private func scheduleEvaluation() {
    guard isFollowing, let composite else { return }
    composite.root.updater.prepareNextFlush { [weak self] in self?.evaluate() }
  }
}

/// Marks the main queue, which runs the main actor's jobs, on Linux and in a program that calls
/// `dispatchMain()` not always on the main thread.
///
/// A `DispatchSpecificKey` holds no state, its identity being the key: sharing it is safe, but
/// the SDKs of Swift 5.9 do not declare it `Sendable`, hence the unchecked conformance.
private struct MainQueueMark: @unchecked Sendable {
  /// The mark, set on the main queue when first read.
  static let shared: MainQueueMark = {
    let mark = MainQueueMark(key: DispatchSpecificKey<Bool>())
    DispatchQueue.main.setSpecific(key: mark.key, value: true)
    return mark
  }()

  /// The key, whose value is `true` on the main queue.
  let key: DispatchSpecificKey<Bool>
}
