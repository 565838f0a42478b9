import Observation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension CompositeController {
  /// Shows the sections written in `sections`, and shows them again whenever an observable
  /// model they read changes.
  ///
  /// SwiftUI's way with `body` (and UIKit's with `updateProperties()` from iOS 26), for a
  /// composite: the sections are evaluated now and shown as
  /// ``show(animated:_:completion:)`` shows them, and the Observation framework notes which
  /// properties of which `@Observable` models the evaluation read. When one of those changes,
  /// the sections are evaluated again at the end of the main-actor turn (or at
  /// ``flushUpdates()``), once however many changes the turn made, and only what changed reaches
  /// the list. Each evaluation follows what it read: a property the last evaluation did not read
  /// changes nothing.
  ///
  /// ```swift
  /// let observation = screen.show(following: inbox) { inbox in
  ///   ListSection("messages", header: "Messages") {
  ///     for message in inbox.messages where message.matches(inbox.filter) {
  ///       Row(message.id, RowContent(message.title))
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The composite keeps the observation, the model and `sections`; it ends when the composite
  /// goes away, at ``ScreenObservation/cancel()``, or when the composite shows other sections
  /// (``show(animated:_:completion:)``, or this method again). The model does not keep the
  /// composite: capture neither the composite nor its owner strongly in `sections`, and read
  /// the model through the closure's parameter.
  ///
  /// Change the models on the main actor, where the list reads them. The Observation framework
  /// tells of a change before it lands, on the thread that makes it: a change made elsewhere is
  /// carried to the main actor and shown in a later turn, but it races with the evaluation
  /// reading the model (Thread Sanitizer reports it), and the evaluation may miss it. On systems
  /// before iOS 17, call ``show(animated:_:completion:)`` after each change instead.
  ///
  /// Nested in another composite, the screen is evaluated again at the flush of the root.
  ///
  /// - Parameters:
  ///   - model: The model the screen shows; the composite keeps it.
  ///   - animated: Whether to animate the changes.
  ///   - sections: The screen's sections, written with ``SectionBuilder`` from `model` (and
  ///     from any other observable model it reads).
  /// - Returns: The observation, to end it; discarding it does not end it.
  /// - Complexity: Each evaluation is O(n), n being the number of rows, plus the diffs of
  ///   ``show(animated:_:completion:)``.
  @discardableResult
  public func show<Model: Observable>(
    following model: Model, animated: Bool = true,
    @SectionBuilder _ sections: @escaping @MainActor (Model) -> [ListSection]
  ) -> ScreenObservation {
    let observer = ScreenObserver(composite: self, animated: animated) { sections(model) }
    childrenDriver = observer
    observer.evaluate()
    return ScreenObservation(observer: observer)
  }
}
