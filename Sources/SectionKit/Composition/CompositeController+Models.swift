/// Children made from models: one section controller per model identity, kept across updates.
extension CompositeController {
  /// The controllers made from models, by model identity, for one type of identity and
  /// controller; with each, what is kept of the model it last showed to compare the next one
  /// with: the model itself for `Equatable` models, nothing (`Void`) for others, which are not
  /// compared.
  ///
  /// Typed, so that an identity is hashed as itself (not boxed in `AnyHashable`) and a model is
  /// kept inline (not boxed in `Any`, an allocation each), or not at all.
  final class ModelBindings<ID: Hashable, Kept, Controller> {
    /// A controller, what is kept of the model it last showed, and how many of the user's
    /// edits of its rows it had heard of then (``SectionController/userEdits``).
    struct Binding {
      let controller: Controller
      var kept: Kept
      var userEdits: UInt
    }

    var byIdentity: [ID: Binding]
    /// The section controller a controller is (itself, or an existential opened).
    let section: (Controller) -> SectionController

    init(_ byIdentity: [ID: Binding], section: @escaping (Controller) -> SectionController) {
      self.byIdentity = byIdentity
      self.section = section
    }
  }

  /// Sets the children to one section controller per model, keeping the controller of every
  /// identity that stays.
  ///
  /// The models' identities are diffed, as section identities are: a new identity gets a
  /// controller from `makeController`, an identity that stays keeps its controller (its
  /// instance, context, selection and cells), which is told the newer model through
  /// ``ModelSectionController/didUpdate(to:)`` (for `Equatable` models, only when the model
  /// differs from the one it last showed, or when the user changed its rows since: a swipe
  /// delete, a move or a drop, after which an equal model, such as an undo's, differs from what
  /// the section shows), and a removed identity's controller leaves the
  /// tree. The section changes are inserts, deletes and the fewest moves; no surviving section
  /// is reloaded. Identities must be unique: a model whose identity came earlier is left out
  /// and reported as an ``UpdateDiagnostic`` (``UpdateDiagnostic/Violation/Rule/duplicateIdentifier``).
  /// The models are all the composite's children: other children are removed.
  ///
  /// ```swift
  /// screen.setModels(conversations, id: \.id) { _ in ConversationSection() }
  /// ```
  ///
  /// - Parameters:
  ///   - models: The models, in section order.
  ///   - id: The identity of a model.
  ///   - animated: Whether to animate.
  ///   - makeController: Makes the controller of a model whose identity is new.
  ///   - completion: Runs once the rows and sections have reached the list, told how the
  ///     sections did (see ``setChildren(_:animated:completion:)``).
  /// - Complexity: O(m) plus the change of children (see ``setChildren(_:animated:completion:)``), m
  ///   being the number of models.
  public func setModels<Model, ID: Hashable>(
    _ models: [Model], id: (Model) -> ID, animated: Bool = true,
    makeController: (Model) -> ModelSectionController<Model>,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    bindModels(
      models, id: id, animated: animated,
      makeController: { (model: Model) -> ModelSectionController<Model> in
        let controller = makeController(model)
        controller.model = model
        return controller
      },
      section: { $0 },
      update: { controller, model in
        controller.animatesUpdate = animated
        controller.didUpdate(to: model)
        controller.model = model
        controller.animatesUpdate = true
      }, completion: completion)
  }

  /// The models of the sections made by `setModels`, in the order the sections stand now: after
  /// the user moved a section (``onMove``), the order to write back into the data, as
  /// IGListKit's move delegate hands back its objects.
  ///
  /// ```swift
  /// screen.onMove = { [weak self] _, _, _ in
  ///   self?.users = screen.models(of: User.self)
  /// }
  /// ```
  ///
  /// - Parameter type: The type of the models given to `setModels`.
  /// - Returns: The model of each direct child that is a `ModelSectionController<Model>`, in
  ///   order.
  /// - Complexity: O(c), c being the number of children.
  public func models<Model>(of type: Model.Type) -> [Model] {
    children.compactMap { ($0 as? ModelSectionController<Model>)?.model }
  }

