import Foundation

#if canImport(CoreGraphics)
  // `CGSize.zero` is declared by CoreGraphics' overlay on Apple platforms.
  import CoreGraphics
#endif

/// What a section controller talks to: its place in the list, type-safe dequeuing, its visible
/// and selected rows, and selection and scrolling of its own rows.
///
/// Every row a context takes or returns is local to the controller's section; the context
/// translates to and from the list's global index paths. A context outlives its place in a
/// list: once the controller is removed, ``section`` is `nil` and requests do nothing.
@MainActor
public final class SectionContext {
  /// The name of the section controller's type, used in messages.
  ///
  /// Made the first time it is asked for, once per type: naming a type costs thousands of
  /// instructions, and a list has thousands of sections of a few types.
  public private(set) lazy var controllerName = Self.name(of: controllerType)

  /// The names of the controller types named so far.
  private static var names: [ObjectIdentifier: String] = [:]

  /// The name of a controller type, made once.
  private static func name(of type: SectionController.Type) -> String {
    if let name = names[ObjectIdentifier(type)] { return name }
    let name = String(describing: type)
    names[ObjectIdentifier(type)] = name
    return name
  }
  /// The section's position in the whole list (the `section` of its rows' index paths), or
  /// `nil` once the controller has been removed or its composite is gone.
  ///
  /// A controller is removed as soon as its removal is asked for (``CompositeController/remove(at:animated:completion:)``,
  /// `setChildren` or `setModels` without it, `replace`), although the list shows its section
  /// until the end of the turn: from then on its requests do nothing, so that they never reach
  /// the section that takes its place.
  ///
  /// Only the composite places a section: there is no setter. (The letters along a table's
  /// edge are the list's *section index*: see ``SectionController/sectionIndexTitle(in:)``.)
  ///
  /// - Complexity: O(1), but the first time it is asked after a change of the list of sections
  ///   in a turn: O(n), n being the number of sections.
  public var section: Int? {
    guard let owner, let placedIndex, !owner.hasLeft(self) else { return nil }
    return placedIndex
  }
  /// The section the list shows for the controller until the turn's change of the list of
  /// sections is applied, even when the controller has left the tree meanwhile: the index the
  /// host's questions and events use.
  var tableSection: Int? { owner == nil ? nil : placedIndex }
  /// The position the composite placed the section at; set by the composite alone.
  var placedIndex: Int?
  /// The list the section is in: its root composite.
  weak var owner: (any SectionOwner)?
  private let controllerType: SectionController.Type

  init(controllerType: SectionController.Type, owner: (any SectionOwner)?) {
    self.controllerType = controllerType
    self.owner = owner
  }

  /// Whether the section is the first of the list.
  public var isFirstSection: Bool { section == 0 }

  /// Whether the section is the last of the list.
  public var isLastSection: Bool {
    guard let section, let owner else { return false }
    return section == owner.sectionCount - 1
  }

  /// The host the section's list is shown on, while the section is in the list; what the UIKit
  /// layer's ``SectionContext`` extensions read (the view controller, for one).
  @_spi(Hosting) public var listHost: (any ListHost)? { section == nil ? nil : owner?.host }

  /// The size of the list's visible area, or `.zero` when the list is not on a host.
  public var containerSize: CGSize { owner?.host?.containerSize ?? .zero }

  /// Dequeues a cell of exactly type `T` for one of this section's rows, registering `T` on the
  /// host the first time.
  ///
  /// Call it only from ``SectionController/cell(at:in:)``, with the row you were given.
  ///
  /// - Parameters:
  ///   - type: The cell type, for example `ProfileCell.self`.
  ///   - row: The local row the cell is for.
  /// - Returns: A reused or new `T`, already typed: no cast needed.
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell<T: Reusable>(ofType type: T.Type, for row: Int) -> T {
    let (section, registry) = attachment(for: "dequeue a '\(String(reflecting: type))'")
    return registry.dequeueReusableCell(
      ofType: type, for: ListIndexPath(row: row, section: section), controller: controllerName)
  }

