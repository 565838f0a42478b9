/// What a ``SectionContext`` needs of the list its section is in: the host, the registry, the
/// number of sections, and a queue for its requests and actions.
///
/// The context talks to this, not to the composite that implements it, so that the sections
/// room stays below the composition room.
@MainActor
protocol SectionOwner: AnyObject {
  /// The host the list is shown on, if any.
  var host: (any ListHost)? { get }
  /// The reuse registry of the host, if attached.
  var registry: ReuseRegistry? { get }
  /// The number of sections of the whole list.
  var sectionCount: Int { get }
  /// The section controllers of the whole list, in section order.
  var sectionControllers: [SectionController] { get }

  /// The controller that owns a section of the whole list.
  ///
  /// - Parameter section: A section index of the list.
  /// - Returns: The owner, or `nil` when `section` is out of range.
  func sectionController(forSection section: Int) -> SectionController?

  /// Whether the controller of a section placed in the list has left the tree in a change of
  /// the list of sections that is not applied yet: the host still shows its section until the
  /// end of the turn, but the controller must act on it no more.
  ///
  /// - Parameter context: The context of a section the list places.
  /// - Returns: Whether its controller is no longer in the tree.
  /// - Complexity: O(1) when no change of the list of sections waits; otherwise O(n) once per
  ///   change, n being the number of sections, then O(1).
  func hasLeft(_ context: SectionContext) -> Bool

  /// Queues a section's request for the next batch.
  ///
  /// - Parameters:
  ///   - batch: The request, in the section's local rows.
  ///   - context: The section's context.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the request reached the list.
  func enqueue(
    _ batch: SectionBatch, from context: SectionContext, animated: Bool,
    completion: ((ListBatch.Outcome) -> Void)?)

  /// Runs a request's update closure: a change of the list of sections made inside waits for
  /// the request.
  ///
  /// - Parameter body: Changes the model and records the change.
  /// - Returns: What `body` returns.
  func buildingRequest<R>(_ body: () -> R) -> R

  /// Applies the queued requests, so that what follows sees the rows they made.
  func settleUpdates()

  /// Calls `body` each time the host's viewport or layout changes (it scrolled, loaded or
  /// applied a batch), after the working range is measured; `nil` stops the calls.
  ///
  /// - Parameters:
  ///   - context: The context of the section that watches; one watcher per context.
  ///   - body: What to call, during which a change of the list waits, as during layout.
  func observeViewport(for context: SectionContext, _ body: (@MainActor () -> Void)?)

  /// Runs an action on the list once the requests made before it are applied.
  ///
  /// - Parameter action: Acts on the list (selects, scrolls).
  func afterPendingUpdates(_ action: @escaping @MainActor () -> Void)

  /// A section selected or deselected one of its rows from code: the owner remembers the
  /// selection by identity.
  func selectionDidChange()

  /// Keeps a diagnostic with the list's others and hands it to the list's `onDiagnostic`.
  ///
  /// - Parameter diagnostic: What a section was given that it could not show as given.
  func report(_ diagnostic: UpdateDiagnostic)
}
