import Foundation

// Every method a section can answer is declared here, in the class's body: Swift lets a
// subclass override only what the class itself declares, not what an extension adds, so the
// one list of what the composite asks cannot be split across files.

/// A small, independent controller that owns exactly one section of a list: subclass it and
/// override what your section answers.
///
/// The composite asks a section controller the data-source questions of its own section (how
/// many rows, the cell of each, the header and footer) and tells it the delegate events (shown,
/// selected, edited, swiped, pressed for a context menu, prefetched), always in local row
/// indexes: row `0` is the first row of its section wherever the section stands in the list.
/// Compose several with a ``CompositeController``; nest composites to build a screen out of
/// features.
///
/// ```swift
/// final class GreetingSection: SectionController {
///   let names = ["Ada", "Grace"]
///   override func numberOfRows(in context: SectionContext) -> Int { names.count }
///   override func cell(at row: Int, in context: SectionContext) -> any Reusable {
///     let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
///     cell.text = "Hello, \(names[row])"
///     return cell
///   }
/// }
/// ```
///
/// Every method is `open`, so the compiler checks each one you write: a method that overrides
/// one of these must say `override`, and a misspelled or renamed method marked `override` does
/// not compile. A subclass of your own subclass overrides in turn, as with IGListKit's
/// `IGListSectionController`. ``cell(at:in:)`` must be overridden (calling the base's stops
/// with a message that says so); every other method has a default, given with it, among them
/// one row for ``numberOfRows(in:)``, as IGListKit's `numberOfItems()`.
///
/// A controller instance owns one section at a time: to show the same feature twice, create
/// two instances.
@MainActor
open class SectionController: SectionProvider {
  /// Creates a section controller.
  public override init() {
    super.init()
  }

  /// This controller, as the one section it provides.
  override var asSectionController: SectionController? { self }

  // MARK: Identity and attachment

  /// What makes this controller the same section across changes of the list of controllers.
  ///
  /// When a composite is given a new list of children, sections are matched by identity: a
  /// section whose identity stays is moved rather than deleted and inserted, and keeps its
  /// context (its selection, its place in pending updates). A new instance with the identity
  /// of an old one takes the old one's place and its section is reloaded. Identities must be
  /// unique in a list.
  ///
  /// The default is the instance itself: a section stays as long as the same controller
  /// instance does.
  open var sectionIdentity: AnyHashable { AnyHashable(ObjectIdentifier(self)) }

  /// Called when the controller joins a list, and again whenever its context changes.
  ///
  /// Keep the context (weakly is not needed: the context does not retain the controller) if the
  /// controller acts outside the calls it receives, for example to select a row later.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The context the controller now talks to.
  open func didAttach(to context: SectionContext) {}

  /// Called when the controller leaves its list; the context's ``SectionContext/section`` is
  /// `nil` from then on.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The context the controller talked to.
  open func didDetach(from context: SectionContext) {}

  // MARK: Rows, headers and footers

  /// The number of rows in this controller's section.
  ///
  /// The default is one row, as IGListKit's `numberOfItems()`: a section of one item
  /// overrides ``cell(at:in:)`` alone.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The row count, zero or more.
  open func numberOfRows(in context: SectionContext) -> Int { 1 }

