#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  import SectionKitUIKitConstants
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// A cell showing ``RowContent`` that tells VoiceOver what the content says
  /// (``ListAccessibility``): ``ContentTableViewCell`` and ``ContentListCell``.
  @MainActor
  protocol AccessibleContentCell: AnyObject {
    /// What the cell knows about its row beyond the content.
    var accessibility: ContentAccessibility { get }
  }

  /// What a content cell tells VoiceOver beyond its content: whether its row highlights when
  /// touched, as the adapter's delegate said when the cell was configured, and where its row's
  /// context-menu actions are found when VoiceOver asks for them.
  ///
  /// The cell's `accessibilityLabel`, `accessibilityValue`, `accessibilityHint` and
  /// `accessibilityTraits` are resolved each time VoiceOver reads them, so that they follow the
  /// cell's selection and its switch.
  @MainActor
  final class ContentAccessibility {
    /// Whether the row highlights when touched (a tap does something): it is then a button.
    var isTappable = true
    /// The row's context-menu actions, asked when VoiceOver asks for the cell's actions, from
    /// the row the cell shows then.
    var menuActions: () -> [ContextMenu.Action] = { [] }
    /// Custom actions set on the cell from outside, offered after UIKit's own.
    ///
    /// Kept here rather than handed to the cell's `super`: before Xcode 16 the setter is not the
    /// main actor's, and the actions are not `Sendable` there (UIKit and the app set them on the
    /// main thread).
    nonisolated(unsafe) var assignedCustomActions: [UIAccessibilityCustomAction]?

    /// What VoiceOver reads for `content` in a cell that is selected or not, or `nil` before the
    /// cell shows content.
    ///
    /// - Parameters:
    ///   - content: What the cell shows.
    ///   - isSelected: Whether the cell is selected.
    /// - Returns: The resolved description.
    func resolved(_ content: RowContent?, isSelected: Bool) -> ListAccessibility? {
      content?.resolvedAccessibility(isTappable: isTappable, isSelected: isSelected)
    }

    /// The cell's custom actions: the content's own, then UIKit's (a table's or a list's swipe
    /// actions, which UIKit offers itself), then the context menu's actions that are neither
    /// hidden nor disabled, each choosing the action as the menu does.
    ///
    /// - Parameters:
    ///   - resolved: The resolved description.
    ///   - system: The actions UIKit gives the cell.
    /// - Returns: The actions.
    /// - Complexity: O(a), a being the number of actions, the menu's at every depth.
    func customActions(
      of resolved: ListAccessibility, adding system: [UIAccessibilityCustomAction]?
    ) -> [UIAccessibilityCustomAction] {
      var actions = resolved.actions.map(Self.customAction)
      actions += system ?? []
      for action in menuActions() where Self.isOffered(action) {
        actions.append(Self.customAction(choosing: action))
      }
      return actions
    }

    /// The cell's custom actions: the content's actions, UIKit's own (its swipe actions) and
    /// any set on the cell, then the row's context-menu actions; before the cell shows content,
    /// UIKit's and the cell's, or `nil` for none.
    ///
    /// - Parameters:
    ///   - resolved: The resolved description, `nil` before the cell shows content.
    ///   - uiKit: The actions UIKit gives the cell (`super`'s).
    /// - Returns: The actions.
    /// - Complexity: O(a), a being the number of actions, the menu's at every depth.
    func customActions(
      of resolved: ListAccessibility?, uiKit: [UIAccessibilityCustomAction]?
    ) -> [UIAccessibilityCustomAction]? {
      let system = (uiKit ?? []) + (assignedCustomActions ?? [])
      guard let resolved else { return system.isEmpty ? nil : system }
      return customActions(of: resolved, adding: system)
    }

    /// Whether VoiceOver reads the row: not when the content hides it.
    ///
    /// - Parameters:
    ///   - resolved: The resolved description, `nil` before the cell shows content.
    ///   - uiKit: What UIKit says (`super`'s), for a cell without content.
    /// - Returns: Whether the cell is an accessibility element.
    func isElement(_ resolved: ListAccessibility?, otherwise uiKit: @autoclosure () -> Bool)
      -> Bool
    {
      resolved.map { !$0.isHidden } ?? uiKit()
    }

    /// Whether VoiceOver skips the row and its controls: when the content hides it.
    ///
    /// - Parameters:
    ///   - resolved: The resolved description, `nil` before the cell shows content.
    ///   - uiKit: What UIKit says (`super`'s), for a cell without content.
    /// - Returns: Whether the cell's elements are hidden.
    func elementsHidden(_ resolved: ListAccessibility?, otherwise uiKit: @autoclosure () -> Bool)
      -> Bool
    {
      resolved?.isHidden ?? uiKit()
    }

    /// The content's traits, selected while the cell is.
    ///
    /// - Parameters:
    ///   - resolved: The resolved description, `nil` before the cell shows content.
    ///   - uiKit: What UIKit says (`super`'s), for content that sets no traits.
    /// - Returns: The traits.
    func traits(
      _ resolved: ListAccessibility?, otherwise uiKit: @autoclosure () -> UIAccessibilityTraits
    ) -> UIAccessibilityTraits {
      resolved?.traits?.uiTraits ?? uiKit()
    }

    /// Runs the content's increment, or `uiKit` (`super`'s) for content that is not adjustable.
    ///
    /// - Parameters:
    ///   - resolved: The resolved description, `nil` before the cell shows content.
    ///   - uiKit: UIKit's increment.
    func increment(_ resolved: ListAccessibility?, otherwise uiKit: () -> Void) {
      guard let adjustment = resolved?.adjustment else { return uiKit() }
      adjustment.increment()
    }

    /// Runs the content's decrement, or `uiKit` (`super`'s) for content that is not adjustable.
    ///
    /// - Parameters:
    ///   - resolved: The resolved description, `nil` before the cell shows content.
    ///   - uiKit: UIKit's decrement.
    func decrement(_ resolved: ListAccessibility?, otherwise uiKit: () -> Void) {
      guard let adjustment = resolved?.adjustment else { return uiKit() }
      adjustment.decrement()
    }

    /// UIKit's custom action running `action`'s handler.
    ///
    /// - Parameter action: The action.
    /// - Returns: The custom action.
    static func customAction(_ action: ListAccessibility.Action) -> UIAccessibilityCustomAction {
      let handler = action.handler
      return UIAccessibilityCustomAction(
        name: action.name, image: image(action.imageName), actionHandler: { _ in handler() })
    }

    private static func isOffered(_ action: ContextMenu.Action) -> Bool {
      action.attributes.isDisjoint(with: [.hidden, .disabled])
    }

    private static func customAction(choosing action: ContextMenu.Action)
      -> UIAccessibilityCustomAction
    {
      let handler = action.handler
      return UIAccessibilityCustomAction(
        name: action.title, image: image(action.imageName),
        actionHandler: { _ in
          handler()
          return true
        })
    }

    private static func image(_ name: String?) -> UIImage? {
      name.flatMap { UIImage(systemName: $0) }
    }
  }

  extension ListAccessibility.Traits {
    /// UIKit's traits: each trait of the same name.
    ///
    /// A toggle is UIKit's toggle trait with the button trait from iOS 17 on (VoiceOver reads "switch button", as Apple's documentation of
    /// the toggle trait advises), a button before (VoiceOver then reads the value, `On` or `Off`,
    /// and "button").
    @MainActor
    var uiTraits: UIAccessibilityTraits {
      typealias UIKitTraits = UIKitAccessibilityConstants
      var traits: UIAccessibilityTraits = []
      let named: [(ListAccessibility.Traits, UIAccessibilityTraits)] = [
        (.button, UIKitTraits.button), (.link, UIKitTraits.link), (.header, UIKitTraits.header),
        (.selected, UIKitTraits.selected), (.image, UIKitTraits.image),
        (.staticText, UIKitTraits.staticText), (.adjustable, UIKitTraits.adjustable),
        (.notEnabled, UIKitTraits.notEnabled), (.updatesFrequently, UIKitTraits.updatesFrequently),
      ]
      for (trait, uiTrait) in named where contains(trait) { traits.insert(uiTrait) }
      if contains(.toggle) {
        traits.insert(UIKitTraits.button)
        if #available(iOS 17.0, *) {
          traits.insert(UIKitTraits.toggleButton)
        }
      }
      return traits
    }
  }
#endif
