// A port of traderepublic/SectionKit's "Names" example screen to SectionKit, written anew (no
// code or prose copied). Source: github.com/traderepublic/SectionKit,
// Example/VanillaSwiftExamples/Sources/VanillaSwiftExamples/Names/ (NamesViewController.swift,
// NamesViewModel.swift, NamesSectionController.swift, NamesSectionViewModel.swift, NameCell.swift,
// NameSectionHeaderView.swift, NamesCoordinator.swift and
// NamesCoordinator+NamesSectionNavigation.swift). The names are a short list of our own, not the
// example's JSON file.
//
// What it exercises: view models split into inputs and outputs; one section per first letter,
// made from its view model by `setModels`; a pinned header that collapses its section when
// tapped (and, as in the original, goes with it); a selected name handed to a coordinator, in
// an extension, through a navigation protocol, and the row deselected.

import SectionKit
import SectionKitHeadless
import Testing

/// The port's types, in a namespace of their own.
enum Names {
  // MARK: Navigation

  @MainActor
  protocol NamesSectionNavigation {
    func show(name: String)
  }

  /// What the coordinator presented: the original's alert.
  struct Alert: Equatable {
    let title: String
    let message: String
  }

  /// The original holds a navigation controller and presents an alert on it; this one records
  /// the alerts.
  @MainActor
  final class NamesCoordinator {
    private(set) var presented: [Alert] = []
  }

  // MARK: View models

  @MainActor
  protocol NamesSectionViewModelInputs {
    func select(name: String)
    func pressCollapse()
  }

  @MainActor
  protocol NamesSectionViewModelOutputs {
    var sectionId: String { get }
    var sectionTitle: String { get }
    var names: [String] { get }
    var isCollapsed: Bool { get }
  }

  typealias NamesSectionViewModelType = NamesSectionViewModelInputs & NamesSectionViewModelOutputs

  @MainActor
  final class NamesSectionViewModel: NamesSectionViewModelType {
    private let navigation: any NamesSectionNavigation
    let sectionId: String
    let sectionTitle: String
    let names: [String]
    private(set) var isCollapsed = false

    init(sectionTitle: String, names: [String], navigation: any NamesSectionNavigation) {
      sectionId = sectionTitle
      self.sectionTitle = sectionTitle
      self.names = names
      self.navigation = navigation
    }

    func select(name: String) { navigation.show(name: name) }

    func pressCollapse() { isCollapsed.toggle() }
  }

  @MainActor
  protocol NamesViewModelOutputs {
    var title: String { get }
    var sections: [any NamesSectionViewModelType] { get }
  }

  /// The names grouped by their first letter, one section per letter in alphabetical order.
  @MainActor
  struct NamesViewModel: NamesViewModelOutputs {
    let title = "Names"
    let sections: [any NamesSectionViewModelType]

    init(firstNames: [String], navigation: any NamesSectionNavigation) {
      let byLetter = Dictionary(grouping: firstNames) { $0.first.map(String.init) ?? "" }
      sections = byLetter.keys.sorted().compactMap { letter in
        byLetter[letter].map {
          NamesSectionViewModel(sectionTitle: letter, names: $0, navigation: navigation)
        }
      }
    }
  }

  // MARK: Views

  final class NameCell: HeadlessCell {
    private var name = ""

    override func prepareForReuse() {
      super.prepareForReuse()
      name = ""
    }

    func set(name: String) { self.name = name }

    override var textDescription: String { name }
  }

  /// The original's header is a label with a close icon, tapped anywhere through a gesture
  /// recognizer: here the whole header is one button, titled with the letter.
  final class NameSectionHeaderView: HeadlessHeaderFooterView {
    private let button = HeadlessButton("", name: "collapse")

    override var controls: [HeadlessControl] { [button] }

    override func prepareForReuse() {
      super.prepareForReuse()
      button.title = ""
      button.onPrimaryAction = nil
    }

    func set(title: String, headerPressedHandler: @escaping () -> Void) {
      button.title = title
      button.onPrimaryAction = headerPressedHandler
    }

  }

  // MARK: The section controller

  /// The original's `ListSectionController<Model, Item>` derives its rows from the model
  /// (`items(for:)`) and animates their difference whenever they change: a ``BindingSection``
  /// (was a GAP: `ModelSectionController` kept no rows and `IdentifiedSection` was not made from
  /// a model, so the controller kept its rows, its own reference to the model, and diffed by
  /// hand).
  final class NamesSectionController: BindingSection<
    any NamesSectionViewModelType, String, String
  >, SectionHeaderFooterViews, SectionPinnedHeader
  {
    override func items(for model: any NamesSectionViewModelType) -> [String] {
      model.isCollapsed ? [] : model.names
    }

    override func cell(for name: String, at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: NameCell.self, for: row)
      cell.set(name: name)
      return cell
    }

