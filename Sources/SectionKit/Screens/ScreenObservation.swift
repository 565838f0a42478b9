/// A declarative screen following the models its sections read: ends it with ``cancel()``.
///
/// ``CompositeController/show(following:animated:_:)`` returns it. The composite keeps the
/// observation, not this value: discarding it does not end the observation, which lasts until
/// the composite goes away, ``cancel()`` is called, or the composite is given other sections
/// (``CompositeController/show(animated:_:completion:)``, or `show(following:)` again).
///
/// ```swift
/// observation = screen.show(following: inbox) { inbox in
///   ListSection("messages") {
///     for message in inbox.messages { Row(message.id, RowContent(message.title)) }
///   }
/// }
/// // Later, to keep the screen as it is:
/// observation?.cancel()
/// ```
///
/// As `AnyCancellable` of Combine, without cancelling when released.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public struct ScreenObservation: Sendable {
  /// What follows the models, while the composite keeps it.
  weak var observer: ScreenObserver?

  /// Whether the screen still follows its models: its composite is alive and shows the
  /// sections of this observation.
  public var isActive: Bool { observer?.isFollowing ?? false }

  /// Ends the observation.
  ///
  /// The screen stays as it is, and later changes of the models are not shown. Does nothing
  /// when the observation has already ended.
  public func cancel() {
    observer?.stop()
  }
}
