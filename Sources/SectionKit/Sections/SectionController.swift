import Foundation

/// A small, independent controller that owns exactly one section of a list: subclass it, answer
/// the data source's questions, and adopt the capabilities your section has.
///
/// The composite asks a section controller the questions of its own section (how many rows, the
/// cell of each, the header and footer titles) and tells it when a row is selected, always in
/// local row indexes: row `0` is the first row of its section wherever the section stands in the
/// list. Compose several with a ``CompositeController``; nest composites to build a screen out
/// of features.
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
/// The class is small: what every section answers (``SectionDataSource``), what every section
/// is told (``SectionDelegate``), and the section's place in its list (``context``,
/// ``section``, ``isFirstSection``, ``isLastSection``). Everything else is a capability, a small
/// protocol with required methods that a controller adopts in its class or in an extension,
/// as IGListKit's `ListDisplayDelegate`: ``SectionEditing``, ``SectionSwipeActions``,
/// ``SectionDisplayDelegate`` and the others (see <doc:SectionCapabilities>). The composite
/// asks only the sections that adopt a capability; it learns which when the section joins
/// the list.
///
/// Every method of the class is `open`, so the compiler checks each one you write: an
/// override must say `override`, and a misspelled one does not compile. A capability's
/// required methods are checked the same way: a misspelled one leaves the type short of the
/// protocol ("does not conform").
///
/// The class derives from `NSObject`, so a section controller can be a UIKit delegate (a
/// search bar's, a text field's) as IGListKit's can. A controller instance owns one section at
/// a time: to show the same feature twice, create two instances.
@MainActor
open class SectionController: SectionProvider, SectionDataSource, SectionDelegate {
  /// Creates a section controller.
  public override init() {
    super.init()
  }

  /// This controller, as the one section it provides.
  override var asSectionController: SectionController? { self }

  /// The context the composite gave the controller, set before ``didAttach(to:)``.
  var attachedContext: SectionContext?

  /// How many of the user's edits of its rows reached the controller (a committed delete or
  /// insert, a move, a drop, rows dragged away): `setModels` tells a controller whose rows the
  /// user changed since its last model that model again, even when it is equal.
  var userEdits: UInt = 0
  /// The mark of the last tree that found this controller among its sections while a change
  /// of the list of sections waited (see `CompositeController.hasLeft(_:)`).
  var treeMark = 0

  // MARK: Its place in the list

  /// What the controller talks to: its rows' cells, selection, scrolling and updates, in its
  /// own row indexes.
  ///
  /// Set by the composite before ``didAttach(to:)``, and kept after the controller leaves its
  /// list (its requests then do nothing). Before the controller first joins a list, a context
  /// that is in no list.
  public var context: SectionContext {
    if let attachedContext { return attachedContext }
    let detached = SectionContext(controllerType: type(of: self), owner: nil)
    attachedContext = detached
    return detached
  }

  /// The section's position in the whole list.
  ///
  /// Read it while the controller is in a list, as in every call the composite makes; outside
  /// one, it stops with a message (``SectionContext/section`` is `nil` then, for code that
  /// cannot tell).
  public var section: Int {
    guard let section = context.section else {
      misuse(
        """
        SectionKit: \(type(of: self)).section was read while the controller is in no list \
        (before it joined one, or after it left). Read `context.section`, which is nil then.
        """)
    }
    return section
  }

  /// Whether the section is the first of its list; `false` outside a list.
  public var isFirstSection: Bool { context.isFirstSection }

  /// Whether the section is the last of its list; `false` outside a list.
  public var isLastSection: Bool { context.isLastSection }

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
  open var sectionIdentity: AnyHashable { instanceIdentity }

  /// The instance's identity, made once: an `AnyHashable` is made through the runtime, and the
  /// table reads every section's identity each time the list of sections changes.
  private lazy var instanceIdentity = AnyHashable(ObjectIdentifier(self))

  /// Called when the controller joins a list, and again whenever its context changes; the
  /// controller's ``context`` is already the new one.
  ///
  /// The default makes `context` the controller's context: a controller that embeds another
  /// one and forwards its questions to it hands it its context this way (the composite sets
  /// the context of the controllers in its list itself, whether or not an override calls
  /// `super`).
  ///
  /// - Parameter context: The context the controller now talks to.
  open func didAttach(to context: SectionContext) { attachedContext = context }

  /// Called when the controller leaves its list; the context's ``SectionContext/section`` is
  /// `nil` from then on.
  ///
  /// The default does nothing.
  ///
  /// - Parameter context: The context the controller talked to.
  open func didDetach(from context: SectionContext) {}

  // MARK: SectionDataSource

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

  // MARK: SectionDelegate

  /// The user selected `row`.
  ///
  /// The default does nothing.
  ///
  /// - Parameters:
  ///   - row: The local row.
  ///   - context: The section's context.
  open func didSelectRow(at row: Int, in context: SectionContext) {}

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
