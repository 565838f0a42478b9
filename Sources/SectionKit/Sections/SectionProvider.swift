/// Something that contributes sections to a list: a ``SectionController`` contributes one, a
/// ``CompositeController`` contributes all the sections of its children.
///
/// You do not conform to this protocol directly; conform to ``SectionController``, or group
/// controllers in a ``CompositeController``.
@MainActor
public protocol SectionProvider: AnyObject {}