  /// The cell for one of this section's rows.
  ///
  /// Dequeue it by type with ``SectionContext/dequeueReusableCell(ofType:for:)``, configure
  /// it, and return it.
  ///
  /// - Parameters:
  ///   - row: The local row index, in `0..<numberOfRows(in:)`.
  ///   - context: The context of the section asking.
  /// - Returns: The configured cell.
  open func cell(at row: Int, in context: SectionContext) -> any Reusable {
    mustOverride(#function)
  }

  /// The title shown in the section's header, or `nil` for none.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The title, or `nil`.
  open func titleForHeader(in context: SectionContext) -> String? { nil }

  /// The title shown in the section's footer, or `nil` for none.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The title, or `nil`.
  open func titleForFooter(in context: SectionContext) -> String? { nil }

  /// The section's title in the list's section index (the letters along a table's trailing
  /// edge), or `nil` to leave the section out of the index.
  ///
  /// The composite lists the titles of its sections in section order; a title equal to the one
  /// before it in the index is listed once and leads to the first of those sections. Tapping a
  /// title scrolls to the top of its section's header. The index is asked for when the list
  /// loads and after each batch; `UITableView.reloadSectionIndexTitles()` (or
  /// `HeadlessListView.reloadSectionIndexTitles()`) asks again.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The title, usually one letter, or `nil`.
  open func sectionIndexTitle(in context: SectionContext) -> String? { nil }

  // MARK: Display

  /// A cell is about to be shown for `row`.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - cell: The cell returned by ``cell(at:in:)``.
  ///   - row: The local row.
  ///   - context: The section's context.
  open func willDisplay(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}

  /// A cell stopped being shown; `row` is the row it showed.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - cell: The cell that left the screen; it goes back to the reuse pool.
  ///   - row: The local row it showed.
  ///   - context: The section's context.
  open func didEndDisplaying(_ cell: any Reusable, forRow row: Int, in context: SectionContext) {}

  /// A header, footer or other supplementary view is about to be shown.
  ///
  /// For a header or footer title, the view is the host's own, showing the title (UIKit's
  /// `UITableViewHeaderFooterView` for a title; the headless host's view, whose `textDescription`
  /// is the title).
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - view: The view returned by ``viewForHeader(in:)``, ``viewForFooter(in:)`` or
  ///     ``viewForSupplementaryView(ofKind:at:in:)``, or the host's view for a title.
  ///   - kind: ``SupplementaryKind/header``, ``SupplementaryKind/footer`` or another kind.
  ///   - context: The section's context.
  open func willDisplaySupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
  ) {}

  /// A header, footer or other supplementary view stopped being shown.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - view: The view that left the screen.
  ///   - kind: ``SupplementaryKind/header``, ``SupplementaryKind/footer`` or another kind.
  ///   - context: The section's context.
  open func didEndDisplayingSupplementaryView(
    _ view: any Reusable, ofKind kind: SupplementaryKind, in context: SectionContext
  ) {}

  /// The section is about to be shown: the first of its views (a row's cell, its header or its
  /// footer) is coming on screen.
  ///
  /// Called once, however many of the section's views appear, just before that first view's
  /// own event (``willDisplay(_:forRow:in:)`` or ``willDisplaySupplementaryView(_:ofKind:in:)``);
  /// a section showing only its header or its footer is shown too. IGListKit's
  /// `ListDisplayDelegate.listAdapter(_:willDisplay:)`.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  open func willDisplaySection(in context: SectionContext) {}

  /// The section stopped being shown: the last of its views on screen left.
  ///
  /// Called just after that last view's own end event. A controller removed from the list while
  /// its section was on screen gets it too, when its views leave; a section that moves in a
  /// batch and stays on screen gets neither event. A section whose only view on screen is
  /// replaced (a reload of that row) ends and is shown again, as the view is.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  open func didEndDisplayingSection(in context: SectionContext) {}

  // MARK: Working range

  /// The section came within the composite's working range.
  ///
  /// It is within ``CompositeController/workingRange`` screens of the viewport, or on screen.
  /// Start the work it needs before it shows (load its images, fetch its next page).
  ///
  /// IGListKit's `IGListWorkingRangeDelegate` `sectionControllerWillEnterWorkingRange`. Called
  /// once until ``didExitWorkingRange(in:)``, and always before ``willDisplaySection(in:)``: a
  /// section that comes on screen without having been in the range (a jump, a working range of
  /// 0) enters first. Never called while the working range is 0, its default.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  open func willEnterWorkingRange(in context: SectionContext) {}

