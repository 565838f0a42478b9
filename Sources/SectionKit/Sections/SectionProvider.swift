import Foundation

/// Something that contributes sections to a list: a ``SectionController`` contributes one, a
/// ``CompositeController`` contributes all the sections of its children.
///
/// A list's children are section providers. You do not subclass this class directly, and the
/// compiler sees to it (it has no initializer you can call): subclass ``SectionController``,
/// or group controllers in a ``CompositeController``.
///
/// It derives from `NSObject` so that a section controller can adopt a UIKit delegate protocol
/// (`UISearchBarDelegate`, `UITextFieldDelegate`), as an `IGListSectionController` can.
@MainActor
open class SectionProvider: NSObject {
  /// Creates a provider; SectionKit's own.
  override init() {
    super.init()
  }

  /// The provider as the one section controller it is, or `nil` for a composite.
  var asSectionController: SectionController? { nil }
}
