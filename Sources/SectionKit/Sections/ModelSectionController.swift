/// A section controller made from a model, and told about each newer model of the same
/// identity instead of being replaced, as IGListKit's `didUpdate(to:)`.
///
/// Give a composite the models with
/// `setModels(_:id:animated:makeController:completion:)` of ``CompositeController``: a model whose identity is
/// new gets a controller from the factory, a model whose identity stays goes to the controller
/// made for it, which keeps its instance, its context, its selection and its cells.
///
/// ```swift
/// final class ConversationSection: SectionController, ModelSectionController {
///   private let rows: IdentifiedSection<String, String>
///   init(model: Conversation) {
///     rows = IdentifiedSection(
///       items: model.messages, id: { $0 },
///       cell: { context, row, text in
///         let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
///         cell.text = text
///         return cell
///       })
///   }
///   func didUpdate(to model: Conversation) { rows.setItems(model.messages) }
///   // numberOfRows, cell(at:in:), didAttach(to:) forward to rows
/// }
/// ```
@MainActor
public protocol ModelSectionController<Model>: SectionController {
  /// The model a controller shows.
  associatedtype Model

  /// Called with a newer model of the same identity.
  ///
  /// Keep the model and animate the difference of the section's rows with
  /// ``SectionContext/performBatch(animated:updates:completion:)`` (or
  /// ``IdentifiedSection/setItems(_:animated:completion:)``); the section itself is not
  /// reloaded unless the controller asks. When `Model` is `Equatable`, an equal model is not
  /// passed again.
  ///
  /// - Parameter model: The newer model.
  func didUpdate(to model: Model)
}