  /// The section left the composite's working range.
  ///
  /// It is more than ``CompositeController/workingRange`` screens away from the viewport and
  /// nothing of it is on screen, it was removed from the list, the working range was set to 0,
  /// or the composite was detached from its host. Cancel or drop what
  /// ``willEnterWorkingRange(in:)`` started.
  ///
  /// Each ``willEnterWorkingRange(in:)`` is balanced by one call, after
  /// ``didEndDisplayingSection(in:)`` when the section was on screen; a section that moves in a
  /// batch and stays within the range gets neither event. A removed controller gets it once the
  /// host has applied the removal; its context's ``SectionContext/section`` is `nil` then.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  open func didExitWorkingRange(in context: SectionContext) {}

  // MARK: Scrolling

  /// The list scrolled while the section was on screen.
  ///
  /// IGListKit's `ListScrollDelegate.listAdapter(_:didScroll:)`: every section on screen hears
  /// each scroll, from the user or from code, in section order.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  open func didScroll(in context: SectionContext) {}

  /// The user started dragging the list while the section was on screen.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  open func willBeginDragging(in context: SectionContext) {}

  /// The user lifted the finger that dragged the list, the section being on screen: the place
  /// to load the next page when the end came near.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - decelerate: Whether the list goes on moving (then ``didEndDecelerating(in:)`` follows).
  ///   - context: The section's context.
  open func didEndDragging(willDecelerate decelerate: Bool, in context: SectionContext) {}

  /// The list came to rest after a drag, the section being on screen.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  open func didEndDecelerating(in context: SectionContext) {}

  // MARK: Sizes

  /// The height of a row, or `nil` for the host's default (automatic dimension in UIKit).
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The height in points, or `nil`.
  open func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { nil }

  /// An estimate of a row's height used before the row is laid out, or `nil` for none.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The estimated height in points, or `nil`.
  open func estimatedHeightForRow(at row: Int, in context: SectionContext) -> CGFloat? { nil }

  /// The height of the section's header, or `nil` for the host's default.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The height in points, or `nil`.
  open func heightForHeader(in context: SectionContext) -> CGFloat? { nil }

  /// The height of the section's footer, or `nil` for the host's default.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The height in points, or `nil`.
  open func heightForFooter(in context: SectionContext) -> CGFloat? { nil }

  /// A custom header view, dequeued with
  /// ``SectionContext/dequeueReusableSupplementaryView(ofKind:ofType:)``; it takes precedence
  /// over ``titleForHeader(in:)``.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The configured view, or `nil` to show the title, if any.
  open func viewForHeader(in context: SectionContext) -> (any Reusable)? { nil }

  /// A custom footer view; it takes precedence over ``titleForFooter(in:)``.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The context of the section asking.
  /// - Returns: The configured view, or `nil` to show the title, if any.
  open func viewForFooter(in context: SectionContext) -> (any Reusable)? { nil }

  // MARK: Supplementary views of other kinds

  /// The kinds of supplementary view the section shows besides its header and footer, such as
  /// a compositional layout's badge or a custom boundary item: IGListKit's
  /// `ListSupplementaryViewSource.supportedElementKinds()`.
  ///
  /// A UIKit collection view asks a kind where its layout places one, whatever this returns:
  /// the list is what the headless host shows, one view of each kind for the section (index
  /// `0`), on a line under the header (`├ badge: 3 new`), displayed while any of the section
  /// is on screen. The header and the footer come from ``viewForHeader(in:)`` and
  /// ``viewForFooter(in:)``, listed here or not.
  ///
  /// The default returns no kinds.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The kinds, in the order the headless host shows them.
  open func supplementaryKinds(in context: SectionContext) -> [SupplementaryKind] { [] }

  /// What VoiceOver reads for the section's header, where the title does not say it all.
  ///
  /// By default a header titled with ``titleForHeader(in:)`` reads its title as a heading
  /// (``ListAccessibility/Traits/header``); a custom header view
  /// (``viewForHeader(in:)``) that is not a content view keeps its own accessibility.
  ///
  /// The headless host asks it whenever VoiceOver's text is read; the UIKit adapters apply it
  /// when the header is displayed, so a change that keeps the title shows on UIKit once the
  /// header is displayed again (reload the section to show it at once).
  ///
  /// ```swift
  /// override func accessibilityForHeader(in context: SectionContext) -> ListAccessibility? {
  ///   ListAccessibility(label: "Unread messages", value: "\(unread.count)")
  /// }
  /// ```
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The description, or `nil` for the title as a heading.
  open func accessibilityForHeader(in context: SectionContext) -> ListAccessibility? { nil }

