/// A section controller made from a model, and told about each newer model of the same
/// identity instead of being replaced, as IGListKit's `didUpdate(to:)`: subclass it with the
/// type of your model and override ``didUpdate(to:)``.
///
/// Give a composite the models with
/// `setModels(_:id:animated:makeController:completion:)` of ``CompositeController``: a model whose identity is
/// new gets a controller from the factory, a model whose identity stays goes to the controller
/// made for it, which keeps its instance, its context, its selection and its cells. The factory
/// may return subclasses of different types for models of different kinds (an enumeration of
/// posts, ads and users), all of them `ModelSectionController<FeedItem>`; models of several
/// types need no enumeration: see ``ModelKind``.
///
/// ```swift
/// final class ProfileSection: ModelSectionController<Profile> {
///   override func didUpdate(to model: Profile) { context.reload() }
///   override func cell(at row: Int, in context: SectionContext) -> any Reusable {
///     context.dequeueReusableCell(showing: RowContent(model?.name ?? ""), for: row)
///   }
/// }
/// ```
///
/// A section whose rows are values derived from its model (the messages of a conversation) is a
/// ``BindingSection``, which diffs the rows of each newer model itself.
@MainActor
open class ModelSectionController<Model>: SectionController {
  /// The model the controller last showed, set by the composite: the model it was made from,
  /// then each newer one once ``didUpdate(to:)`` returns (during that call, still the one
  /// before); `nil` until `setModels` binds the controller.
  public internal(set) var model: Model?

  /// Whether the `setModels` call that passes the next newer model animates, for a controller
  /// that animates its rows itself (``BindingSection``); `true` outside such a call.
  var animatesUpdate = true

  /// Creates a controller; the composite sets ``model`` once the factory returns it.
  public override init() {
    super.init()
  }

  /// Called with a newer model of the same identity, before ``model`` is set to it.
  ///
  /// Keep what the section shows and animate the difference of its rows with
  /// ``SectionContext/performBatch(animated:updates:completion:)`` (or
  /// ``IdentifiedSection/setItems(_:animated:completion:)``); the section itself is not
  /// reloaded unless the controller asks. When `Model` is `Equatable`, an equal model is not
  /// passed again.
  ///
  /// The default does nothing, as IGListKit's `didUpdate(to:)`: a controller that reads
  /// ``model`` when asked for its rows needs no override, but its rows are not animated.
  ///
  /// - Parameter model: The newer model.
  open func didUpdate(to model: Model) {}
}
