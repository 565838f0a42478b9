import Foundation

/// A section that loads its rows a page at a time, with an `async` loader, as the user nears its
/// end: load more, infinite scroll, Texture's batch fetching.
///
/// ```swift
/// let feed = PagedSection<Post>(
///   content: { RowContent($0.title) },
///   load: { loaded in
///     let page = try await api.posts(after: loaded.last?.id)
///     return PagedSection.Page(page.posts, isLast: page.next == nil)
///   })
/// let screen = CompositeController([ProfileSection(), feed])
/// ```
///
/// The section shows its items, then one status row while more may come: ``loadingContent``
/// while a page loads (and until the next one is asked for), ``failureContent`` once a load
/// failed, which the user taps to ``retry()``. The next page is asked for once the status row
/// comes within ``lookAhead`` of the viewport (when the list scrolls, loads or applies
/// a batch), and never again until that page arrives or fails: a user who stays at the bottom
/// asks for one page. A page's items are inserted as one animated batch after the items shown;
/// a page that does not fill the screen is followed by the next at once; a page marked
/// ``Page/isLast`` removes the status row, and nothing is asked again. At the end of a list whose
/// ``CompositeController/scrollAnchoring`` is ``ScrollAnchoring/bottom``, the list follows each
/// page to the new end, where the status row shows again: every page is followed by the next
/// while the user stays there; keep the default anchoring for a paged feed.
///
/// The loader runs in a task on the main actor. Removing the section from its list, or releasing
/// it, cancels the task: a loader that checks `Task.isCancelled` or throws `CancellationError`
/// stops, and whatever it returns is dropped.
///
/// With ``Direction/before`` the pages land above the items and the status row comes first: a
/// chat's history, loaded as the user scrolls up to it. The loader gets the items loaded so far
/// (`loaded.first` is the oldest), and the message the user reads stays in place as each page
/// lands, because the status row never holds the scroll position (``SectionScrollAnchors``).
///
/// Subclass it to show items in cells of your own (make it with ``init(items:direction:load:)``,
/// override ``cell(at:in:)`` for the rows of items, ``itemIndex(ofRow:)``, and call `super` for
/// the status row) or to act on a tap (call `super` in ``didSelectRow(at:in:)`` for the status
/// row). The headless host and the UIKit adapters measure
/// the status row's frame (`rectForRow(at:)`, the item's layout attributes); a host that does
/// not know its rows' frames asks for the next page when the status row comes on screen.
@MainActor
open class PagedSection<Item>: SectionController, SectionHighlighting, SectionScrollAnchors {
  /// Loads the page after the items loaded so far (before them, with ``Direction/before``).
  public typealias Loader = @MainActor (_ loaded: [Item]) async throws -> Page

  /// The items loaded so far, in order: the section's rows but its status row.
  public private(set) var items: [Item] = []
  /// Where pages land: after the items (the default) or before them.
  public let direction: Direction
  /// Whether a page is loading, failed, or the last one arrived.
  public private(set) var status: Status = .idle

  /// How far before the viewport reaches the status row the next page is asked for: in
  /// viewport lengths (`.screens(1)`, the default), as ``CompositeController/workingRange``, or
  /// in points (`.points(600)`), as IGListKit's samples measure; `.screens(0)` waits until it
  /// shows.
  public var lookAhead: LookAhead = .screens(1)

  /// How far before the viewport reaches the status row the next page is asked for, in
  /// viewport lengths; ``lookAhead`` in screens.
  ///
  /// Setting it below `0`, infinite or not a number stops with a message.
  @available(*, deprecated, message: "Set `lookAhead = .screens(n)`, or `.points(d)`.")
  public var screensAhead: CGFloat {
    get { lookAhead.unit == .screens ? lookAhead.amount : 0 }
    set { lookAhead = .screens(newValue) }
  }
  /// The section's header title.
  public var header: String?
  /// The section's footer title.
  public var footer: String?
  /// Called when the user selects the row of an item, with the section's context, the row and
  /// the item (the words of every content form); the status row retries instead.
  public var onSelect: ((SectionContext, Int, Item) -> Void)?
  /// What the status row shows while a page loads.
  public var loadingContent = RowContent("Loading…")
  /// What the status row shows once a load failed; the user taps it to retry.
  public var failureContent: (any Error) -> RowContent = { _ in
    RowContent("Couldn't load more. Tap to retry.")
  }