  /// What VoiceOver reads for the section's footer, where the title does not say it all.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The description, or `nil` for the title.
  open func accessibilityForFooter(in context: SectionContext) -> ListAccessibility? { nil }

  /// What VoiceOver reads once rows this controller inserted are on screen, or `nil` to read
  /// nothing (the default): "2 new messages" after a batch that added two.
  ///
  /// The composite asks once per batch the list applies, with every row the controller's
  /// requests of that turn inserted (several requests of a turn are asked about together),
  /// in local rows as they are after the batch, ascending; the controller's model is the one
  /// the batch left. It then posts the message as `UIAccessibility.post(notification:
  /// .announcement, argument:)` does, after the list applied the batch and before
  /// ``CompositeController/onDidApply`` and the requests' completions; the messages of
  /// several controllers go in the order of their sections. Nested composites' controllers are
  /// asked the same way.
  ///
  /// Only inserts are announced: rows moved, reloaded or reconfigured are not, nor are rows
  /// that come with the section itself (the list's first load, ``SectionContext/reload(animated:)``,
  /// ``CompositeController/reloadData(completion:)``, a controller added to the list). A batch
  /// the list refused and replaced by a reload is not announced either: it is a mistake the
  /// ``CompositeController/diagnostics`` report, and the rows it names may not exist. A
  /// controller removed before the batch is applied is not asked. To announce something else
  /// (a section added, a reload), call ``SectionContext/announceForAccessibility(_:)``.
  ///
  /// ```swift
  /// override func accessibilityAnnouncement(
  ///   forInsertedRows rows: [Int], in context: SectionContext
  /// ) -> String? {
  ///   rows.count == 1
  ///     ? "New message from \(messages[rows[0]].sender)" : "\(rows.count) new messages"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - rows: The inserted rows, local and ascending, as they are after the batch.
  ///   - context: The section's context.
  /// - Returns: What VoiceOver reads, or `nil` for nothing.
  open func accessibilityAnnouncement(forInsertedRows rows: [Int], in context: SectionContext)
    -> String?
  { nil }

  /// A supplementary view of a kind other than header and footer, dequeued with
  /// ``SectionContext/dequeueReusableSupplementaryView(ofKind:ofType:)``: IGListKit's
  /// `ListSupplementaryViewSource.viewForSupplementaryElement(ofKind:at:)`.
  ///
  /// `index` is where the layout places the view, in the section's own indexes: the item a
  /// supplementary item is attached to (a badge on an item), `0` for one on the section's
  /// boundary. Return `nil` for an index or a kind the section does not show: a collection
  /// view, which must be given a view, then gets an empty one, whose display is not reported.
  /// A header or footer is asked of ``viewForHeader(in:)`` and ``viewForFooter(in:)`` instead.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - kind: The kind, as the layout names it (a custom kind's `rawValue` is UIKit's element
  ///     kind).
  ///   - index: The local item the view is attached to, or `0`.
  ///   - context: The context of the section asking.
  /// - Returns: The configured view, or `nil`.
  open func viewForSupplementaryView(
    ofKind kind: SupplementaryKind, at index: Int, in context: SectionContext
  ) -> (any Reusable)? { nil }

  /// Whether the section's header stays at the top of the visible area while any of the
  /// section is on screen, its rows scrolling under it (a sticky header).
  ///
  /// Honoured by the sections of `CollectionViewAdapter.makeCompositionalLayout(listAppearance:)`
  /// (the header item's `pinToVisibleBounds`, in a list section or in the controller's own)
  /// and by the headless host. UIKit's other lists have no setting per section: a flow layout
  /// pins every header or none (`sectionHeadersPinToVisibleBounds`), a plain `UITableView`
  /// pins every header and a grouped one none (`HeadlessListView.sectionHeadersPinToVisibleBounds`
  /// models both).
  ///
  /// The default returns `false`: the layout's own behaviour.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: `true` to pin the header.
  open func pinsHeaderToVisibleBounds(in context: SectionContext) -> Bool { false }

