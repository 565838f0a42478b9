#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension UIView {
    /// Sets what VoiceOver reads for the view, and the actions it offers, from a resolved
    /// description: the view becomes one element (none when the description hides it), every
    /// property set again, so that a reused view reads its new section.
    ///
    /// - Parameter accessibility: The resolved description.
    func showAccessibility(_ accessibility: ListAccessibility) {
      isAccessibilityElement = !accessibility.isHidden
      accessibilityElementsHidden = accessibility.isHidden
      accessibilityLabel = accessibility.label
      accessibilityValue = accessibility.value
      accessibilityHint = accessibility.hint
      accessibilityTraits = accessibility.traits?.uiTraits ?? []
      let actions = accessibility.actions.map(ContentAccessibility.customAction)
      accessibilityCustomActions = actions.isEmpty ? nil : actions
    }
  }

  extension ListViewAdapter {
    /// What VoiceOver reads for a section's header or footer showing its title: what the
    /// section says (``SectionAccessibility/accessibilityForHeader(in:)``), the title as the label,
    /// a header as a heading.
    ///
    /// - Parameters:
    ///   - section: The section.
    ///   - title: The title shown.
    ///   - isHeader: Whether it is the header (`false`: the footer).
    /// - Returns: The resolved description.
    func titleAccessibility(inSection section: Int, title: String?, isHeader: Bool)
      -> ListAccessibility
    {
      let given =
        isHeader
        ? listDelegate?.accessibilityForHeader(inSection: section)
        : listDelegate?.accessibilityForFooter(inSection: section)
      return (given ?? ListAccessibility()).resolved(title: title, isHeader: isHeader)
    }
  }
#endif
