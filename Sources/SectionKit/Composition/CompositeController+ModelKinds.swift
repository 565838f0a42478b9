/// One kind of model in a list of models of several kinds, and how to make the section
/// controller of a model of that kind: what IGListKit's `listAdapter(_:sectionControllerFor:)`
/// answers for one class of objects.
///
/// Give the kinds to `setModels(_:id:kinds:animated:completion:)` of ``CompositeController``:
/// each model gets a controller of its own kind, typed by its model, and each newer model
/// reaches that controller typed, with no enumeration of the kinds to switch over.
///
/// ```swift
/// screen.setModels(feed, id: \.id, kinds: [
///   ModelKind(Post.self) { _ in PostSection() },   // a ModelSectionController<Post>
///   ModelKind(Ad.self) { _ in AdSection() },       // a ModelSectionController<Ad>
/// ])
/// ```
@MainActor
public struct ModelKind {
  /// The model type.
  let modelType: Any.Type
  /// Whether a model is of this kind.
  let matches: (Any) -> Bool
  /// Makes the controller of a model of this kind, its ``ModelSectionController/model`` set.
  let makeController: (Any) -> any ModelReceiver

  /// A kind of model: the models that are `Model` (a type, a class and its subclasses, or a
  /// protocol's existential), and the controller each gets.
  ///
  /// - Parameters:
  ///   - type: The models' type.
  ///   - makeController: Makes the controller of a model whose identity is new, or whose
  ///     identity stays but whose kind changed.
  public init<Model>(
    _ type: Model.Type, makeController: @escaping (Model) -> ModelSectionController<Model>
  ) {
    modelType = type
    matches = { $0 is Model }
    self.makeController = { any in
      // `matches` said yes.
      let model = any as! Model
      let controller = makeController(model)
      controller.model = model
      return controller
    }
  }
}

/// A section controller told newer models whose type it knows and the composite does not.
@MainActor
protocol ModelReceiver: SectionController {
  /// Tells the controller a newer model, unless it equals the one the controller shows.
  ///
  /// - Parameters:
  ///   - model: The newer model, of the controller's model type.
  ///   - animated: Whether the change animates.
  func receive(_ model: Any, animated: Bool)
}

extension ModelSectionController: ModelReceiver {
  func receive(_ model: Any, animated: Bool) {
    guard let model = model as? Model else { return }
    if let shown = self.model, let isEqual = CompositeController.equality(of: Model.self),
      isEqual(shown, model)
    {
      return
    }
    animatesUpdate = animated
    didUpdate(to: model)
    self.model = model
    animatesUpdate = true
  }
}

extension CompositeController {
  /// A model's identity within its kind: models of two kinds never share a controller.
  struct KindedIdentity<ID: Hashable>: Hashable {
    let kind: ObjectIdentifier
    let id: ID
  }

  /// Sets the children to one section controller per model, of the model's kind, keeping the
  /// controller of every identity that stays with its kind.
  ///
  /// Each model takes the first of `kinds` it is of, and its identity is its `id` within its
  /// kind: a post and an ad of the same `id` are two sections. A new identity gets a controller
  /// from its kind, typed by its model (a `ModelSectionController<Post>` for a post). An
  /// identity that stays keeps its controller, which is told the newer model, typed, through
  /// ``ModelSectionController/didUpdate(to:)`` (for `Equatable` models, only when it differs
  /// from ``ModelSectionController/model``). A model whose identity stays but whose kind
  /// changes (the slot that showed a post now shows an ad) gets a new controller of its new
  /// kind, and the old one leaves the tree. Otherwise as
  /// `setModels(_:id:animated:makeController:completion:)`: the section changes are inserts,
  /// deletes and the fewest moves, identities given twice are left out and reported, and the
  /// models are all the composite's children.
  ///
  /// ```swift
  /// let feed: [any FeedEntry] = [Post(id: 1, text: "Hello"), Ad(id: 7, sponsor: "Acme")]
  /// screen.setModels(feed, id: \.id, kinds: [
  ///   ModelKind(Post.self) { _ in PostSection() },
  ///   ModelKind(Ad.self) { _ in AdSection() },
  /// ])
  /// ```
  ///
  /// Every model must be of one of `kinds`: a model of none stops with a message, as
  /// IGListKit's data source must return a controller for every object.
  ///
  /// - Parameters:
  ///   - models: The models, in section order, of any types (an existential, `Any`,
  ///     `AnyHashable`).
  ///   - id: The identity of a model within its kind.
  ///   - kinds: The kinds of models and the controller each gets, the first matching first.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the rows and sections have reached the list, told how the
  ///     sections did (see ``setChildren(_:animated:completion:)``).
  /// - Complexity: O(m × k) to find the kinds, m being the number of models and k the number
  ///   of kinds, plus the change of children (see ``setChildren(_:animated:completion:)``).
  public func setModels<Model, ID: Hashable>(
    _ models: [Model], id: (Model) -> ID, kinds: [ModelKind], animated: Bool = true,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    let kinded = models.map { model in (kind: kind(of: model, among: kinds), model: model) }
    bindModels(
      kinded,
      id: { KindedIdentity(kind: ObjectIdentifier(kinds[$0.kind].modelType), id: id($0.model)) },
      animated: animated,
      makeController: { kinds[$0.kind].makeController($0.model) },
      section: { $0 },
      update: { controller, kinded in controller.receive(kinded.model, animated: animated) },
      completion: completion,
      // Each controller compares a newer model with the one it shows, knowing its type.
      keep: { _ in () }, changed: { _, _ in true })
  }

  /// Sets the children to one section controller per `Identifiable` model, of the model's
  /// kind, identified by its `id` within its kind; see `setModels(_:id:kinds:animated:completion:)`.
  ///
  /// ```swift
  /// let feed: [any Identifiable] = [Post(id: 1, text: "Hello"), Ad(id: 1, sponsor: "Acme")]
  /// screen.setModels(feed, kinds: [
  ///   ModelKind(Post.self) { _ in PostSection() },
  ///   ModelKind(Ad.self) { _ in AdSection() },
  /// ])
  /// ```
  ///
  /// - Parameters:
  ///   - models: The models, in section order.
  ///   - kinds: The kinds of models and the controller each gets, the first matching first.
  ///   - animated: Whether to animate.
  ///   - completion: Runs once the rows and sections have reached the list.
  /// - Complexity: O(m × k) to find the kinds, m being the number of models and k the number
  ///   of kinds, plus the change of children.
  public func setModels(
    _ models: [any Identifiable], kinds: [ModelKind], animated: Bool = true,
    completion: ((ListBatch.Outcome) -> Void)? = nil
  ) {
    setModels(
      models, id: { Self.identity(of: $0) }, kinds: kinds, animated: animated,
      completion: completion)
  }

  /// The identity of an `Identifiable` model, opened from its existential.
  private static func identity<Model: Identifiable>(of model: Model) -> AnyHashable {
    AnyHashable(model.id)
  }

  /// The index of the first kind a model is of; stops when it is of none.
  private func kind<Model>(of model: Model, among kinds: [ModelKind]) -> Int {
    if let index = kinds.firstIndex(where: { $0.matches(model) }) { return index }
    misuse(
      """
      SectionKit: setModels(_:id:kinds:) was given a model of type \
      \(String(reflecting: type(of: model as Any))), which is of none of its kinds \
      (\(kinds.map { String(reflecting: $0.modelType) }.joined(separator: ", "))). Add a \
      ModelKind for it, or leave such models out.
      """)
  }
}