  // MARK: Collection layout

  /// The size of the item at `row` in a collection view's flow layout, or `nil` for the
  /// layout's own `itemSize`.
  ///
  /// Work it out from ``SectionContext/containerSize`` to fill the width, for example a grid of
  /// three square items per line. Table views and the headless host do not ask it: they use
  /// ``heightForRow(at:in:)``.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local item.
  ///   - context: The section's context.
  /// - Returns: The size in points, or `nil`.
  open func sizeForItem(at row: Int, in context: SectionContext) -> CGSize? { nil }

  /// The margins around the section's items in a flow layout, or `nil` for the layout's own
  /// `sectionInset`.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The insets, or `nil`.
  open func sectionInsets(in context: SectionContext) -> SectionInsets? { nil }

  /// The smallest spacing between the lines of items of the section in a flow layout (rows of
  /// a vertical layout), or `nil` for the layout's own `minimumLineSpacing`.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The spacing in points, or `nil`.
  open func minimumLineSpacing(in context: SectionContext) -> CGFloat? { nil }

  /// The smallest spacing between items of one line of the section in a flow layout, or `nil`
  /// for the layout's own `minimumInteritemSpacing`.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The spacing in points, or `nil`.
  open func minimumInteritemSpacing(in context: SectionContext) -> CGFloat? { nil }

  /// The size of the section's header in a flow layout, or `nil` for the layout's own
  /// `headerReferenceSize`.
  ///
  /// A flow layout shows a header only where this size is not zero: a section whose
  /// ``viewForHeader(in:)`` returns a view gives a size here, unless the layout's
  /// `headerReferenceSize` already fits it. A vertical layout uses only the height, a
  /// horizontal one only the width.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The size in points, or `nil`.
  open func sizeForHeader(in context: SectionContext) -> CGSize? { nil }

  /// The size of the section's footer in a flow layout, or `nil` for the layout's own
  /// `footerReferenceSize`; like ``sizeForHeader(in:)``, a zero size shows no footer.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: The size in points, or `nil`.
  open func sizeForFooter(in context: SectionContext) -> CGSize? { nil }

  // MARK: Highlight and selection

  /// Whether a touch on `row` highlights it; a row that is not highlightable cannot be
  /// selected by a tap.
  ///
  /// The default returns `true`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` to highlight.
  open func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { true }

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

  /// Whether the user may select `row`: asked on a tap, a multiple-selection pan and a
  /// keyboard's selection, before ``willSelectRow(at:in:)``, on every host.
  ///
  /// A yes-or-no question, as a collection view's `collectionView(_:shouldSelectItemAt:)` and
  /// IGListKit's `shouldSelectItem(at:)`: answer `false` for a row that shows something but
  /// does not lead anywhere. A row that may not be selected is not asked
  /// ``willSelectRow(at:in:)``, and hears no ``didSelectRow(at:in:)``; selecting it from code
  /// (``SectionContext/selectRow(_:animated:scrollPosition:)``) is not asked.
  ///
  /// The default returns `true`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` to let the user select the row.
  open func shouldSelectRow(at row: Int, in context: SectionContext) -> Bool { true }

  /// Whether the user may deselect `row` (a tap on a selected row of a list that selects
  /// several, or the tap on another row that moves a single selection), before
  /// ``willDeselectRow(at:in:)``; `false` keeps it selected.
  ///
  /// The default returns `true`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` to let the user deselect the row.
  open func shouldDeselectRow(at row: Int, in context: SectionContext) -> Bool { true }

  /// The user is about to select `row`: return it, another row of this section to redirect
  /// the selection, or `nil` to cancel it.
  ///
  /// The default returns `row`.
  ///
  /// - Parameters:
  ///   - row: The local row the user tapped.
  ///   - context: The section's context.
  /// - Returns: The local row to select, or `nil`.
  open func willSelectRow(at row: Int, in context: SectionContext) -> Int? { row }

