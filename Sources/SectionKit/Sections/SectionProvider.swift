/// Something that contributes sections to a list: a ``SectionController`` contributes one, a
/// ``CompositeController`` contributes all the sections of its children.
///
/// You do not conform to this protocol directly, and the compiler sees to it: conform to
/// ``SectionController``, or group controllers in a ``CompositeController``.
@MainActor
public protocol SectionProvider: AnyObject {
  /// The provider as the one section controller it is, or `nil` for a composite.
  ///
  /// SectionKit's own: ``SectionController`` provides it, and a type that conforms to this
  /// protocol alone cannot, so it does not compile.
  @_spi(Hosting) var _sectionController: (any SectionController)? { get }
}

extension SectionController {
  /// The controller itself, as the one section it contributes (SectionKit's own).
  public var _sectionController: (any SectionController)? { self }
}
