// Earlier names of the snapshot data source's API, kept for one release so that the compiler
// offers the new name: every content form says `header`, `footer` and `onSelect`.

extension SnapshotDataSource {
  /// Renamed ``header``, the word of every content form.
  @available(*, deprecated, renamed: "header")
  public var headerTitle: ((SectionID) -> String?)? {
    get { header }
    set { header = newValue }
  }

  /// Renamed ``footer``, the word of every content form.
  @available(*, deprecated, renamed: "footer")
  public var footerTitle: ((SectionID) -> String?)? {
    get { footer }
    set { footer = newValue }
  }

  /// Called when the user selects an item, with the item, then its index path in the list.
  ///
  /// Replaced by ``onSelect(_:)``, whose action is given the index path, then the item, as the
  /// content provider is.
  @available(
    *, deprecated,
    message:
      "use onSelect(_:), whose action is given the index path, then the item, as the content provider is"
  )
  public var onSelect: ((ItemID, ListIndexPath) -> Void)? {
    get {
      guard let selectAction else { return nil }
      return { item, indexPath in selectAction(indexPath, item) }
    }
    set {
      guard let newValue else { return onSelect(nil) }
      onSelect { indexPath, item in newValue(item, indexPath) }
    }
  }
}