  /// The user selected `row`.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  open func didSelectRow(at row: Int, in context: SectionContext) {}

  /// The user is about to deselect `row`: return it, another row to redirect, or `nil` to
  /// keep it selected.
  ///
  /// The default returns `row`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The local row to deselect, or `nil`.
  open func willDeselectRow(at row: Int, in context: SectionContext) -> Int? { row }

  /// The user deselected `row`.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  open func didDeselectRow(at row: Int, in context: SectionContext) {}

  /// The accessory button of `row` was tapped.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  open func accessoryButtonTapped(forRow row: Int, in context: SectionContext) {}

  /// Whether `row` has a primary action (iOS 16's selection-follows-focus behaviour).
  ///
  /// The default returns `false`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` when ``performPrimaryAction(forRow:in:)`` should run.
  open func canPerformPrimaryAction(forRow row: Int, in context: SectionContext) -> Bool { false }

  /// Runs the primary action of `row`.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  open func performPrimaryAction(forRow row: Int, in context: SectionContext) {}

  // MARK: Multiple selection

  /// Whether a two-finger pan that starts on `row` selects the rows it crosses, the list
  /// entering editing mode (a table view) or multiple selection (a collection view).
  ///
  /// UIKit's `tableView(_:shouldBeginMultipleSelectionInteractionAt:)` and its collection view
  /// twin, asked of the controller whose row the pan starts on. The pan then selects each row
  /// it crosses as a tap would (each row's controller is asked ``shouldSelectRow(at:in:)`` and
  /// hears ``didSelectRow(at:in:)``). A table view offers the pan only while
  /// ``CompositeController/allowsMultipleSelectionDuringEditing`` is `true`.
  ///
  /// The default returns `false`, as UIKit's when the delegate does not answer.
  ///
  /// - Parameters:
  ///   - row: The local row the pan starts on.
  ///   - context: The section's context.
  /// - Returns: `true` to let the pan select rows.
  open func shouldBeginMultipleSelection(at row: Int, in context: SectionContext) -> Bool {
    false
  }

  /// A multiple-selection pan began on `row`, the list now in editing mode (a table view) or
  /// selecting several rows (a collection view): the place to show "Done" instead of "Select".
  ///
  /// Told to the controller that answered ``shouldBeginMultipleSelection(at:in:)``.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row the pan started on.
  ///   - context: The section's context.
  open func didBeginMultipleSelection(at row: Int, in context: SectionContext) {}

  /// The multiple-selection pan that began in this section ended; the list stays in editing
  /// mode, the rows it selected selected.
  ///
  /// Told to the controller that heard ``didBeginMultipleSelection(at:in:)``, even when the
  /// pan ended in another section.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The section's context.
  open func didEndMultipleSelection(in context: SectionContext) {}

  // MARK: Identity of rows

  /// The identity of the value `row` shows, which the composite uses to keep the row selected
  /// when the list reloads it; `nil` when rows have no identity.
  ///
  /// A host keeps the selection of a row that a batch moves and drops it for a row the batch
  /// deletes or reloads, and a reload of the list drops every selection. After such a batch or
  /// reload, the composite selects again each row that was selected and whose identity its
  /// section still shows, wherever it now stands in the section (also in a new controller of
  /// the same ``sectionIdentity``). ``IdentifiedSection`` and the sections of
  /// `show { … }` answer with their values' identities; a controller that answers `nil`
  /// keeps what the host keeps.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The row's identity, or `nil`.
  open func identityOfRow(at row: Int, in context: SectionContext) -> AnyHashable? { nil }

  // MARK: Editing

  /// Whether `row` can be edited (deleted, inserted, swiped).
  ///
  /// The default returns `false`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` when the row is editable.
  open func canEditRow(at row: Int, in context: SectionContext) -> Bool { false }

  /// The editing control shown for `row` in editing mode.
  ///
  /// The default returns `.delete`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The style.
  open func editingStyle(forRow row: Int, in context: SectionContext) -> EditingStyle { .delete }

