#if os(Linux)
  import Foundation

  /// UIKit's `UICollectionReusableView`.
  @available(iOS 6.0, *)
  @MainActor
  open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// Creates a view; UIKit creates registered views this way.
    ///
    /// - Parameter frame: The frame.
    public required override init(frame: CGRect) { super.init(frame: frame) }

    /// Prepares the view to be reused.
    open func prepareForReuse() {}

    /// The attributes the view wants, for a layout that sizes it itself (an estimated size):
    /// UIKit's fits the view with Auto Layout; the mirror's returns the attributes unchanged.
    ///
    /// - Parameter layoutAttributes: The attributes the layout proposes.
    /// - Returns: The attributes the view wants.
    @available(iOS 8.0, *)
    open func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      layoutAttributes
    }
  }

  /// UIKit's `UICollectionViewCell`.
  @available(iOS 6.0, *)
  @MainActor
  open class UICollectionViewCell: UICollectionReusableView {
    /// Whether the cell is selected.
    public var isSelected = false
    /// The content configuration.
    @available(iOS 14.0, *)
    public var contentConfiguration: (any UIContentConfiguration)?
    /// How many times the cell was asked to update its configuration, for tests; not UIKit
    /// API.
    public private(set) var mirrorConfigurationUpdateRequests = 0

    /// The cell's state, which a subclass extends by overriding the getter.
    @available(iOS 14.0, *)
    open var configurationState: UICellConfigurationState { UICellConfigurationState() }

    /// Asks the cell to update its configuration for its current state.
    @available(iOS 14.0, *)
    public func setNeedsUpdateConfiguration() { mirrorConfigurationUpdateRequests += 1 }
  }

  /// UIKit's `UICellConfigurationState`, reduced to editing and expansion.
  @available(iOS 14.0, *)
  public struct UICellConfigurationState: Hashable {
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell is expanded in an outline.
    public var isExpanded = false
  }

  /// UIKit's `UICollectionViewLayout`: a subclass places the items and supplementary views.
  @available(iOS 6.0, *)
  @MainActor
  open class UICollectionViewLayout: NSObject {
    /// The collection view laid out.
    public internal(set) weak var collectionView: UICollectionView?

    /// The size of the content; none unless a subclass lays something out.
    open var collectionViewContentSize: CGSize { .zero }

    /// Where an item is; `nil` unless a subclass lays it out.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: Its attributes, or `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
      nil
    }

    /// Where a supplementary view is; `nil` unless a subclass lays it out.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - indexPath: Its index path.
    /// - Returns: Its attributes, or `nil`.
    open func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }
  }

  /// UIKit's `UICollectionViewLayoutAttributes`, reduced to an element's frame.
  @available(iOS 6.0, *)
  @MainActor
  open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame in the content.
    open var frame: CGRect = .zero
    /// The element's index path.
    open var indexPath: IndexPath
    /// The kind of a supplementary view, `nil` for a cell.
    open private(set) var representedElementKind: String?

    private init(indexPath: IndexPath, kind: String?) {
      self.indexPath = indexPath
      representedElementKind = kind
      super.init()
    }

    /// The attributes of a cell.
    ///
    /// - Parameter indexPath: The item.
    public convenience init(forCellWith indexPath: IndexPath) {
      self.init(indexPath: indexPath, kind: nil)
    }

    /// The attributes of a supplementary view.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - indexPath: Its index path.
    public convenience init(
      forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
    ) {
      self.init(indexPath: indexPath, kind: elementKind)
    }
  }

  /// UIKit's `UICollectionView` as a recording view: it keeps UIKit's cached counts, registers and
  /// dequeues, and records every update call in ``calls``.
  @available(iOS 6.0, *)
  @MainActor
  open class UICollectionView: UIScrollView {
    /// UIKit's `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
      /// The raw bits.
      public let rawValue: UInt
      /// Creates a position.
      ///
      /// - Parameter rawValue: The raw bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Top.
      public static let top = ScrollPosition(rawValue: 1 << 0)
      /// Centered vertically.
      public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
      /// Bottom.
      public static let bottom = ScrollPosition(rawValue: 1 << 2)
      /// Left.
      public static let left = ScrollPosition(rawValue: 1 << 3)
      /// Centered horizontally.
      public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
      /// Right.
      public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a section header.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The data source, held weakly.
    public weak var dataSource: (any UICollectionViewDataSource)?
    /// The delegate, held weakly.
    public weak var delegate: (any UICollectionViewDelegate)?
    /// The prefetch data source, held weakly.
    @available(iOS 10.0, *)
    public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether the collection view is editing; each change is recorded in ``calls``.
    @available(iOS 14.0, *)
    public var isEditing = false {
      didSet { calls.append("isEditing \(isEditing)") }
    }
    /// Whether several items can be selected at once.
    public var allowsMultipleSelection = false
    /// Whether several items can be selected at once in editing mode.
    @available(iOS 14.0, *)
    public var allowsMultipleSelectionDuringEditing = false
    /// The drag delegate, held weakly.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    public weak var dragDelegate: (any UICollectionViewDragDelegate)?
    /// The drop delegate, held weakly.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    public weak var dropDelegate: (any UICollectionViewDropDelegate)?
    /// Whether items can be dragged: `false` by default on iPhone, `true` on iPad (the mirror
    /// is an iPhone).
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    public var dragInteractionEnabled = false
    /// Whether a drag from this collection view is under way; the mirror's
    /// ``userDragsAndDrops(from:to:)`` sets it while it drags.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    public internal(set) var hasActiveDrag = false
    /// The layout.
    public var collectionViewLayout: UICollectionViewLayout
    /// The view behind the cells and supplementary views, resized to the collection view's size;
    /// each assignment is recorded in ``calls`` with the view's class.
    open var backgroundView: UIView? {
      didSet { calls.append("backgroundView \(backgroundView.map { "\(type(of: $0))" } ?? "nil")") }
    }
    /// Every update call received, in order, for tests.
    public var calls: [String] = []
    /// The view class each nib holds (a cell, or a supplementary view), by nib name, for tests.
    public var nibContents: [String: UICollectionReusableView.Type] = [:]
    /// The kind and index path of every supplementary view dequeued, in order (mirror only: UIKit
    /// checks that the view it asked for was dequeued for its kind and index path).
    public private(set) var supplementaryDequeues: [String] = []

    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var nibs: [String: UINib] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    private var supplementaryNibs: [String: UINib] = [:]
    private var counts: [Int] = []
    private var selected: Set<IndexPath> = []

    /// Creates a collection view.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - layout: The layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      collectionViewLayout = layout
      super.init(frame: frame)
      layout.collectionView = self
    }

    /// The size of the content, as the layout gives it.
    open override var contentSize: CGSize {
      get { collectionViewLayout.collectionViewContentSize }
      set {}
    }

    /// Where an item is, as the layout places it.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: Its attributes, or `nil`.
    public func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Where a supplementary view is, as the layout places it.
    ///
    /// - Parameters:
    ///   - kind: The kind.
    ///   - indexPath: Its index path.
    /// - Returns: Its attributes, or `nil`.
    @available(iOS 7.0, *)
    public func layoutAttributesForSupplementaryElement(
      ofKind kind: String, at indexPath: IndexPath
    )
      -> UICollectionViewLayoutAttributes?
    {
      collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Registers a cell class.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
      cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
      calls.append("register class \(identifier)")
    }

    /// Registers a cell nib.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
      nibs[identifier] = nib
      calls.append("register nib \(nib?.name ?? "nil") \(identifier)")
    }

    /// Registers a supplementary view class.
    public func register(
      _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
      withReuseIdentifier identifier: String
    ) {
      supplementaryClasses["\(elementKind)/\(identifier)"] =
        viewClass as? UICollectionReusableView.Type
      supplementaryNibs["\(elementKind)/\(identifier)"] = nil
      calls.append("register supplementary \(elementKind) \(identifier)")
    }

    /// Registers a supplementary view nib; it replaces a class registered for the same kind and
    /// identifier.
    public func register(
      _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
      supplementaryNibs["\(kind)/\(identifier)"] = nib
      supplementaryClasses["\(kind)/\(identifier)"] = nil
      calls.append("register supplementary nib \(nib?.name ?? "nil") \(kind) \(identifier)")
    }

    /// Dequeues a cell; a new instance each time.
    public func dequeueReusableCell(
      withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
      -> UICollectionViewCell
    {
      guard
        let cellClass = cellClasses[identifier]
          ?? nibs[identifier].flatMap({ nibContents[$0.name] as? UICollectionViewCell.Type })
      else {
        fatalError(
          "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier)"
        )
      }
      let cell = cellClass.init(frame: .zero)
      cell.reuseIdentifier = identifier
      return cell
    }

    /// Dequeues a supplementary view.
    public func dequeueReusableSupplementaryView(
      ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
      let key = "\(elementKind)/\(identifier)"
      guard
        let viewClass = supplementaryClasses[key]
          ?? supplementaryNibs[key].flatMap({ nibContents[$0.name] })
      else {
        fatalError("could not dequeue a view of kind: \(elementKind) with identifier \(identifier)")
      }
      let view = viewClass.init(frame: .zero)
      view.reuseIdentifier = identifier
      supplementaryDequeues.append("\(elementKind) [\(indexPath.section), \(indexPath.item)]")
      return view
    }

    /// Asks the data source for the counts again.
    public func reloadData() {
      calls.append("reloadData")
      loadCounts()
      selected = []
    }

    /// The number of sections, as cached.
    public var numberOfSections: Int { counts.count }
    /// The number of items in a section, as cached.
    public func numberOfItems(inSection section: Int) -> Int { counts[section] }

    /// Runs a batch and refreshes the cached counts.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
      calls.append("performBatchUpdates {")
      updates?()
      calls.append("}")
      loadCounts()
      completion?(true)
    }

    /// Records the call.
    public func insertItems(at indexPaths: [IndexPath]) { record("insertItems", indexPaths) }
    /// Records the call.
    public func deleteItems(at indexPaths: [IndexPath]) { record("deleteItems", indexPaths) }
    /// Records the call.
    public func reloadItems(at indexPaths: [IndexPath]) { record("reloadItems", indexPaths) }
    /// Records the call.
    @available(iOS 15.0, *)
    public func reconfigureItems(at indexPaths: [IndexPath]) {
      record("reconfigureItems", indexPaths)
    }
    /// Records the call.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      calls.append(
        "moveItem \([indexPath.section, indexPath.item]) \([newIndexPath.section, newIndexPath.item])"
      )
    }
    /// Records the call.
    public func insertSections(_ sections: IndexSet) {
      calls.append("insertSections \(Array(sections))")
    }
    /// Records the call.
    public func deleteSections(_ sections: IndexSet) {
      calls.append("deleteSections \(Array(sections))")
    }
    /// Records the call.
    public func reloadSections(_ sections: IndexSet) {
      calls.append("reloadSections \(Array(sections))")
    }
    /// Records the call.
    public func moveSection(_ section: Int, toSection newSection: Int) {
      calls.append("moveSection \(section) \(newSection)")
    }

    /// Selects an item from code.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition)
    {
      calls.append(
        "selectItem \(indexPath.map { [$0.section, $0.item] } ?? []) \(scrollPosition.rawValue)")
      if let indexPath { selected.insert(indexPath) } else { selected = [] }
    }
    /// Deselects an item from code.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
      calls.append("deselectItem \([indexPath.section, indexPath.item]) animated: \(animated)")
      selected.remove(indexPath)
    }
    /// The selected items, or `nil` for none.
    public var indexPathsForSelectedItems: [IndexPath]? {
      selected.isEmpty ? nil : selected.sorted()
    }
    /// The items the mirror shows (not UIKit API): none unless a test puts some on screen, or
    /// ``scrollToItem(at:at:animated:)`` scrolls to one.
    public var mirrorItemsOnScreen: [IndexPath] = []
    /// The cells shown for ``mirrorItemsOnScreen``, asked from the data source once each until
    /// the next reload or batch.
    private var cellsOnScreen: [IndexPath: UICollectionViewCell] = [:]

    /// The visible cells: those of ``mirrorItemsOnScreen``.
    public var visibleCells: [UICollectionViewCell] {
      indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
    }
    /// The visible items: ``mirrorItemsOnScreen`` that exist, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
      mirrorItemsOnScreen.filter { $0.section < counts.count && $0.item < counts[$0.section] }
        .sorted()
    }
    /// The visible cell of an item: for an item of ``mirrorItemsOnScreen``, the cell the data
    /// source gave for it; `nil` off screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
      guard indexPathsForVisibleItems.contains(indexPath) else { return nil }
      if let cell = cellsOnScreen[indexPath] { return cell }
      let cell = dataSource?.collectionView(self, cellForItemAt: indexPath)
      cellsOnScreen[indexPath] = cell
      return cell
    }
    /// The item of a cell on screen (one ``cellForItem(at:)`` gave), `nil` for any other.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
      cellsOnScreen.first { $0.value === cell }?.key
    }
    /// Records the call; the item is then on screen (``mirrorItemsOnScreen``).
    public func scrollToItem(
      at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
    ) {
      calls.append("scrollToItem \([indexPath.section, indexPath.item]) \(scrollPosition.rawValue)")
      if !mirrorItemsOnScreen.contains(indexPath) { mirrorItemsOnScreen.append(indexPath) }
    }

    private func record(_ name: String, _ indexPaths: [IndexPath]) {
      calls.append("\(name) \(indexPaths.map { [$0.section, $0.item] })")
    }

    private func loadCounts() {
      cellsOnScreen = [:]
      guard let dataSource else {
        counts = []
        return
      }
      counts = (0..<dataSource.numberOfSections(in: self)).map {
        dataSource.collectionView(self, numberOfItemsInSection: $0)
      }
    }
  }

  /// UIKit's `UICollectionViewController`, with its appearance behaviour: reload on first
  /// appearance and selection cleared when `clearsSelectionOnViewWillAppear`.
  @available(iOS 6.0, *)
  @MainActor
  open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
  {
    /// The collection view.
    public var collectionView: UICollectionView!
    /// Whether the selection is cleared on `viewWillAppear`.
    public var clearsSelectionOnViewWillAppear = true
    private var hasLoadedData = false

    /// Creates a controller with a layout.
    ///
    /// - Parameter layout: The layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
      super.init()
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      collectionView.owningViewController = self
      collectionView.dataSource = self
      collectionView.delegate = self
    }

    /// Creates a controller from a storyboard or a nib; the mirror decodes nothing and makes a
    /// collection view with a flow layout, a storyboard's layout by default.
    ///
    /// - Parameter coder: A coder.
    public required init?(coder: NSCoder) {
      super.init()
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewFlowLayout())
      collectionView.owningViewController = self
      collectionView.dataSource = self
      collectionView.delegate = self
    }

    /// Reloads on the first appearance; clears the selection when asked to.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      if !hasLoadedData {
        hasLoadedData = true
        collectionView.reloadData()
      }
      if clearsSelectionOnViewWillAppear {
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
          collectionView.deselectItem(at: indexPath, animated: animated)
        }
      }
    }

    /// No items of its own.
    open func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    )
      -> Int
    { 0 }

    /// No cells of its own.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      UICollectionViewCell()
    }
    // MARK: The optional data-source, delegate and scroll-view delegate methods, overridable as
    // on iOS (where UICollectionViewController adopts the protocols); each records that it was
    // reached.

    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      MirrorRecorder.reached("collectionView(_:viewForSupplementaryElementOfKind:at:)")
      return UICollectionReusableView()
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 9.0, *)
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool
    {
      MirrorRecorder.reached("collectionView(_:canMoveItemAt:)")
      return false
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 9.0, *)
    open func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:moveItemAt:to:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 14.0, *)
    open func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      MirrorRecorder.reached("collectionView(_:indexPathForIndexTitle:at:)")
      return IndexPath(item: 0, section: 0)
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
      MirrorRecorder.reached("numberOfSections(in:)")
      return 1
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 14.0, *)
    open func indexTitles(for collectionView: UICollectionView) -> [String]? {
      MirrorRecorder.reached("indexTitles(for:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("collectionView(_:shouldHighlightItemAt:)")
      return true
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:didHighlightItemAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:didUnhighlightItemAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("collectionView(_:shouldSelectItemAt:)")
      return true
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("collectionView(_:shouldDeselectItemAt:)")
      return true
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:didSelectItemAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:didDeselectItemAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 8.0, *)
    open func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:willDisplay:forItemAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:didEndDisplaying:forItemAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 8.0, *)
    open func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:willDisplaySupplementaryView:forElementKind:at:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      MirrorRecorder.reached(
        "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 16.0, *)
    open func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      MirrorRecorder.reached("collectionView(_:contextMenuConfigurationForItemsAt:point:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(
      iOS, introduced: 13.0, deprecated: 16.0,
      renamed: "collectionView(_:contextMenuConfigurationForItemsAt:point:)"
    )
    open func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      MirrorRecorder.reached("collectionView(_:contextMenuConfigurationForItemAt:point:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 13.0, *)
    open func collectionView(
      _ collectionView: UICollectionView,
      willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
      animator: any UIContextMenuInteractionCommitAnimating
    ) {
      MirrorRecorder.reached("collectionView(_:willPerformPreviewActionForMenuWith:animator:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 16.0, *)
    open func collectionView(
      _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
      MirrorRecorder.reached("collectionView(_:canPerformPrimaryActionForItemAt:)")
      return false
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 16.0, *)
    open func collectionView(
      _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {
      MirrorRecorder.reached("collectionView(_:performPrimaryActionForItemAt:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidScroll(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 3.2, *)
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidZoom(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewWillBeginDragging(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 5.0, *)
    open func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      MirrorRecorder.reached("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    {
      MirrorRecorder.reached("scrollViewDidEndDragging(_:willDecelerate:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewWillBeginDecelerating(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidEndDecelerating(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidEndScrollingAnimation(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      MirrorRecorder.reached("viewForZooming(in:)")
      return nil
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 3.2, *)
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      MirrorRecorder.reached("scrollViewWillBeginZooming(_:with:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      MirrorRecorder.reached("scrollViewDidEndZooming(_:with:atScale:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      MirrorRecorder.reached("scrollViewShouldScrollToTop(_:)")
      return true
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidScrollToTop(_:)")
    }
    /// UIKit's implementation, which a subclass overrides: records that it was reached.
    @available(iOS 11.0, *)
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      MirrorRecorder.reached("scrollViewDidChangeAdjustedContentInset(_:)")
    }
  }
#endif
