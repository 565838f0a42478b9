#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKit
  import SectionKitUIKit
  #if SECTIONKIT_UIKIT_MIRROR
    import SwiftUIMirror
    import UIKitMirror
  #else
    import SwiftUI
    import UIKit
  #endif

  extension SectionList {
    /// What follows a ``SectionList`` from one update to the next: it shows the list's
    /// sections, applies its bound selection and scroll position, and reports the user's.
    @MainActor
    public final class Coordinator: NSObject, UIScrollViewDelegate {
      /// The view controller showing the list.
      weak var host: (any SectionListHost)?
      /// The sections last shown, as shown (selectable when the selection is bound).
      private(set) var sections: [ListSection] = []
      private var selection: Binding<AnyHashable?>?
      private var scrollPosition: Binding<AnyHashable?>?
      /// The selected row the list shows, as last set from either side.
      private var shownSelection: AnyHashable?
      /// The topmost row, as last reported or scrolled to.
      private var shownScrollPosition: AnyHashable?
      /// The environment values the list passes to its hosted views, as last read.
      let passedEnvironment = PassedEnvironment()

      /// Shows the list's sections, then its selection and scroll position where they differ
      /// from what the list shows.
      ///
      /// - Parameters:
      ///   - list: The list, as SwiftUI now has it.
      ///   - environment: The list's environment.
      ///   - animated: Whether to animate.
      /// - Complexity: O(n), n being the number of rows, plus the diffs of the sections.
      func update(with list: SectionList, in environment: EnvironmentValues, animated: Bool) {
        if let host {
          showSections(of: list, in: environment, on: host.composite, animated: animated)
        }
        applyBindings(animated: animated)
      }

      /// Shows the list's sections (a list of sections written from state) on `composite`,
      /// selectable when the selection is bound, their hosted views reading the environment
      /// values the list passes.
      ///
      /// - Parameters:
      ///   - list: The list, as SwiftUI now has it.
      ///   - environment: The list's environment.
      ///   - composite: The list's composite.
      ///   - animated: Whether to animate.
      func showSections(
        of list: SectionList, in environment: EnvironmentValues, on composite: CompositeController,
        animated: Bool = false
      ) {
        selection = list.selection
        scrollPosition = list.scrollPosition
        guard case .sections(var written) = list.source else { return }
        if !list.environmentPasses.isEmpty {
          passedEnvironment.read(list.environmentPasses, from: environment)
          written = written.map(passedEnvironment.passing(to:))
        }
        sections = selection == nil ? written : written.map(selectable)
        composite.show(sections, animated: animated)
      }

      /// Selects the bound row and scrolls to the bound position, where they differ from what
      /// the list shows; the rows are applied first, so that they stand where the sections
      /// put them.
      ///
      /// - Parameter animated: Whether to animate.
      func applyBindings(animated: Bool) {
        let wantedSelection = selection?.wrappedValue
        let wantedScrollPosition = scrollPosition?.wrappedValue
        let selects = selection != nil && wantedSelection != shownSelection
        let scrolls = wantedScrollPosition != nil && wantedScrollPosition != shownScrollPosition
        guard selects || scrolls, let host, let listHost = host.listHost else { return }
        host.composite.flushUpdates()
        if selects {
          for indexPath in listHost.indexPathsForSelectedRows {
            listHost.deselectRow(at: indexPath, animated: animated)
          }
          if let wantedSelection, let indexPath = indexPath(of: wantedSelection) {
            try? listHost.selectRow(at: indexPath, animated: animated, scrollPosition: .none)
          }
          shownSelection = wantedSelection
        }
        if scrolls, let wantedScrollPosition, let indexPath = indexPath(of: wantedScrollPosition) {
          try? listHost.scrollToRow(at: indexPath, at: .top, animated: animated)
          shownScrollPosition = wantedScrollPosition
        }
      }

      /// Reports the topmost visible row to the scroll position's binding when it changed.
      ///
      /// - Parameter scrollView: The list view.
      public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let scrollPosition,
          let top = host?.listHost?.indexPathsForVisibleRows.first,
          let id = row(at: top)?.id, id != shownScrollPosition
        else { return }
        shownScrollPosition = id
        scrollPosition.wrappedValue = id
      }

      /// The section with every row that does nothing of its own when tapped selecting itself
      /// into the bound selection.
      private func selectable(_ section: ListSection) -> ListSection {
        var section = section
        section.rows = section.rows.map { row in
          guard !row.hasSelectAction else { return row }
          let id = row.id
          return row.onSelect(keepsSelection: true) { [weak self] in self?.userSelected(id) }
        }
        return section
      }

      /// The user tapped the row `id`.
      private func userSelected(_ id: AnyHashable) {
        shownSelection = id
        selection?.wrappedValue = id
      }

      /// The row shown at `indexPath`, if the list's sections have one there.
      private func row(at indexPath: ListIndexPath) -> Row? {
        guard sections.indices.contains(indexPath.section),
          sections[indexPath.section].rows.indices.contains(indexPath.row)
        else { return nil }
        return sections[indexPath.section].rows[indexPath.row]
      }

      /// Where the row `id` stands in the list's sections (the first with that identity).
      ///
      /// - Complexity: O(n), n being the number of rows.
      private func indexPath(of id: AnyHashable) -> ListIndexPath? {
        for (index, section) in sections.enumerated() {
          if let row = section.rows.firstIndex(where: { $0.id == id }) {
            return ListIndexPath(row: row, section: index)
          }
        }
        return nil
      }
    }
  }
#endif
