#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The cell a `UICollectionView` shows ``RowContent`` with (``CollectionViewAdapter``'s
  /// ``CollectionViewAdapter/contentCellType``): a list cell, for a collection view with a list
  /// layout.
  ///
  /// Its texts and image are a `UIListContentConfiguration` (the cell's default configuration,
  /// or a `subtitleCell()` when the content has secondary text); its detail value is a
  /// `.label(text:)` accessory, followed by the content's accessories in order: UIKit's
  /// `.disclosureIndicator()`, `.checkmark()`, `.delete(displayed:actionHandler:)`,
  /// `.reorder(displayed:)`, `.outlineDisclosure(options:actionHandler:)` (the cell's
  /// configuration state says whether it is expanded), `.label(text:)`, and a `.customView`
  /// holding a switch, an information button or the app's own view. Content with a hosted view
  /// (``RowContent/hostedView``) shows that view's configuration instead of the texts and image.
  @MainActor
  package final class ContentListCell: UICollectionViewListCell, ContentCell, AccessibleContentCell
  {
    private let controls = ContentControls()
    /// What VoiceOver needs beyond the content, set by the adapter.
    let accessibility = ContentAccessibility()
    /// Whether the content's outline disclosure shows the row expanded.
    private var isExpanded = false

    /// The cell's state, expanded as the content's outline disclosure says, so that UIKit's
    /// outline accessory points down or forward.
    package override var configurationState: UICellConfigurationState {
      var state = super.configurationState
      state.isExpanded = isExpanded
      return state
    }

    /// Shows `content`, replacing what the cell showed.
    ///
    /// - Parameter content: What the row shows.
    public func show(_ content: RowContent) {
      controls.content = content
      let base =
        content.secondaryText == nil ? defaultContentConfiguration() : .subtitleCell()
      contentConfiguration =
        content.hostedConfiguration
        ?? content.listConfiguration(from: base, secondaryText: content.secondaryText)
      var accessories: [UICellAccessory] = []
      if let detail = content.detail { accessories.append(.label(text: detail)) }
      var isExpanded = false
      for accessory in content.accessories {
        if case .outlineDisclosure(let expanded, _) = accessory { isExpanded = expanded }
        if let shown = cellAccessory(for: accessory) { accessories.append(shown) }
      }
      self.accessories = accessories
      indentationLevel = content.indentationLevel
      if isExpanded != self.isExpanded {
        self.isExpanded = isExpanded
        setNeedsUpdateConfiguration()
      }
    }

    // MARK: Accessibility

    /// What VoiceOver reads for the content now, with the cell's selection.
    private var resolvedAccessibility: ListAccessibility? {
      accessibility.resolved(controls.content, isSelected: isSelected)
    }

    /// Whether VoiceOver reads the row: not when the content hides it.
    nonisolated package override var isAccessibilityElement: Bool {
      get {
        assumingMainActor {
          accessibility.isElement(resolvedAccessibility, otherwise: super.isAccessibilityElement)
        }
      }
      set { assumingMainActor { super.isAccessibilityElement = newValue } }
    }

    /// Whether VoiceOver skips the row and its controls: when the content hides it.
    nonisolated package override var accessibilityElementsHidden: Bool {
      get {
        assumingMainActor {
          accessibility.elementsHidden(
            resolvedAccessibility, otherwise: super.accessibilityElementsHidden)
        }
      }
      set { assumingMainActor { super.accessibilityElementsHidden = newValue } }
    }

    /// The content's label: its texts unless it says otherwise.
    nonisolated package override var accessibilityLabel: String? {
      get { assumingMainActor { resolvedAccessibility?.label ?? super.accessibilityLabel } }
      set { assumingMainActor { super.accessibilityLabel = newValue } }
    }

    /// The content's value: its detail, labels, switch and outline state unless it says
    /// otherwise.
    nonisolated package override var accessibilityValue: String? {
      get { assumingMainActor { resolvedAccessibility?.value ?? super.accessibilityValue } }
      set { assumingMainActor { super.accessibilityValue = newValue } }
    }

    /// The content's hint.
    nonisolated package override var accessibilityHint: String? {
      get { assumingMainActor { resolvedAccessibility?.hint ?? super.accessibilityHint } }
      set { assumingMainActor { super.accessibilityHint = newValue } }
    }

    /// The content's traits, selected while the cell is.
    nonisolated package override var accessibilityTraits: UIAccessibilityTraits {
      get {
        assumingMainActor {
          accessibility.traits(resolvedAccessibility, otherwise: super.accessibilityTraits)
        }
      }
      set { assumingMainActor { super.accessibilityTraits = newValue } }
    }

    /// The content's actions, UIKit's own (its swipe actions) and any set on the cell, then the
    /// row's context-menu actions.
    nonisolated package override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get {
        assumingMainActor {
          accessibility.customActions(
            of: resolvedAccessibility, uiKit: super.accessibilityCustomActions)
        }
      }
      set { accessibility.assignedCustomActions = newValue }
    }

    /// Flips the row's switch as a tap on it does; any other row is activated as UIKit
    /// activates it (a tap on the row).
    nonisolated package override func accessibilityActivate() -> Bool {
      assumingMainActor { controls.flipSwitch() || super.accessibilityActivate() }
    }

    /// Runs the content's increment.
    nonisolated package override func accessibilityIncrement() {
      assumingMainActor {
        accessibility.increment(resolvedAccessibility) { super.accessibilityIncrement() }
      }
    }

    /// Runs the content's decrement.
    nonisolated package override func accessibilityDecrement() {
      assumingMainActor {
        accessibility.decrement(resolvedAccessibility) { super.accessibilityDecrement() }
      }
    }

    /// UIKit's accessory for one of the content's, or `nil` for none.
    private func cellAccessory(for accessory: RowContent.Accessory) -> UICellAccessory? {
      switch accessory {
      case .none:
        return nil
      case .disclosureIndicator:
        return .disclosureIndicator()
      case .checkmark:
        return .checkmark()
      case .toggle(let isOn, _):
        return .customView(
          configuration: .init(customView: controls.toggle(showing: isOn), placement: .trailing()))
      case .textField(let text, let placeholder, _, _, _):
        let field = controls.textField(showing: text, placeholder: placeholder)
        return .customView(configuration: .init(customView: field, placement: .trailing()))
      case .detailButton:
        return .customView(
          configuration: .init(customView: controls.detailButton, placement: .trailing()))
      case .delete(let displayed, let onTap):
        return .delete(
          displayed: displayed.uiDisplayedState, actionHandler: onTap.map { onTap in { onTap() } })
      case .reorder(let displayed):
        return .reorder(displayed: displayed.uiDisplayedState)
      case .outlineDisclosure(_, let onToggle):
        return .outlineDisclosure(options: .init(style: .cell), actionHandler: { onToggle() })
      case .label(let text):
        return .label(text: text)
      case .custom(let custom):
        guard let view = custom.makeView() else { return nil }
        return .customView(
          configuration: .init(
            customView: view, placement: custom.placement == .leading ? .leading() : .trailing()))
      }
    }
  }
#endif
