/// Something that contributes sections to a list: a ``SectionController`` contributes one, a
/// ``CompositeController`` contributes all the sections of its children.
///
/// A list's children are section providers. You do not subclass this class directly, and the
/// compiler sees to it (it has no initializer you can call): subclass ``SectionController``,
/// or group controllers in a ``CompositeController``.
@MainActor
open class SectionProvider {
  /// Creates a provider; SectionKit's own.
  init() {}

  /// The provider as the one section controller it is, or `nil` for a composite.
  var asSectionController: SectionController? { nil }
}
