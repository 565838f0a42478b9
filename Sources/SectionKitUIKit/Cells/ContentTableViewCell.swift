#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The cell a `UITableView` shows ``RowContent`` with (``TableViewAdapter``'s
  /// ``TableViewAdapter/contentCellType``).
  ///
  /// Its texts and image are a `UIListContentConfiguration`: the cell's default configuration,
  /// a `valueCell()` when the content has a detail value or a label accessory, a
  /// `subtitleCell()` when it has secondary text (the detail then follows the secondary text,
  /// after ` · `). A table cell has one trailing accessory, so of the content's accessories:
  ///
  /// - a disclosure indicator or a checkmark is its `accessoryType`;
  /// - a switch, an information button, an outline's chevron button or a trailing custom view
  ///   is its `accessoryView` (which UIKit shows instead of the `accessoryType`), the last one
  ///   listed when there are several;
  /// - a label joins the detail value, after ` · `;
  /// - a reorder control sets `showsReorderControl`, shown while the table edits only;
  /// - a delete control and a leading custom view show nothing: the table draws its delete
  ///   control from the section's editing style.
  ///
  /// Content with a hosted view (``RowContent/hostedView``) shows that view's configuration
  /// instead of the texts and image, with the same accessories.
  @MainActor
  package final class ContentTableViewCell: UITableViewCell, ContentCell, AccessibleContentCell {
    private let controls = ContentControls()
    /// What VoiceOver needs beyond the content, set by the adapter.
    let accessibility = ContentAccessibility()

    /// Shows `content`, replacing what the cell showed.
    ///
    /// - Parameter content: What the row shows.
    public func show(_ content: RowContent) {
      controls.content = content
      var values = content.detail.map { [$0] } ?? []
      for case .label(let text) in content.accessories { values.append(text) }
      let detail = values.isEmpty ? nil : values.joined(separator: " · ")
      let base: UIListContentConfiguration
      let secondaryText: String?
      switch (content.secondaryText, detail) {
      case (let secondary?, let detail?):
        base = .subtitleCell()
        secondaryText = "\(secondary) · \(detail)"
      case (let secondary?, nil):
        base = .subtitleCell()
        secondaryText = secondary
      case (nil, let detail?):
        base = .valueCell()
        secondaryText = detail
      case (nil, nil):
        base = defaultContentConfiguration()
        secondaryText = nil
      }
      contentConfiguration =
        content.hostedConfiguration
        ?? content.listConfiguration(from: base, secondaryText: secondaryText)
      indentationLevel = content.indentationLevel
      showAccessories(of: content)
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

    /// Shows the accessories a table cell can show, as the type's discussion lists them.
    private func showAccessories(of content: RowContent) {
      accessoryView = nil
      accessoryType = .none
      showsReorderControl = false
      for accessory in content.accessories {
        switch accessory {
        case .none, .label, .delete: break
        case .disclosureIndicator: accessoryType = .disclosureIndicator
        case .checkmark: accessoryType = .checkmark
        case .toggle(let isOn, _): accessoryView = controls.toggle(showing: isOn)
        case .textField(let text, let placeholder, _, _, _):
          accessoryView = controls.textField(showing: text, placeholder: placeholder)
        case .detailButton: accessoryView = controls.detailButton
        case .reorder: showsReorderControl = true
        case .outlineDisclosure(let isExpanded, _):
          accessoryView = controls.outlineButton(showing: isExpanded)
        case .custom(let custom):
          if custom.placement == .trailing, let view = custom.makeView() { accessoryView = view }
        }
      }
    }
  }
#endif
