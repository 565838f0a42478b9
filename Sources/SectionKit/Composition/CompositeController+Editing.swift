/// Editing mode and multiple selection, handed to the host.
extension CompositeController {
  /// Editing mode and the multiple selection a root composite hands its host.
  ///
  /// They are handed on attach, and whenever one of them is set. A value left `nil` leaves the
  /// host's own setting alone (a storyboard's, say).
  struct SelectionMode {
    /// Whether the list is in editing mode, until a host answers.
    var isEditing: Bool?
    /// Whether the user may select several rows outside editing mode.
    var allowsMultipleSelection: Bool?
    /// Whether the user may select several rows in editing mode.
    var allowsMultipleSelectionDuringEditing: Bool?
  }

  /// Whether the list is in editing mode: rows show their editing controls (delete, insert,
  /// reorder) and, with ``allowsMultipleSelectionDuringEditing``, a selection circle.
  ///
  /// Read from the host once attached, since the user may turn it on (a table view's Edit
  /// button, a multiple-selection pan); setting it is ``setEditing(_:animated:)`` without an
  /// animation. Set on a nested composite, it sets the root's: a list has one editing mode.
  public var isEditing: Bool {
    get {
      let root = self.root
      return root.host?.isEditing ?? root.selectionMode.isEditing ?? false
    }
    set { setEditing(newValue, animated: false) }
  }

  /// Turns the list's editing mode on or off: `UITableView.setEditing(_:animated:)`,
  /// `UICollectionView.isEditing` (iOS 14 and later), `HeadlessListView`'s
  /// `setEditing(_:animated:)`.
  ///
  /// Set before the composite is attached, the host enters editing mode when it is. In a
  /// `SectionTableViewController` or `SectionCollectionViewController`, call the view
  /// controller's own `setEditing(_:animated:)` instead, which also keeps its Edit button in
  /// step.
  ///
  /// ```swift
  /// screen.allowsMultipleSelectionDuringEditing = true
  /// screen.setEditing(true, animated: true)
  /// ```
  ///
  /// - Parameters:
  ///   - editing: `true` to enter editing mode, `false` to leave it.
  ///   - animated: Whether the host animates the change.
  public func setEditing(_ editing: Bool, animated: Bool) {
    let root = self.root
    root.selectionMode.isEditing = editing
    root.host?.setEditing(editing, animated: animated)
  }

  /// Whether the user may select several rows at once outside editing mode.
  ///
  /// A tap on a selected row then deselects it. UIKit's `allowsMultipleSelection`, handed to
  /// the host.
  ///
  /// Until it is set, the host's own setting stands (`false` unless set on the list view). Set
  /// on a nested composite, it sets the root's.
  public var allowsMultipleSelection: Bool {
    get {
      let root = self.root
      return root.selectionMode.allowsMultipleSelection ?? root.host?.allowsMultipleSelection
        ?? false
    }
    set {
      let root = self.root
      root.selectionMode.allowsMultipleSelection = newValue
      root.host?.allowsMultipleSelection = newValue
    }
  }

  /// Whether the user may select several rows at once in editing mode, each row showing a
  /// selection circle; UIKit's `allowsMultipleSelectionDuringEditing`, handed to the host.
  ///
  /// A table view offers the two-finger multiple-selection pan only when it is `true`
  /// (``SectionMultipleSelection/shouldBeginMultipleSelection(at:in:)``). Until it is set, the host's
  /// own setting stands (`false` unless set on the list view). Set on a nested composite, it
  /// sets the root's.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get {
      let root = self.root
      return root.selectionMode.allowsMultipleSelectionDuringEditing
        ?? root.host?.allowsMultipleSelectionDuringEditing ?? false
    }
    set {
      let root = self.root
      root.selectionMode.allowsMultipleSelectionDuringEditing = newValue
      root.host?.allowsMultipleSelectionDuringEditing = newValue
    }
  }

  /// Hands the editing mode and the multiple selection to a host just attached.
  ///
  /// - Parameter host: The host.
  func handSelectionMode(to host: any ListHost) {
    if let multiple = selectionMode.allowsMultipleSelection {
      host.allowsMultipleSelection = multiple
    }
    if let multiple = selectionMode.allowsMultipleSelectionDuringEditing {
      host.allowsMultipleSelectionDuringEditing = multiple
    }
    if let editing = selectionMode.isEditing, editing != host.isEditing {
      host.setEditing(editing, animated: false)
    }
  }
}
