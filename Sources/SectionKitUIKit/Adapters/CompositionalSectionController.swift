#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// A section controller that lays its own section out in a compositional layout.
  ///
  /// A collection view whose layout is
  /// ``CollectionViewAdapter/makeCompositionalLayout(listAppearance:)`` asks the controller that
  /// owns each section for that section's layout; a controller that does not adopt this protocol,
  /// or answers `nil`, is laid out as a list. The flow-layout sizes of
  /// ``/SectionKit/SectionController`` are not asked by a compositional layout.
  ///
  /// ```swift
  /// extension PhotoGridSection: CompositionalSectionController {
  ///   func layoutSection(
  ///     environment: any NSCollectionLayoutEnvironment, in context: SectionContext
  ///   ) -> NSCollectionLayoutSection? {
  ///     let columns = environment.container.effectiveContentSize.width > 600 ? 5 : 3
  ///     return .grid(columns: columns)  // your NSCollectionLayoutSection
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol CompositionalSectionController: SectionController {
    /// The layout of the controller's section.
    ///
    /// Called whenever the layout is invalidated (on rotation, a change of size class, or a
    /// reload), once per section.
    ///
    /// - Parameters:
    ///   - environment: Where the section is laid out: its container's size and the traits.
    ///   - context: The controller's context.
    /// - Returns: The section's layout, or `nil` for the layout's list section.
    func layoutSection(
      environment: any NSCollectionLayoutEnvironment, in context: SectionContext
    ) -> NSCollectionLayoutSection?
  }
#endif