  /// Dequeues a header, footer or other supplementary view of exactly type `T` for this
  /// section, registering `T` the first time.
  ///
  /// Call it only from ``SectionHeaderFooterViews/viewForHeader(in:)``,
  /// ``SectionHeaderFooterViews/viewForFooter(in:)`` or
  /// ``SectionSupplementaryViews/viewForSupplementaryView(ofKind:at:in:)``, with the kind asked; the
  /// view is dequeued for the index the host asks (the item a badge is attached to).
  ///
  /// - Parameters:
  ///   - kind: ``SupplementaryKind/header``, ``SupplementaryKind/footer`` or the kind asked.
  ///   - type: The view type.
  /// - Returns: A reused or new `T`.
  /// - Complexity: O(1) amortized.
  public func dequeueReusableSupplementaryView<T: Reusable>(
    ofKind kind: SupplementaryKind, ofType type: T.Type
  ) -> T {
    let (section, registry) = attachment(for: "dequeue a '\(String(reflecting: type))'")
    return registry.dequeueReusableSupplementaryView(
      ofKind: kind, ofType: type, for: ListIndexPath(row: 0, section: section),
      controller: controllerName)
  }

  /// The section's rows that are on screen, in order.
  ///
  /// - Complexity: O(v), where v is the number of visible rows of the list.
  public var visibleRows: [Int] { rows(in: owner?.host?.indexPathsForVisibleRows ?? []) }

  /// The section's selected rows, in order.
  ///
  /// - Complexity: O(s), where s is the number of selected rows of the list.
  public var selectedRows: [Int] { rows(in: owner?.host?.indexPathsForSelectedRows ?? []) }

  /// Whether the list is in editing mode (``CompositeController/isEditing``), which the user
  /// may turn on (an Edit button, a multiple-selection pan); `false` while the section is on no
  /// list.
  public var isEditing: Bool { listHost?.isEditing ?? false }

  /// The cell on screen for one of the section's rows, if it is visible and of type `T`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - type: The expected cell type.
  /// - Returns: The visible cell, or `nil`.
  public func cellForRow<T: Reusable>(at row: Int, as type: T.Type) -> T? {
    guard section != nil else { return nil }
    owner?.settleUpdates()
    guard let section, let host = owner?.host else { return nil }
    return host.cellForRow(at: ListIndexPath(row: row, section: section)) as? T
  }

  /// Selects one of the section's rows from code; delegate methods are not called.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - animated: Whether to animate.
  ///   - scrollPosition: Where to scroll the row; ``ScrollPosition/none`` does not scroll.
  public func selectRow(
    _ row: Int, animated: Bool = false, scrollPosition: ScrollPosition = .none
  ) {
    perform("select row \(row)") { host, section throws(HostError) in
      try host.selectRow(
        at: ListIndexPath(row: row, section: section), animated: animated,
        scrollPosition: scrollPosition)
      self.owner?.selectionDidChange()
    }
  }

  /// Deselects one of the section's rows from code; delegate methods are not called.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - animated: Whether to animate.
  public func deselectRow(_ row: Int, animated: Bool = false) {
    perform("deselect row \(row)") { host, section in
      host.deselectRow(at: ListIndexPath(row: row, section: section), animated: animated)
      self.owner?.selectionDidChange()
    }
  }

  /// Scrolls the list so that one of the section's rows stands at `position`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - position: Where the row should end up.
  ///   - animated: Whether to animate.
  public func scrollToRow(_ row: Int, at position: ScrollPosition, animated: Bool = false) {
    perform("scroll to row \(row)") { host, section throws(HostError) in
      try host.scrollToRow(
        at: ListIndexPath(row: row, section: section), at: position, animated: animated)
    }
  }

