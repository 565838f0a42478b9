/// What sets a composite's children on its behalf, again and again: a declarative screen that
/// follows its models.
///
/// The composite holds its driver (`CompositeController.childrenDriver`), and lets go of it when
/// anything else sets its children; the driver keeps its own state.
@MainActor
protocol ChildrenDriver: AnyObject {
  /// Whether the driver is setting the composite's children now: the change is its own, and it
  /// keeps driving.
  var isSettingChildren: Bool { get }
}
