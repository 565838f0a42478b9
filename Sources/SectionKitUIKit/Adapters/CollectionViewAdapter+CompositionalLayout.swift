#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  // A compositional layout asks for each section's layout through one closure; the adapter
  // answers with the owning section controller's, or a list. A list's swipe actions come from
  // the owning controller, in its local rows, as a table view's do.
  extension CollectionViewAdapter {
    /// A compositional layout whose sections are laid out by their section controllers.
    ///
    /// Each section is asked of the controller that owns it, nested or not: a
    /// ``CompositionalSectionController`` gives its own `NSCollectionLayoutSection`; any other
    /// controller, or one that answers `nil`, gets a list section of `listAppearance` with its
    /// leading and trailing swipe actions (see ``makeListConfiguration(appearance:)``), and a
    /// header or footer where the controller has a header or footer title
    /// (``/SectionKit/SectionController/titleForHeader(in:)``), showing the title. The header of a
    /// section whose controller answers
    /// ``/SectionKit/SectionPinnedHeader/pinsHeaderToVisibleBounds(in:)`` with `true` stays at the
    /// top of the visible area while the section is on screen (its header items'
    /// `pinToVisibleBounds`, in a list section or the controller's own).
    ///
    /// ```swift
    /// let adapter = CollectionViewAdapter(collectionView: collectionView)
    /// collectionView.collectionViewLayout = adapter.makeCompositionalLayout()
    /// screen.attach(to: adapter)
    /// ```
    ///
    /// The layout holds the adapter weakly; without it, every section is a list.
    ///
    /// - Parameter listAppearance: The appearance of the sections laid out as a list.
    /// - Returns: The layout, for the adapter's collection view.
    public func makeCompositionalLayout(
      listAppearance: UICollectionLayoutListConfiguration.Appearance = .plain
    ) -> UICollectionViewCompositionalLayout {
      self.listAppearance = listAppearance
      let list = makeListConfiguration(appearance: listAppearance)
      let provider: UICollectionViewCompositionalLayoutSectionProvider = {
        [weak self] section, environment in
        if let own = self?.layoutSection(section, environment: environment) {
          self?.pinHeader(of: own, ifSectionAsks: section)
          return own
        }
        var configuration = list
        if let titles = self?.titles(ofSection: section) {
          configuration.headerMode = titles.header ? .supplementary : .none
          configuration.footerMode = titles.footer ? .supplementary : .none
        }
        let listSection = NSCollectionLayoutSection.list(
          using: configuration, layoutEnvironment: environment)
        self?.pinHeader(of: listSection, ifSectionAsks: section)
        return listSection
      }
      return UICollectionViewCompositionalLayout(
        sectionProvider: provider,
        configuration: configurationShowingListHeaderAndFooter(
          UICollectionViewCompositionalLayoutConfiguration()))
    }

    /// A list configuration whose swipe actions are those of the section controller that owns
    /// each item.
    ///
    /// The providers ask the owning controller's
    /// ``/SectionKit/SectionSwipeActions/leadingSwipeActions(forRow:in:)`` and
    /// ``/SectionKit/SectionSwipeActions/trailingSwipeActions(forRow:in:)`` with its local row; a
    /// controller that gives none leaves the item without swipe actions. Use it for a
    /// `UICollectionViewCompositionalLayout.list(using:)` layout, or change it before making list
    /// sections of your own.
    ///
    /// - Parameter appearance: The list's appearance.
    /// - Returns: The configuration; it holds the adapter weakly.
    public func makeListConfiguration(
      appearance: UICollectionLayoutListConfiguration.Appearance = .plain
    ) -> UICollectionLayoutListConfiguration {
      var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
      configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        self?.listDelegate?.leadingSwipeActions(forRowAt: indexPath.listIndexPath)?.uiKit
      }
      configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        self?.listDelegate?.trailingSwipeActions(forRowAt: indexPath.listIndexPath)?.uiKit
      }
      return configuration
    }

    /// Whether a section has a header title and a footer title; `nil` for a section the list
    /// does not have.
    ///
    /// - Parameter section: The section in the whole list.
    /// - Returns: Whether each title is there.
    private func titles(ofSection section: Int) -> (header: Bool, footer: Bool)? {
      guard let router = listDelegate as? CompositeRouter, router.owner(ofSection: section) != nil
      else { return nil }
      return (
        router.titleForHeader(inSection: section) != nil,
        router.titleForFooter(inSection: section) != nil
      )
    }

    /// Pins the header items of a section's layout to the visible bounds when the owning
    /// controller asks (``SectionPinnedHeader/pinsHeaderToVisibleBounds(in:)``); otherwise leaves
    /// them as the layout made them.
    ///
    /// - Parameters:
    ///   - layoutSection: The section's layout: a list's, or the controller's own.
    ///   - section: The section in the whole list.
    private func pinHeader(
      of layoutSection: NSCollectionLayoutSection, ifSectionAsks section: Int
    ) {
      guard let router = listDelegate as? CompositeRouter, router.owner(ofSection: section) != nil,
        router.pinsHeaderToVisibleBounds(inSection: section)
      else { return }
      let items = layoutSection.boundarySupplementaryItems
      for item in items where item.elementKind == UICollectionView.elementKindSectionHeader {
        item.pinToVisibleBounds = true
      }
      layoutSection.boundarySupplementaryItems = items
    }

    /// The layout of a section from its owning controller, if it lays its section out.
    ///
    /// - Parameters:
    ///   - section: The section in the whole list.
    ///   - environment: The layout environment.
    /// - Returns: The controller's section, or `nil`.
    private func layoutSection(
      _ section: Int, environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection? {
      guard let router = listDelegate as? CompositeRouter,
        let owner = router.owner(ofSection: section),
        let controller = owner.controller as? any CompositionalSectionController
      else { return nil }
      return controller.layoutSection(environment: environment, in: owner.context)
    }
  }
#endif