  private let content: ((Item) -> RowContent)?
  private let load: Loader
  private var task: Task<Void, Never>?
  // Read by deinit alone, once the last reference is gone: nothing else can reach it then.
  private nonisolated(unsafe) var taskToCancel: Task<Void, Never>?

  /// Creates a section that loads its first page once it comes near the viewport.
  ///
  /// - Parameters:
  ///   - items: The items shown before any page is loaded.
  ///   - direction: Where pages land: after the items (a feed), or before them (a chat's
  ///     history).
  ///   - content: What the row of an item shows.
  ///   - load: Loads the page after the items loaded so far (before them, with
  ///     ``Direction/before``); throws when the load failed.
  public init(
    items: [Item] = [], direction: Direction = .after,
    content: @escaping (Item) -> RowContent, load: @escaping Loader
  ) {
    self.items = items
    self.direction = direction
    self.content = content
    self.load = load
    super.init()
  }

  /// Creates a section whose subclass draws its items' cells: it overrides ``cell(at:in:)``
  /// for the rows of items (``itemIndex(ofRow:)``) and calls `super` for the status row.
  ///
  /// - Parameters:
  ///   - items: The items shown before any page is loaded.
  ///   - direction: Where pages land: after the items, or before them.
  ///   - load: Loads the next page; throws when the load failed.
  public init(items: [Item] = [], direction: Direction = .after, load: @escaping Loader) {
    self.items = items
    self.direction = direction
    self.content = nil
    self.load = load
    super.init()
  }

  deinit {
    taskToCancel?.cancel()
  }

  /// The load that runs, if any: `await feed.loadTask?.value` waits until its page (or its
  /// failure) is applied, in a test or behind a spinner of the app's own.
  public var loadTask: Task<Void, Never>? { task }

  /// The row of the status row, while it shows: after the items, or first with
  /// ``Direction/before``.
  public var statusRow: Int? {
    guard status != .finished else { return nil }
    return direction == .after ? items.count : 0
  }

  /// The index in ``items`` of the item a row shows.
  ///
  /// - Parameter row: A row of the section.
  /// - Returns: The item's index, or `nil` for the status row.
  public func itemIndex(ofRow row: Int) -> Int? {
    guard row != statusRow else { return nil }
    return direction == .before && statusRow != nil ? row - 1 : row
  }

  /// Removes a loaded item, and its row, in a batch: a message swiped away, a post deleted.
  ///
  /// The status row and the pages still to come are left as they are.
  ///
  /// - Parameter index: The index of the item in ``items``.
  public func removeItem(at index: Int) {
    let row = self.row(ofItem: index, in: "removeItem(at:)")
    context.performBatch { batch in
      items.remove(at: index)
      batch.deleteRows(at: [row])
    }
  }

  /// Replaces a loaded item with a new value, and reconfigures its row: a reaction, an edit.
  ///
  /// - Parameters:
  ///   - index: The index of the item in ``items``.
  ///   - item: The new value.
  public func replaceItem(at index: Int, with item: Item) {
    let row = self.row(ofItem: index, in: "replaceItem(at:with:)")
    context.performBatch { batch in
      items[index] = item
      batch.reconfigureRows(at: [row])
    }
  }

  /// The row of a loaded item; an index out of ``items`` stops with a message naming `method`.
  private func row(ofItem index: Int, in method: String) -> Int {
    guard items.indices.contains(index) else {
      misuse(
        """
        SectionKit: \(type(of: self)).\(method) was given the item index \(index), but the \
        section has \(items.count) items loaded: pass an index of `items` (itemIndex(ofRow:) \
        maps a row to it).
        """)
    }
    return direction == .before && statusRow != nil ? index + 1 : index
  }

  /// Loads the page that failed again; does nothing unless ``status`` is ``Status/failed``.
  public func retry() {
    guard status == .failed, let statusRow else { return }
    status = .idle
    context.performBatch { $0.reconfigureRows(at: [statusRow]) }
    startLoading()
  }

  // MARK: The section

  /// Keeps the context and watches the viewport.
  open override func didAttach(to context: SectionContext) {
    super.didAttach(to: context)
    context.owner?.observeViewport(for: context) { [weak self] in self?.loadIfNear() }
  }