    override func didSelectRow(at row: Int, in context: SectionContext) {
      model?.select(name: items[row])
      context.deselectRow(row, animated: true)
    }

    // MARK: Header

    func pinsHeaderToVisibleBounds(in context: SectionContext) -> Bool { true }

    /// The original leaves the header out of the section's layout once it is collapsed.
    func viewForHeader(in context: SectionContext) -> (any Reusable)? {
      guard let model, !model.isCollapsed else { return nil }
      let header = context.dequeueReusableSupplementaryView(
        ofKind: .header, ofType: NameSectionHeaderView.self)
      header.set(title: model.sectionId) { [weak self] in
        guard let self, let model = self.model else { return }
        model.pressCollapse()
        // The rows go, diffed as the original's `items` setter does; and the header with them,
        // which the original's layout leaves out: the section is reloaded.
        didUpdate(to: model)
        context.performBatch { $0.reloadSection() }
      }
      return header
    }
  }

  // MARK: The screen

  @MainActor
  final class NamesViewController {
    let composite = CompositeController()
    private let viewModel: any NamesViewModelOutputs
    private(set) var title: String?

    init(viewModel: any NamesViewModelOutputs) {
      self.viewModel = viewModel
    }

    func viewDidLoad() {
      title = viewModel.title
      // The original's adapter asks its data source for the sections (`sections(for:)`, as
      // IGListKit's `objects(for:)`) when told to `invalidateDataSource()`; a composite is
      // given them, from the same data source, and makes a controller for each new one (the
      // mapping of the IGListKit guide).
      composite.setModels(
        sections, id: { $0.sectionId }, animated: false,
        makeController: { _ in NamesSectionController() })
    }
  }
}

extension Names.NamesCoordinator: Names.NamesSectionNavigation {
  func show(name: String) {
    presented.append(
      Names.Alert(title: "Someone being chosen", message: "Amazing \(name) is nominated!"))
  }
}

extension Names.NamesViewController {
  /// The original's `ListCollectionViewAdapterDataSource` conformance.
  var sections: [any Names.NamesSectionViewModelType] { viewModel.sections }
}

@Suite("Port: traderepublic/SectionKit's Names screen") @MainActor
struct NamesViewControllerPortTests {
  private let firstNames = ["Ada", "Alan", "Barbara", "Edsger", "Grace", "Guido", "Gustav"]

  @Test func namesByLetterCollapseFromTheirHeaderAndSelectingOneShowsIt() throws {
    let coordinator = Names.NamesCoordinator()
    let screen = Names.NamesViewController(
      viewModel: Names.NamesViewModel(firstNames: firstNames, navigation: coordinator))
    let list = HeadlessListView(size: CGSize(width: 390, height: 800))
    screen.composite.attach(to: list)
    screen.viewDidLoad()
    screen.composite.flushUpdates()

    #expect(screen.title == "Names")
    #expect(list.numberOfSections == 4)
    #expect(
      list.renderedText() == """
        ┌ [A]
        │ Ada
        │ Alan
        └

        ┌ [B]
        │ Barbara
        └

        ┌ [E]
        │ Edsger
        └

        ┌ [G]
        │ Grace
        │ Guido
        │ Gustav
        └

        """)

    // Selecting a name hands it to the coordinator, which presents it; the row is deselected.
    try list.tapRow(at: ListIndexPath(row: 1, section: 3))
    #expect(
      coordinator.presented == [
        Names.Alert(title: "Someone being chosen", message: "Amazing Guido is nominated!")
      ])
    #expect(list.indexPathsForSelectedRows.isEmpty)

    // Tapping the "A" header collapses the section: its names and its header go.
    try list.tapButton("A", inHeaderOfSection: 0)
    #expect(list.numberOfRows(inSection: 0) == 0)
    #expect(list.header(forSection: 0) == nil)
    #expect(list.renderedText().hasPrefix("┌\n└\n\n┌ [B]\n│ Barbara\n└\n"), "an empty section")
    #expect(screen.composite.diagnostics.isEmpty)

    // The other sections keep their rows; a name below still reaches the coordinator.
    try list.tapRow(at: ListIndexPath(row: 0, section: 1))
    #expect(coordinator.presented.last?.message == "Amazing Barbara is nominated!")
  }
}