  /// The title of the delete confirmation button, or `nil` for the system's.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The title, or `nil`.
  open func titleForDeleteConfirmation(forRow row: Int, in context: SectionContext) -> String? {
    nil
  }

  /// Whether `row` is indented while the list is editing.
  ///
  /// The default returns `true`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` to indent.
  open func shouldIndentWhileEditingRow(at row: Int, in context: SectionContext) -> Bool { true }

  /// The user started editing `row` (a swipe).
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  open func willBeginEditingRow(at row: Int, in context: SectionContext) {}

  /// The user stopped editing a row; `row` is `nil` when the row no longer exists.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row, or `nil`.
  ///   - context: The section's context.
  open func didEndEditingRow(at row: Int?, in context: SectionContext) {}

  /// The user committed an insertion or deletion of `row`.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - style: ``EditingStyle/delete`` or ``EditingStyle/insert``.
  ///   - row: The local row.
  ///   - context: The section's context.
  open func commit(_ style: EditingStyle, forRow row: Int, in context: SectionContext) {}

  /// Whether `row` shows a reorder control.
  ///
  /// The default returns `false`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: `true` when the row can be moved.
  open func canMoveRow(at row: Int, in context: SectionContext) -> Bool { false }

  /// Where a row being dragged from `source` may land when the user proposes `proposed`.
  ///
  /// Rows move within their own section: a destination proposed in another section arrives
  /// here clamped to this section's first or last row.
  ///
  /// The default returns `proposed`.
  ///
  /// - Parameters:
  ///   - source: The local row being moved.
  ///   - proposed: The local row proposed as the destination.
  ///   - context: The section's context.
  /// - Returns: The local destination row.
  open func targetRowForMove(from source: Int, toProposed proposed: Int, in context: SectionContext)
    -> Int
  { proposed }

  /// The user moved a row from `source` to `destination`; update the model.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - source: The local row it came from.
  ///   - destination: The local row it now occupies.
  ///   - context: The section's context.
  open func moveRow(from source: Int, to destination: Int, in context: SectionContext) {}

  /// Whether the user may drag this whole section among its siblings, by its only row.
  ///
  /// IGListKit's reordering of one-item section controllers. A section with exactly one row
  /// that answers `true` shows a reorder control on that row; the user may drop it into the
  /// section of a sibling (another child of the same ``CompositeController``) that has one row
  /// and answers `true` too: the composite then moves this controller among its children,
  /// before or after the sibling as the row was dropped, and calls
  /// ``CompositeController/onMove``. Sections of other row counts, and other drops, keep the
  /// row in its section.
  ///
  /// The default returns `false`.
  ///
  /// - Parameter context: The section's context.
  /// - Returns: `true` when the section can be moved.
  open func canMoveSection(in context: SectionContext) -> Bool { false }

  // MARK: Drag and drop

  /// The items a drag of the row begins with; none, and the row is not lifted.
  ///
  /// Drag and drop works on the list's drag interaction (UIKit's `dragInteractionEnabled`,
  /// `HeadlessListView.dragInteractionEnabled`), outside editing mode. A row dragged over a
  /// section asks that section's ``dropProposal(for:atRow:in:)``; a drop it accepts reaches
  /// its ``performDrop(_:with:atRow:in:)``, and for a move, this section's
  /// ``removeDraggedRows(_:in:)``.
  ///
  /// The default returns none.
  ///
  /// - Parameters:
  ///   - row: The local row pressed.
  ///   - context: The section's context.
  /// - Returns: The items, usually one.
  open func dragItems(forRow row: Int, in context: SectionContext) -> [ListDragItem] { [] }