  /// Cancels the running load and stops watching the viewport.
  open override func didDetach(from context: SectionContext) {
    context.owner?.observeViewport(for: context, nil)
    cancelLoad()
  }

  /// The items, then the status row while more may come.
  open override func numberOfRows(in context: SectionContext) -> Int {
    items.count + (statusRow == nil ? 0 : 1)
  }

  /// An item's content, or the status row's.
  open override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    guard let index = itemIndex(ofRow: row) else {
      return context.dequeueReusableCell(showing: statusContent, for: row)
    }
    guard let content else {
      misuse(
        """
        SectionKit: \(type(of: self)) was made without `content:`, so it draws no item's cell: \
        override cell(at:in:) for the rows of items (itemIndex(ofRow:)) and call super for \
        the status row, or pass `content:`.
        """)
    }
    return context.dequeueReusableCell(showing: content(items[index]), for: row)
  }

  /// Only a failed status row highlights among the section's own rows.
  open func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool {
    row != statusRow || status == .failed
  }

  /// The status row never holds the scroll position: a page landing above or below it moves
  /// the items the user reads, not the loading row (``SectionScrollAnchors``).
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `false` for the status row.
  open func canAnchorScroll(atRow row: Int, in context: SectionContext) -> Bool {
    row != statusRow
  }

  /// The header title.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: ``header``.
  open override func titleForHeader(in context: SectionContext) -> String? { header }

  /// The footer title.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: ``footer``.
  open override func titleForFooter(in context: SectionContext) -> String? { footer }

  /// A tap on the failed status row retries; a tap on an item's row calls ``onSelect``.
  open override func didSelectRow(at row: Int, in context: SectionContext) {
    guard row == statusRow else {
      if let index = itemIndex(ofRow: row), items.indices.contains(index) {
        onSelect?(context, row, items[index])
      }
      return
    }
    context.deselectRow(row)
    retry()
  }

  // MARK: Loading

  private var statusContent: RowContent {
    if case .failed = status, let error = lastError { return failureContent(error) }
    return loadingContent
  }
  private var lastError: (any Error)?

  /// Asks for the next page when the status row is near the viewport and nothing is loading.
  private func loadIfNear() {
    guard status == .idle, let section = context.section,
      let row = statusRow, let host = context.owner?.host,
      host.numberOfRows(inSection: section) == items.count + 1,
      host.isRow(at: ListIndexPath(row: row, section: section), nearViewport: lookAhead)
    else { return }
    startLoading()
  }

  private func startLoading() {
    status = .loading
    let load = self.load
    let loaded = items
    let task = Task { [weak self] in
      let result: Result<Page, any Error>
      do {
        result = .success(try await load(loaded))
      } catch {
        result = .failure(error)
      }
      guard !Task.isCancelled, let self else { return }
      self.finish(result)
    }
    self.task = task
    taskToCancel = task
  }

  private func cancelLoad() {
    task?.cancel()
    task = nil
    taskToCancel = nil
    if status == .loading { status = .idle }
  }

  private func finish(_ result: Result<Page, any Error>) {
    task = nil
    taskToCancel = nil
    switch result {
    case .success(let page):
      let oldStatusRow = statusRow
      status = page.isLast ? .finished : .idle
      let direction = self.direction
      context.performBatch(
        updates: { batch in
          let inserted: Range<Int>
          switch direction {
          case .after:
            inserted = items.count..<(items.count + page.items.count)
            items += page.items
          case .before:
            // Below the status row while it stays, at the top once it goes.
            let first = page.isLast ? 0 : 1
            inserted = first..<(first + page.items.count)
            items = page.items + items
          }
          batch.insertRows(at: Array(inserted))
          if page.isLast, let oldStatusRow { batch.deleteRows(at: [oldStatusRow]) }
        },
        completion: { [weak self] _ in self?.loadIfNear() })
    case .failure(let error):
      status = .failed
      lastError = error
      if let statusRow { context.performBatch { $0.reconfigureRows(at: [statusRow]) } }
    }
  }

  // MARK: The defaults of its capabilities, open for a subclass to override

  /// The row was highlighted by a touch.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  open func didHighlightRow(at row: Int, in context: SectionContext) {}

  /// The row's highlight ended.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  open func didUnhighlightRow(at row: Int, in context: SectionContext) {}
}
