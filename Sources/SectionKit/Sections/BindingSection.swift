/// A section made from a model whose rows are identified values derived from it: given a newer
/// model, it diffs the rows and animates the difference, as IGListKit's
/// `ListBindingSectionController`.
///
/// Subclass it with the model's type, the rows' value type and their identity's type, and
/// override ``items(for:)`` (the rows of a model) and ``cell(for:at:in:)`` (the cell of one
/// value). Give the models to a composite with
/// `setModels(_:id:animated:makeController:completion:)` of ``CompositeController``: a newer
/// model of the same identity reaches the section made for it, which diffs the rows of the two
/// models and sends the difference in one batch of its section, with no forwarding to write.
///
/// ```swift
/// final class ConversationSection: BindingSection<Conversation, Message, Message.ID> {
///   override func items(for model: Conversation) -> [Message] { model.messages }
///   override func cell(for message: Message, at row: Int, in context: SectionContext)
///     -> any Reusable
///   {
///     context.dequeueReusableCell(showing: RowContent(message.text), for: row)
///   }
///   override func titleForHeader(in context: SectionContext) -> String? { model?.title }
/// }
///
/// screen.setModels(conversations) { _ in ConversationSection() }
/// ```
///
/// The rows behave as an ``IdentifiedSection``'s: identity decides inserts, deletes and moves
/// (the fewest), equality decides which surviving rows changed, and those are reconfigured in
/// their cell (or reloaded, see ``changeStyle``); a selected row stays selected by its
/// identity. Values that are `Identifiable` are identified by their `id`, values that are their
/// own identity (`BindingSection<Model, String, String>`) by themselves; for others, call
/// ``init(id:)`` from your initializer.
///
/// Only the rows follow the model: read ``ModelSectionController/model`` for the rest (a
/// header title), and reload the section when that changes, as IGListKit leaves it to you.
/// Adopt capabilities in the subclass as in any section controller, reading ``items``.
@MainActor
open class BindingSection<Model, Item: Equatable, ID: Hashable>: ModelSectionController<Model>,
  SectionRowIdentity
{
  /// How rows whose value changed are refreshed; reconfigured by default.
  public var changeStyle = IdentifiedSection<Item, ID>.ChangeStyle.reconfigure

  /// Makes the rows of values: made in the initialiser, where the subclass names `Item` and
  /// `ID`, so that the rows' diff of each newer model is specialised for them (see
  /// ``IdentifiedRows``).
  @usableFromInline let makeRows: ([Item]) -> IdentifiedRows<Item, ID>
  /// The rows shown, made from ``model`` when first asked for.
  private var boundRows: IdentifiedRows<Item, ID>?

  /// Creates a section whose values are identified by `id`.
  ///
  /// The composite sets ``ModelSectionController/model`` once the `setModels` factory returns
  /// the section; the rows are made from it when first asked for.
  ///
  /// - Parameter id: The identity of a value.
  /// - Complexity: O(1); inlinable, so that the diff of the rows of each newer model is made
  ///   specialised for `Item` and `ID` where the subclass names them.
  @inlinable
  public init(id: @escaping (Item) -> ID) {
    makeRows = { IdentifiedRows(items: $0, identity: id) }
    super.init()
  }

  /// The rows shown, made from the model the first time there is one.
  private var rows: IdentifiedRows<Item, ID> {
    if let boundRows { return boundRows }
    guard let model else { return makeRows([]) }
    let rows = makeRows(items(for: model))
    boundRows = rows
    rows.reportLeftOut(in: context)
    return rows
  }

  /// The values shown, one per row: the ``items(for:)`` of the model shown.
  public var items: [Item] { rows.items }

  /// The identities given more than once in the values of the last model, with their indexes
  /// among them: the first is shown, the later ones were left out.
  @available(
    *, deprecated,
    message:
      "a value whose identity came earlier is left out and reported as an UpdateDiagnostic (rule duplicateIdentifier): read CompositeController.diagnostics or set onDiagnostic"
  )
  public var duplicates: [Changeset.DuplicateIdentity] { rows.leftOut }

  // MARK: What a subclass answers

  /// The values a model shows, one per row.
  ///
  /// Every binding section overrides it. It is asked once for the first model and once for
  /// each newer one; keep it free of side effects.
  ///
  /// - Parameter model: The model.
  /// - Returns: The values, in row order.
  open func items(for model: Model) -> [Item] {
    mustOverride("items(for:)")
  }

  /// The cell showing one value.
  ///
  /// Every binding section overrides it. Dequeue the cell with
  /// ``SectionContext/dequeueReusableCell(ofType:for:)`` or
  /// ``SectionContext/dequeueReusableCell(showing:for:)``, with `row`, and configure it with
  /// `item`. A row whose value changed is configured again through this method.
  ///
  /// - Parameters:
  ///   - item: The value the row shows.
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The configured cell.
  open func cell(for item: Item, at row: Int, in context: SectionContext) -> any Reusable {
    mustOverride("cell(for:at:in:)")
  }

  // MARK: The model and the rows

  /// Shows a newer model: ``ModelSectionController/model`` becomes it, then the rows of the
  /// two models are diffed and the difference is sent in one batch of the section, animated
  /// as the `setModels` call that passed it.
  ///
  /// The composite calls it; call it yourself to show a model in a section you did not give
  /// to `setModels`. An override calls `super`.
  ///
  /// - Parameter model: The newer model.
  /// - Complexity: O(n + m log m), n being the number of values and m the number of values
  ///   that stay but change position.
  open override func didUpdate(to model: Model) {
    let rows = self.rows
    self.model = model
    // Once there is a model, the rows are the ones made from it.
    boundRows = rows
    rows.set(
      items(for: model), in: context, reloadingChangedRows: changeStyle == .reload,
      animated: animatesUpdate, completion: nil)
  }

  /// The number of values.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The number of rows.
  public override func numberOfRows(in context: SectionContext) -> Int { rows.items.count }

  /// The cell ``cell(for:at:in:)`` gives for the row's value.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: The cell.
  public override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    cell(for: rows.items[row], at: row, in: context)
  }

  /// The identity of the value `row` shows, so that a selected row stays selected when it is
  /// reloaded (see ``SectionRowIdentity/identityOfRow(at:in:)``).
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - context: The section's context.
  /// - Returns: The value's identity.
  open func identityOfRow(at row: Int, in context: SectionContext) -> AnyHashable? {
    let rows = self.rows
    return rows.items.indices.contains(row) ? AnyHashable(rows.identity(rows.items[row])) : nil
  }

  /// Stops: a method every binding section overrides was not overridden.
  ///
  /// - Parameter method: The method's name.
  private func mustOverride(_ method: String) -> Never {
    misuse(
      """
      SectionKit: \(type(of: self)) does not override \(method). Every BindingSection gives \
      the values of its model and their cells: write `override func \(method)` in \
      \(type(of: self)).
      """)
  }
}

extension BindingSection where Item: Identifiable, ID == Item.ID {
  /// Creates a section of `Identifiable` values, identified by their `id`.
  @inlinable
  public convenience init() {
    self.init(id: \.id)
  }
}

extension BindingSection where Item == ID {
  /// Creates a section of values that are their own identity (strings, numbers).
  @inlinable
  public convenience init() {
    self.init(id: { $0 })
  }
}