  /// Scrolls the list so that the section stands at `position`: with ``ScrollPosition/top``
  /// (the default), the top of its header at the top of the visible area, even when the
  /// section has no rows.
  ///
  /// The section's frame runs from the top of its header to the bottom of its footer; see
  /// `HeadlessListView.scrollToSection(_:at:animated:)` for the other positions. Like the
  /// other actions of the context, it acts once the requests made before it are applied.
  ///
  /// - Parameters:
  ///   - position: Where the section should end up.
  ///   - animated: Whether to animate.
  public func scrollToSection(at position: ScrollPosition = .top, animated: Bool = false) {
    perform("scroll to its section") { host, section throws(HostError) in
      try host.scrollToSection(section, at: position, animated: animated)
    }
  }

  /// Asks the section's sizes again and lays the list out with them, without reloading its
  /// cells: what changed is a row's height (``SectionRowHeights/heightForRow(at:in:)``), a size
  /// (``SectionFlowLayout/sizeForItem(at:in:)``) or a header's or footer's height.
  ///
  /// IGListKit's `invalidateLayout(for:completion:)`. On a table view the rows' heights are
  /// asked again in an empty batch, animated as UIKit animates it; on a collection view the
  /// layout is invalidated. Like the other actions of the context, it acts once the requests
  /// made before it are applied; a removed controller's does nothing.
  ///
  /// - Parameter completion: Runs once the host has the new sizes (before an animation of
  ///   them ends) with `true`, or with `false` when the controller left its list first and
  ///   nothing was laid out.
  public func invalidateLayout(completion: ((Bool) -> Void)? = nil) {
    perform(
      "invalidate its layout",
      { host, section in
        host.invalidateLayout(ofSection: section)
        completion?(true)
      }, dropped: { completion?(false) })
  }

  /// Reloads the section: its rows are asked for again, and their count may change freely.
  ///
  /// The same as a ``performBatch(animated:updates:completion:)`` that calls
  /// ``SectionBatch/reloadSection()``.
  ///
  /// - Parameter animated: Whether to animate.
  public func reload(animated: Bool = true) {
    performBatch(animated: animated) { $0.reloadSection() }
  }

  /// Changes the section's rows as one animated batch, in local rows.
  ///
  /// Change the model inside `updates` and describe the change on the batch: deletes, reloads
  /// and reconfigures name rows as they were before, inserts rows as they are after, moves go
  /// from before to after. Every request made during one main-actor turn, by this controller or
  /// any other, reaches the host as one batch (call ``CompositeController/flushUpdates()`` to
  /// apply them at once). A request that breaks one of UIKit's rules is never applied: the
  /// host refuses the batch before changing anything (a UIKit list view never sees it), the
  /// list is reloaded instead, and an ``UpdateDiagnostic`` names this controller, the rule and
  /// the counts.
  ///
  /// ```swift
  /// context.performBatch { batch in
  ///   messages.insert(message, at: 0)
  ///   batch.insertRows(at: [0])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - animated: Whether to animate.
  ///   - updates: Changes the model and records the changes.
  ///   - completion: Runs once the batch has been applied, with how it was applied. For a
  ///     controller that is no longer in the list (``section`` is `nil`, even if its removal is
  ///     still to reach the screen), `updates` runs and the request goes no further: `completion`
  ///     runs at once, told ``ListBatch/Outcome/reloaded``.
  public func performBatch(
    animated: Bool = true, updates: (inout SectionBatch) -> Void,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    var batch = SectionBatch()
    if let owner {
      owner.buildingRequest { updates(&batch) }
    } else {
      updates(&batch)
    }
    guard let owner, section != nil else {
      completion?(.reloaded)
      return
    }
    owner.enqueue(batch, from: self, animated: animated, completion: completion)
  }