  /// What this section would do with a drop over `row`, asked while a drag hovers there.
  ///
  /// The drop lands where the proposal says: ``ListDropProposal/Intent/insert`` puts the items
  /// in new rows before `row` (`row` equal to the row count: at the end),
  /// ``ListDropProposal/Intent/intoRow`` into the row at `row`. A
  /// ``ListDropProposal/Operation/move`` is refused when the session does not allow it
  /// (``ListDropSession/allowsMove``), and so is a drop into a row that does not exist.
  ///
  /// The default returns ``ListDropProposal/forbidden``.
  ///
  /// - Parameters:
  ///   - session: The items dragged and where they came from.
  ///   - row: The local row the drop is over, in the section as it shows before the drop.
  ///   - context: The section's context.
  /// - Returns: The proposal.
  open func dropProposal(for session: ListDropSession, atRow row: Int, in context: SectionContext)
    -> ListDropProposal
  { .forbidden }

  /// The user dropped items here, as `proposal` said: change the model only.
  ///
  /// The list animates the drop itself, in one batch with the rows the drag removes: an
  /// insert shows `session.items.count` new rows from `row` on (moved from their section when
  /// the proposal moves them), a drop into a row reconfigures that row. Do not call
  /// ``SectionContext/performBatch(animated:updates:completion:)`` for it. Called before the
  /// section the rows leave hears of it (``removeDraggedRows(_:in:)``).
  ///
  /// The default does nothing: override it with ``dropProposal(for:atRow:in:)``.
  ///
  /// - Parameters:
  ///   - session: The items dropped and where they came from.
  ///   - proposal: The proposal this section made for the drop, never forbidden.
  ///   - row: The local row the drop is over, in the section as it showed before the drop.
  ///   - context: The section's context.
  open func performDrop(
    _ session: ListDropSession, with proposal: ListDropProposal, atRow row: Int,
    in context: SectionContext
  ) {}

  /// Rows dragged from this section were moved elsewhere: remove them from the model only.
  ///
  /// Called once the section that accepted the drop changed its model
  /// (``performDrop(_:with:atRow:in:)``), in the same batch: the list animates the rows
  /// leaving. Rows dropped into this same section before the dragged ones have moved them
  /// down: `rows` says where they stand now.
  ///
  /// The default does nothing: override it with ``dragItems(forRow:in:)``.
  ///
  /// - Parameters:
  ///   - rows: The local rows to remove, in increasing order.
  ///   - context: The section's context.
  open func removeDraggedRows(_ rows: [Int], in context: SectionContext) {}

  // MARK: Swipe actions and context menus

  /// The actions revealed by swiping `row` from the leading edge, or `nil` for none.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The configuration, or `nil`.
  open func leadingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  { nil }

  /// The actions revealed by swiping `row` from the trailing edge, or `nil` for the system's.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The configuration, or `nil`.
  open func trailingSwipeActions(forRow row: Int, in context: SectionContext)
    -> SwipeActionsConfiguration?
  { nil }

  /// The context menu of `row`, or `nil` for none.
  ///
  /// The default returns `nil`.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  /// - Returns: The menu, or `nil`.
  open func contextMenu(forRow row: Int, in context: SectionContext) -> ContextMenu? { nil }

  /// The user tapped the preview of a context menu this controller returned (the preview
  /// commit); typically show the previewed content.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - menu: The menu returned by ``contextMenu(forRow:in:)``.
  ///   - row: The local row the menu was made for.
  ///   - context: The section's context.
  open func willCommitPreview(of menu: ContextMenu, forRow row: Int, in context: SectionContext) {}

  // MARK: Prefetching

  /// Rows that will probably be shown soon: start loading their data.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - rows: Local rows, in no particular order.
  ///   - context: The section's context.
  open func prefetchRows(_ rows: [Int], in context: SectionContext) {}

  /// Rows that are no longer expected soon: cancel their loading.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - rows: Local rows, in no particular order.
  ///   - context: The section's context.
  open func cancelPrefetchingRows(_ rows: [Int], in context: SectionContext) {}

  /// Stops: a method every section controller overrides was not overridden.
  ///
  /// - Parameter method: The method's name.
  private func mustOverride(_ method: String) -> Never {
    fatalError(
      """
      SectionKit: \(type(of: self)) does not override \(method). Every section controller \
      gives its cells: write `override func \(method)` in \(type(of: self)).
      """)
  }
}
