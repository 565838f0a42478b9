/// A ready-made section controller whose rows are identified values: give it new values and it
/// animates the difference.
///
/// Identity decides inserts, deletes and moves; equality decides which surviving rows changed,
/// and those are reconfigured in their cell (or reloaded with a new one, see
/// ``changeStyle``). The diff is the linear-time diff (``Changeset``) with the fewest moves.
/// Identities must be unique: a value whose identity came earlier is left out and reported as
/// an ``UpdateDiagnostic`` (``UpdateDiagnostic/Violation/Rule/duplicateIdentifier``), as in
/// every content form.
///
/// ```swift
/// let posts = IdentifiedSection(items: feed.posts, header: "Posts") { context, row, post in
///   let cell = context.dequeueReusableCell(ofType: PostCell.self, for: row)
///   cell.post = post
///   return cell
/// }
/// posts.setItems(updatedPosts)  // inserts, deletes, moves and reconfigures, animated
/// ```
///
/// The user can delete rows (``allowsDeletion``), drag them into a new order
/// (``allowsReordering``) and drag them to other sections (``allowsDragAndDrop``): ``items``
/// follows at once, so later values are diffed from what the user sees.
///
/// Subclass it for what the closures do not cover, as IGListKit's `ListBindingSectionController`
/// is subclassed: a size, a swipe action or a menu per item, read from ``items`` (the rows and
/// their cells stay the section's own; call `super` where you override what it answers).
/// Adopt the capability the subclass adds, as any section controller does:
///
/// ```swift
/// final class PhotoSection: IdentifiedSection<Photo, Int>, SectionRowHeights {
///   func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? {
///     items[row].isPanorama ? 120 : 240
///   }
/// }
/// ```
@MainActor
open class IdentifiedSection<Item: Equatable, ID: Hashable>: SectionController, SectionRowIdentity,
  SectionEditing, SectionReordering, SectionDragAndDrop
{
  /// How rows whose value changed are refreshed.
  public enum ChangeStyle: Sendable {
    /// Configured again in the cell they have (UIKit's `reconfigureRows`).
    case reconfigure
    /// Given a new cell (UIKit's `reloadRows`).
    case reload
  }

  /// The values shown, one per row.
  public private(set) var items: [Item] {
    get { rows.items }
    set { rows.items = newValue }
  }
  /// The section's header title.
  public var header: String?
  /// The section's footer title.
  public var footer: String?
  /// How rows whose value changed are refreshed; reconfigured by default.
  public var changeStyle = ChangeStyle.reconfigure
  /// Called when the user selects a row, with the section's context, the row and its item (the
  /// cell closure's order).
  public var onSelect: ((SectionContext, Int, Item) -> Void)?
  /// Whether the user may delete rows (swipe to delete, or the delete control in editing
  /// mode); a deleted value is removed from ``items`` with an animation.
  public var allowsDeletion = false
  /// Whether the user may drag rows by their reorder control in editing mode; a moved value
  /// moves in ``items`` at once, and ``onMove`` is called.
  ///
  /// Rows move within the section: a row dragged towards another section stays at this
  /// section's first or last row, unless ``allowsDragAndDrop`` lets it into the other section.
  public var allowsReordering = false
  /// Which values the user may move, when ``allowsReordering`` is `true`; `nil` lets every
  /// value move.
  public var canMove: ((Item) -> Bool)?
  /// Called when the user moved a row, with the section's context, the row it came from, the
  /// row it went to and its value (the cell closure's order); ``items`` is already in the new
  /// order.
  public var onMove: ((SectionContext, Int, Int, Item) -> Void)?
  /// Whether the user may drag rows out of this section and drop values of its `Item` type
  /// into it, outside editing mode (see <doc:DragAndDrop>); values of other types too, where
  /// ``acceptsDrops(of:as:)`` converts them.
  ///
  /// A value dropped here from this list (this section or another one that allows it) moves:
  /// it leaves the ``items`` of its section and enters these, in one animated batch; a value
  /// from elsewhere is copied. A drop between rows inserts; nothing is dropped into a row. A
  /// row that lands here from another section is then given its cell by this section.
  public var allowsDragAndDrop = false
  /// The text another app receives for a dragged value; `nil` keeps drags in the app.
  public var dragText: ((Item) -> String?)?
  /// Called when values were dropped into this section, with the section's context, the row
  /// of the first and the values; ``items`` already holds them.
  public var onDrop: ((SectionContext, Int, [Item]) -> Void)?
  /// Called when values dragged from this section were dropped elsewhere (or elsewhere in this
  /// section), with the section's context, the rows they left and the values; ``items`` no
  /// longer holds them there.
  public var onDragOut: ((SectionContext, [Int], [Item]) -> Void)?
  /// The identities given more than once in the last values, with their indexes among them:
  /// the first is shown, the later ones were left out.
  @available(
    *, deprecated,
    message:
      "a value whose identity came earlier is left out and reported as an UpdateDiagnostic (rule duplicateIdentifier): read CompositeController.diagnostics or set onDiagnostic"
  )
  public var duplicates: [Changeset.DuplicateIdentity] { rows.leftOut }

  /// The values, their identity and how they change.
  @usableFromInline let rows: IdentifiedRows<Item, ID>
  @usableFromInline let makeCell: (SectionContext, Int, Item) -> any Reusable
  /// The conversions of dropped values of other types, one per type, in the order given: each
  /// returns `nil` for a value of another type or one it refuses.
  private var dropConversions: [(type: ObjectIdentifier, convert: (Any) -> Item?)] = []

  /// Creates a section of identified values.
  ///
  /// - Parameters:
  ///   - items: The values, one per row.
  ///   - id: The identity of a value.
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - cell: Dequeues and configures the cell of a row.
  /// - Complexity: O(n), n being the number of values; inlinable, so that the section's diff
  ///   and its check of repeated identities are made specialised for `Item` and `ID`.
  @inlinable
  public init(
    items: [Item], id: @escaping (Item) -> ID, header: String? = nil, footer: String? = nil,
    cell: @escaping (SectionContext, Int, Item) -> any Reusable
  ) {
    self.rows = IdentifiedRows(items: items, identity: id)
    self.header = header
    self.footer = footer
    self.makeCell = cell
  }

  /// Shows new values, animating the difference from the current ones.
  ///
  /// A row that both moves and changes reaches the list in two batches, the move and then its
  /// reconfigure at its new place (UIKit configures a reconfigured row at its index path from
  /// before the update); `HeadlessListView.recentBatches` shows both.
  ///
  /// The diff is specialised for `Item` and `ID`: the section keeps the one made where it was
  /// created, where they are known (a generic diff asks the runtime for type metadata on every
  /// call).
  ///
  /// - Parameters:
  ///   - newItems: The values to show.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the change is on screen.
  /// - Complexity: O(n + m log m), n being the number of values and m the number of values
  ///   that stay but change position.
  public final func setItems(
    _ newItems: [Item], animated: Bool = true, completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    rows.set(
      newItems, in: context, reloadingChangedRows: changeStyle == .reload, animated: animated,
      completion: completion)
  }

  /// Joins a list, and reports to it the values left out before it joined one.
  ///
  /// Values given to ``init(items:id:header:footer:cell:)`` with an identity twice are left out
  /// at once and reported here. An override calls `super`.
  ///
  /// - Parameter context: The context the section now talks to.
  open override func didAttach(to context: SectionContext) {
    super.didAttach(to: context)
    rows.reportLeftOut(in: context)
  }

  /// The number of values.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The number of rows.
  public override func numberOfRows(in context: SectionContext) -> Int { rows.items.count }

  /// The cell made by the closure given at creation.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: The cell.
  public override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    makeCell(context, row, items[row])
  }

  /// The identity of the value `row` shows, so that a selected row stays selected when it is
  /// reloaded (see ``SectionRowIdentity/identityOfRow(at:in:)``).
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: The value's identity.
  open func identityOfRow(at row: Int, in context: SectionContext) -> AnyHashable? {
    AnyHashable(rows.identity(items[row]))
  }

  /// The header title.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: ``header``.
  open override func titleForHeader(in context: SectionContext) -> String? { header }

  /// The footer title.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: ``footer``.
  open override func titleForFooter(in context: SectionContext) -> String? { footer }

  /// Calls ``onSelect``.
  ///
  /// - Parameters:
  ///   - row: The row selected.
  ///   - context: The section's context.
  open override func didSelectRow(at row: Int, in context: SectionContext) {
    onSelect?(context, row, items[row])
  }

  /// Whether the row can be deleted: ``allowsDeletion``.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: ``allowsDeletion``.
  open func canEditRow(at row: Int, in context: SectionContext) -> Bool {
    allowsDeletion
  }

  /// Removes the deleted value, animated.
  ///
  /// - Parameters:
  ///   - style: ``EditingStyle/delete`` removes the row; other styles do nothing.
  ///   - row: The row.
  ///   - context: The section's context.
  open func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {
    guard style == .delete, allowsDeletion, items.indices.contains(row) else { return }
    var remaining = items
    remaining.remove(at: row)
    setItems(remaining)
  }

  /// Whether the row shows a reorder control: ``allowsReordering``, and ``canMove`` for its
  /// value.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: Whether the user may move the row.
  open func canMoveRow(at row: Int, in context: SectionContext) -> Bool {
    guard allowsReordering, items.indices.contains(row) else { return false }
    return canMove?(items[row]) ?? true
  }

  /// Moves the value the user moved in ``items``, then calls ``onMove``.
  ///
  /// The list has already moved the row, as UIKit does: no batch is sent, and the next
  /// ``setItems(_:animated:completion:)`` is diffed from the moved order.
  ///
  /// - Parameters:
  ///   - source: The row it came from.
  ///   - destination: The row it went to.
  ///   - context: The section's context.
  /// - Complexity: O(n), n being the number of values.
  open func moveRow(from source: Int, to destination: Int, in context: SectionContext) {
    // The list moved the row already: follow it even if reordering was turned off meanwhile.
    guard items.indices.contains(source), items.indices.contains(destination) else { return }
    let item = items.remove(at: source)
    items.insert(item, at: destination)
    onMove?(context, source, destination, item)
  }

  /// One item for the row's value when ``allowsDragAndDrop`` is `true`: the value inside the
  /// app, ``dragText`` for other apps.
  ///
  /// - Parameters:
  ///   - row: The row pressed.
  ///   - context: The section's context.
  /// - Returns: The items.
  open func dragItems(forRow row: Int, in context: SectionContext) -> [ListDragItem] {
    guard allowsDragAndDrop, items.indices.contains(row) else { return [] }
    let item = items[row]
    return [ListDragItem(localObject: item, text: dragText?(item))]
  }

  /// Lets the user drop values of another type into this section, converted to `Item`: a
  /// board moves a task from its "To do" section into its "Done" one, of another type.
  ///
  /// ```swift
  /// done.allowsDragAndDrop = true
  /// done.acceptsDrops(of: Task.self) { DoneTask(task: $0) }
  /// ```
  ///
  /// A drop is accepted when every value dragged is an `Item` or converts: a value moved from
  /// another section of this list leaves it (its ``removeDraggedRows(_:in:)``, ``onDragOut``
  /// with the original values) and the converted value enters ``items`` (``onDrop`` with the
  /// converted values); the row that lands is given its cell by this section. A conversion that
  /// returns `nil` refuses the drop. Without a conversion for their type, values of another
  /// type stay refused. It takes effect while ``allowsDragAndDrop`` is `true`; a second call
  /// for the same type replaces the first.
  ///
  /// The conversion runs while a drag hovers over the section, to propose, and again at the
  /// drop: keep it free of side effects.
  ///
  /// - Parameters:
  ///   - type: The type of the values to accept; a subclass's values convert too.
  ///   - convert: The value to insert for a dropped one, or `nil` to refuse the drop.
  /// - Complexity: O(t), t being the number of types accepted.
  public func acceptsDrops<Dropped>(
    of type: Dropped.Type, as convert: @escaping (Dropped) -> Item?
  ) {
    let conversion: (type: ObjectIdentifier, convert: (Any) -> Item?) = (
      ObjectIdentifier(type), { ($0 as? Dropped).flatMap(convert) }
    )
    if let index = dropConversions.firstIndex(where: { $0.type == conversion.type }) {
      dropConversions[index] = conversion
    } else {
      dropConversions.append(conversion)
    }
  }

  /// The value a dropped item inserts: its own if it is an `Item`, else the first conversion
  /// that takes it; `nil` when none does.
  private func droppedValue(_ item: ListDragItem) -> Item? {
    guard let object = item.localObject else { return nil }
    if let value = object as? Item { return value }
    for conversion in dropConversions {
      if let value = conversion.convert(object) { return value }
    }
    return nil
  }

  /// Inserts values of the section's type, and those ``acceptsDrops(of:as:)`` converts, when
  /// ``allowsDragAndDrop`` is `true`: moved from this list, copied from elsewhere; anything
  /// else is forbidden.
  ///
  /// - Parameters:
  ///   - session: The items dragged.
  ///   - row: The row the drop is over.
  ///   - context: The section's context.
  /// - Returns: The proposal.
  /// - Complexity: O(i · t), i being the number of items and t the number of types accepted.
  open func dropProposal(
    for session: ListDropSession, atRow row: Int, in context: SectionContext
  ) -> ListDropProposal {
    guard allowsDragAndDrop, session.items.allSatisfy({ droppedValue($0) != nil }) else {
      return .forbidden
    }
    return session.allowsMove ? .move : .copy
  }

  /// Inserts the values dropped in ``items`` before `row` (converted by
  /// ``acceptsDrops(of:as:)`` where they are of another type), then calls ``onDrop``.
  ///
  /// - Parameters:
  ///   - session: The items dropped.
  ///   - proposal: The proposal made for them.
  ///   - row: The row the drop is over.
  ///   - context: The section's context.
  /// - Complexity: O(n + i · t), n being the number of values, i the number of items and t the
  ///   number of types accepted.
  open func performDrop(
    _ session: ListDropSession, with proposal: ListDropProposal, atRow row: Int,
    in context: SectionContext
  ) {
    let dropped = session.items.compactMap(droppedValue)
    items.insert(contentsOf: dropped, at: min(max(row, 0), items.count))
    onDrop?(context, row, dropped)
  }

  /// Removes the values dragged elsewhere from ``items``, then calls ``onDragOut``.
  ///
  /// - Parameters:
  ///   - rows: The rows the values leave.
  ///   - context: The section's context.
  /// - Complexity: O(n), n being the number of values.
  open func removeDraggedRows(_ rows: [Int], in context: SectionContext) {
    let leaving = rows.filter(items.indices.contains)
    let values = leaving.map { items[$0] }
    for row in leaving.sorted(by: >) { items.remove(at: row) }
    onDragOut?(context, leaving, values)
  }

  // MARK: The defaults of its capabilities, open for a subclass to override

  /// The editing control shown for `row` in editing mode.
  ///
  /// The default returns `.delete`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The style.
  open func editingStyle(forRow row: Int, in context: SectionContext) -> EditingStyle { .delete }

  /// The title of the delete confirmation button, or `nil` for the system's.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The title, or `nil`.
  open func titleForDeleteConfirmation(forRow row: Int, in context: SectionContext) -> String? {
    nil
  }

  /// Whether `row` is indented while the list is editing.
  ///
  /// The default returns `true`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` to indent.
  open func shouldIndentWhileEditingRow(at row: Int, in context: SectionContext) -> Bool { true }

  /// The user started editing `row` (a swipe).
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  open func willBeginEditingRow(at row: Int, in context: SectionContext) {}

  /// The user stopped editing a row; `row` is `nil` when the row no longer exists.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row, or `nil`.
  ///   - context: The section's context.
  open func didEndEditingRow(at row: Int?, in context: SectionContext) {}

  /// Where a row being dragged from `source` may land when the user proposes `proposed`.
  ///
  /// Rows move within their own section: a destination proposed in another section arrives
  /// here clamped to this section's first or last row.
  ///
  /// The default returns `proposed`.
  ///
  /// - Parameters:
  ///   - source: The local row being moved.
  ///   - proposed: The local row proposed as the destination.
  ///   - context: The section's context.
  /// - Returns: The local destination row.
  open func targetRowForMove(from source: Int, toProposed proposed: Int, in context: SectionContext)
    -> Int
  { proposed }
}

extension IdentifiedSection where Item: Identifiable, ID == Item.ID {
  /// Creates a section of `Identifiable` values, identified by their `id`.
  ///
  /// - Parameters:
  ///   - items: The values, one per row.
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - cell: Dequeues and configures the cell of a row.
  public convenience init(
    items: [Item], header: String? = nil, footer: String? = nil,
    cell: @escaping (SectionContext, Int, Item) -> any Reusable
  ) {
    self.init(items: items, id: \.id, header: header, footer: footer, cell: cell)
  }
}
