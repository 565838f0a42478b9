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

  /// A SwiftUI view showing SectionKit sections on a `UITableView` or a list `UICollectionView`,
  /// through a ``SectionTableViewController`` or a ``SectionCollectionViewController``.
  ///
  /// Write the sections from SwiftUI state, as a view's `body` is written:
  ///
  /// ```swift
  /// SectionList(selection: $selectedID) {
  ///   ListSection("people", header: "People") {
  ///     for person in model.people {
  ///       Row(person.id, person.name) { PersonRow(person: person) }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// When the state changes, SwiftUI updates the list with the new sections and the composite
  /// shows them as ``CompositeController/show(_:animated:completion:)`` does: only the rows
  /// that changed reach the list, in one animated batch, never a reload. Or show a composite
  /// of section controllers you already have (``init(_:style:)``): it updates itself through
  /// its own batches.
  ///
  /// Selection and the scroll position are bound by row identity. With a selection binding, a
  /// tap on a row selects it and sets the binding, as in SwiftUI's `List(selection:)`; a row
  /// with a select action of its own (``Row/onSelect(keepsSelection:_:)``) runs that instead. The list works in a `NavigationStack` and in a
  /// sheet; the hosted rows follow the traits SwiftUI passes to UIKit (dynamic type, colour
  /// scheme, layout direction), and the values of your own environment keys that the list
  /// passes (``passingEnvironment(_:)``).
  public struct SectionList: UIViewControllerRepresentable {
    /// The list view a ``SectionList`` shows its sections on.
    public enum Style {
      /// A `UITableView` of this style.
      case table(UITableView.Style)
      /// A `UICollectionView` with a list layout of this appearance.
      case list(UICollectionLayoutListConfiguration.Appearance)
    }

    /// Where the list's sections come from.
    enum Source {
      /// Sections written from SwiftUI state, shown by the list's own composite.
      case sections([ListSection])
      /// A composite of the app's, shown as it is.
      case composite(CompositeController)
    }

    let source: Source
    let style: Style
    let selection: Binding<AnyHashable?>?
    let scrollPosition: Binding<AnyHashable?>?
    /// The environment values the list passes to its hosted views.
    var environmentPasses: [PassedEnvironment.Pass] = []

    /// A list of the sections written in `sections`, shown again with each update of the view.
    ///
    /// - Parameters:
    ///   - style: The list view.
    ///   - selection: The identity of the selected row, or `nil` when no row is selected.
    ///   - scrollPosition: The identity of the topmost visible row; setting it scrolls there.
    ///   - sections: The sections, written with ``SectionBuilder``; evaluated now, in the
    ///     `body` that makes the list, so that SwiftUI sees the state they read.
    /// - Complexity: O(n) to evaluate the sections, n being the number of rows.
    public init(
      style: Style = .table(.insetGrouped), selection: Binding<AnyHashable?>? = nil,
      scrollPosition: Binding<AnyHashable?>? = nil,
      @SectionBuilder sections: () -> [ListSection]
    ) {
      self.source = .sections(sections())
      self.style = style
      self.selection = selection
      self.scrollPosition = scrollPosition
    }

    /// A list showing a composite of section controllers, which update the list themselves.
    ///
    /// The first composite given stays the list's; to show another, give the list another
    /// identity (`.id(_:)`).
    ///
    /// - Parameters:
    ///   - composite: The screen's root composite; the list keeps it alive.
    ///   - style: The list view.
    public init(_ composite: CompositeController, style: Style = .table(.insetGrouped)) {
      self.source = .composite(composite)
      self.style = style
      self.selection = nil
      self.scrollPosition = nil
    }

    /// Makes the coordinator that follows the list's updates, selection and scrolling.
    ///
    /// - Returns: The coordinator.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Makes the view controller showing the list.
    ///
    /// - Parameter context: The context SwiftUI gives.
    /// - Returns: A ``SectionTableViewController`` or a ``SectionCollectionViewController``.
    public func makeUIViewController(context: Context) -> UIViewController {
      let composite: CompositeController
      if case .composite(let given) = source { composite = given } else { composite = .init() }
      context.coordinator.showSections(of: self, in: context.environment, on: composite)
      let host = style.makeLoadedViewController(showing: composite)  // loads the sections
      host.scrollViewDelegate = context.coordinator
      context.coordinator.host = host
      context.coordinator.applyBindings(animated: false)
      return host.viewController
    }

    /// Shows the list's new sections, selection and scroll position.
    ///
    /// - Parameters:
    ///   - uiViewController: The view controller made by ``makeUIViewController(context:)``.
    ///   - context: The context SwiftUI gives.
    /// - Complexity: O(n) to compare the sections, plus the diffs of the sections that changed.
    public func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
      context.coordinator.update(
        with: self, in: context.environment, animated: !context.transaction.disablesAnimations)
    }
  }
#endif
