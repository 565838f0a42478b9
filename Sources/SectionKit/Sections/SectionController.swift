/// A small, independent controller that owns exactly one section of a list.
///
/// A section controller answers the data-source questions (``SectionDataSource``) and the
/// delegate events (``SectionDelegate``) of its own section, in local row indexes. Compose
/// several with a ``CompositeController``; nest composites to build a screen out of features.
///
/// ```swift
/// final class GreetingSection: SectionController {
///   let names = ["Ada", "Grace"]
///   func numberOfRows(in context: SectionContext) -> Int { names.count }
///   func cell(at row: Int, in context: SectionContext) -> any Reusable {
///     let cell = context.dequeueReusableCell(ofType: LabelCell.self, for: row)
///     cell.text = "Hello, \(names[row])"
///     return cell
///   }
/// }
/// ```
///
/// A controller instance owns one section at a time: to show the same feature twice, create
/// two instances.
@MainActor
public protocol SectionController: SectionDataSource, SectionDelegate, SectionProvider {
  /// What makes this controller the same section across changes of the list of controllers.
  ///
  /// When a composite is given a new list of children, sections are matched by identity: a
  /// section whose identity stays is moved rather than deleted and inserted, and keeps its
  /// context (its selection, its place in pending updates). A new instance with the identity
  /// of an old one takes the old one's place and its section is reloaded. The default is the
  /// instance itself. Identities must be unique in a list.
  var sectionIdentity: AnyHashable { get }

  /// Called when the controller joins a list, and again whenever its context changes.
  ///
  /// Keep the context (weakly is not needed: the context does not retain the controller) if the
  /// controller acts outside the calls it receives, for example to select a row later.
  ///
  /// - Parameter context: The context the controller now talks to.
  func didAttach(to context: SectionContext)

  /// Called when the controller leaves its list; the context's ``SectionContext/sectionIndex``
  /// is `nil` from then on.
  ///
  /// - Parameter context: The context the controller talked to.
  func didDetach(from context: SectionContext)
}

extension SectionController {
  /// The instance itself: a section stays as long as the same controller instance does.
  public var sectionIdentity: AnyHashable { AnyHashable(ObjectIdentifier(self)) }

  /// Does nothing.
  ///
  /// - Parameter context: The context the controller now talks to.
  public func didAttach(to context: SectionContext) {}

  /// Does nothing.
  ///
  /// - Parameter context: The context the controller talked to.
  public func didDetach(from context: SectionContext) {}
}