  /// Sets the children to one section controller per `Identifiable` model, identified by its
  /// `id`; see `setModels(_:id:animated:makeController:completion:)`.
  ///
  /// ```swift
  /// screen.setModels(conversations) { _ in ConversationSection() }
  /// ```
  ///
  /// - Parameters:
  ///   - models: The models, in section order.
  ///   - animated: Whether to animate.
  ///   - makeController: Makes the controller of a model whose identity is new.
  ///   - completion: Runs once the rows and sections have reached the list, told how the
  ///     sections did (see ``setChildren(_:animated:completion:)``).
  /// - Complexity: O(m) plus the change of children.
  public func setModels<Model: Identifiable>(
    _ models: [Model], animated: Bool = true,
    makeController: (Model) -> ModelSectionController<Model>,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    setModels(
      models, id: { $0.id }, animated: animated, makeController: makeController,
      completion: completion)
  }

  /// Whether two models are equal, for a model type that is `Equatable`; `nil` for another.
  ///
  /// Asked once per call of `setModels`; each comparison then casts the two models to the
  /// type they already are (a check, not a conversion).
  ///
  /// - Parameter type: The models' type.
  /// - Returns: The equality of `type`, or `nil`.
  static func equality<Model>(of type: Model.Type) -> ((Model, Model) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    return equality(as: equatable)
  }

  /// The equality of `Model`, known to be `Kind`.
  private static func equality<Kind: Equatable, Model>(as kind: Kind.Type) -> (Model, Model) -> Bool
  {
    { a, b in
      guard let a = a as? Kind, let b = b as? Kind else { return false }
      return a == b
    }
  }

  /// Binds controllers of one type (a class, or an existential of controllers of one model
  /// type) to models: an `Equatable` model is compared with the one its controller last
  /// showed, another is always told.
  ///
  /// - Parameters:
  ///   - models: The models, in section order.
  ///   - id: The identity of a model.
  ///   - animated: Whether to animate.
  ///   - makeController: Makes the controller of a model whose identity is new.
  ///   - section: The section controller a controller is.
  ///   - update: Tells a controller a newer model.
  ///   - completion: Runs once the rows and sections have reached the list.
  func bindModels<Model, ID: Hashable, Controller>(
    _ models: [Model], id: (Model) -> ID, animated: Bool,
    makeController: (Model) -> Controller, section: @escaping (Controller) -> SectionController,
    update: (Controller, Model) -> Void, completion: ((ListBatch.Outcome) -> Void)?
  ) {
    if let isEqual = Self.equality(of: Model.self) {
      bindModels(
        models, id: id, animated: animated, makeController: makeController, section: section,
        update: update, completion: completion, keep: { $0 }, changed: { !isEqual($0, $1) })
    } else {
      bindModels(
        models, id: id, animated: animated, makeController: makeController, section: section,
        update: update, completion: completion, keep: { _ in () }, changed: { _, _ in true })
    }
  }

  /// Binds controllers to models, keeping of each model what `keep` gives, for `changed` to
  /// compare the next model of the same identity with.
  func bindModels<Model, Kept, ID: Hashable, Controller>(
    _ models: [Model], id: (Model) -> ID, animated: Bool,
    makeController: (Model) -> Controller, section: @escaping (Controller) -> SectionController,
    update: (Controller, Model) -> Void, completion: ((ListBatch.Outcome) -> Void)?,
    keep: (Model) -> Kept, changed: (Kept, Model) -> Bool
  ) {
    typealias Bindings = ModelBindings<ID, Kept, Controller>
    // Bindings of other types (models shown by another call before) are all replaced.
    let old = (modelBindings as? Bindings)?.byIdentity ?? [:]
    let (bindings, ordered) = IdentityBinding.rebind(
      models, id: id, from: old,
      keep: { binding, model in
        let child = section(binding.controller)
        if child.userEdits != binding.userEdits || changed(binding.kept, model) {
          update(binding.controller, model)
        }
        binding.kept = keep(model)
        binding.userEdits = child.userEdits
        return true
      },
      make: { model in
        let controller = makeController(model)
        return Bindings.Binding(
          controller: controller, kept: keep(model), userEdits: section(controller).userEdits)
      },
      duplicate: { index, first in
        let key = id(models[index])
        report(
          .duplicate(
            of: "model", key, first: models.firstIndex { id($0) == key }.map { "model \($0)" },
            again: "model \(index)",
            controller: String(describing: type(of: section(first.controller))), section: nil))
      })
    let children: [SectionProvider] = ordered.map { section($0.controller) }
    modelBindings = Bindings(bindings, section: section)
    setChildren(children, animated: animated, completion: completion)
  }
}