  /// Moves VoiceOver's focus to one of the section's rows once the requests made before are
  /// applied, as `UIAccessibility.post(notification: .layoutChanged, argument: cell)` does:
  /// after inserting a row the user should read next, or when a row that had the focus is
  /// replaced.
  ///
  /// ```swift
  /// context.performBatch { batch in
  ///   messages.append(message)
  ///   batch.insertRows(at: [messages.count - 1])
  /// }
  /// context.moveAccessibilityFocus(toRow: messages.count - 1)
  /// ```
  ///
  /// The focus goes to the row's index path in the whole list as it stands then, wherever the
  /// section is (a nested composite's, one moved or placed after an insert of the same turn).
  /// Called while a batch is applied (from a completion or ``CompositeController/onDidApply``),
  /// it acts after that batch. A removed controller's request does nothing.
  ///
  /// A row the section does not have once the requests made before are applied is a mistake in
  /// the controller, and stops the program with a message, in debug and release builds: the
  /// focus would land on another row, or nowhere. Ask after the
  /// ``performBatch(animated:updates:completion:)`` that inserts the row, not inside its
  /// `updates` closure, where the request is not made yet.
  ///
  /// - Parameter row: A row of the section once the requests made before are applied.
  public func moveAccessibilityFocus(toRow row: Int) {
    perform("move the accessibility focus to row \(row)") { [self] host, section in
      let count = host.numberOfRows(inSection: section)
      guard row >= 0, row < count else {
        misuse(
          """
          SectionKit: \(controllerName) (section \(section)) asked SectionContext to move the \
          accessibility focus to row \(row), but the section has \(count) rows once the updates \
          asked before are applied. Ask for a row the section has then: after the performBatch \
          that inserts it (not inside its updates closure), counted in the section's own rows.
          """)
      }
      host.postAccessibilityNotification(
        .layoutChanged(focus: ListIndexPath(row: row, section: section)))
    }
  }

  /// Has VoiceOver read `message` once the requests made before are applied, without moving
  /// its focus, as `UIAccessibility.post(notification: .announcement, argument: message)` does.
  ///
  /// ```swift
  /// context.announceForAccessibility("Message sent")
  /// ```
  ///
  /// A removed controller's announcement is not read.
  ///
  /// - Parameter message: What VoiceOver reads.
  public func announceForAccessibility(_ message: String) {
    perform("announce \"\(message)\"") { host, _ in
      host.postAccessibilityNotification(.announcement(message))
    }
  }

  private func rows(in indexPaths: [ListIndexPath]) -> [Int] {
    guard let section else { return [] }
    return indexPaths.lazy.filter { $0.section == section }.map(\.row)
  }

  /// The section's index and the registry, or a fatal error naming `action`: spelled only then
  /// (spelling it for every dequeue cost a type name's reflection per cell).
  private func attachment(for action: @autoclosure () -> String) -> (Int, ReuseRegistry) {
    // The owner read once: a weak reference.
    guard let owner, let section = placedIndex, let registry = owner.registry else {
      fatalError(
        """
        SectionKit: \(controllerName) tried to \(action()), but its section is not on a host \
        (section \(section.map(String.init) ?? "none")). Attach the root \
        CompositeController to a host with attach(to:) before the host asks for cells.
        """)
    }
    return (section, registry)
  }

  /// Reports a diagnostic to the list the section is in.
  ///
  /// - Parameter diagnostic: What the section was given that it could not show as given.
  /// - Returns: `false` when the section is in no list yet: the caller keeps the diagnostic
  ///   and reports it once it is in one.
  func report(_ diagnostic: UpdateDiagnostic) -> Bool {
    guard let owner else { return false }
    owner.report(diagnostic)
    return true
  }

  /// Acts on the host once the requests made before are applied, so that the action sees the
  /// rows they made.
  private func perform(
    _ action: String, _ body: @escaping (any ListHost, Int) throws(HostError) -> Void,
    dropped: (() -> Void)? = nil
  ) {
    // A removed controller's action settles nothing either.
    guard let owner, section != nil else {
      dropped?()
      return
    }
    owner.afterPendingUpdates { [self] in
      guard let section, let host = owner.host else {
        dropped?()
        return
      }
      do {
        try body(host, section)
      } catch {
        assertionFailure(
          "SectionKit: \(controllerName) (section \(section)) could not \(action): \(error)")
      }
    }
  }
}
