#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import ExampleScreens
  import SectionKitUIKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// The example app's cell for a text field: a composer, a search field.
  ///
  /// The field's actions are added once, when the field is made, and call what the row shown
  /// now set (UIKit's `addAction` adds, it does not replace): a reused cell runs the actions of
  /// the row it shows.
  final class FieldTableViewCell: UITableViewCell, TextFieldCell {
    private var onChange: (@MainActor (String) -> Void)?
    private var onSubmit: (@MainActor (String) -> Void)?

    /// The field, made the first time the cell shows one.
    private(set) lazy var field: UITextField = {
      let field = UITextField()
      field.addAction(
        UIAction { [weak self, weak field] _ in self?.onChange?(field?.text ?? "") },
        for: .editingChanged)
      field.addAction(
        UIAction { [weak self, weak field] _ in self?.onSubmit?(field?.text ?? "") },
        for: .primaryActionTriggered)
      contentView.addSubview(field)
      return field
    }()

    func show(_ row: TextFieldRow) {
      // Setting the text from code sends no `.editingChanged`, as a user's typing does.
      field.text = row.text
      field.placeholder = row.placeholder
      field.accessibilityLabel = row.placeholder
      onChange = row.onChange
      onSubmit = row.onSubmit
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      field.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
    }
  }
#endif
