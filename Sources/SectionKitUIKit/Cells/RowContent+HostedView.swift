#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  @_spi(Hosting) import SectionKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// What a layer over SectionKitUIKit (SectionKitSwiftUI) makes a hosted row's view with: a
  /// content configuration that the content cells set in place of their list configuration.
  package protocol HostedViewMaker: Sendable {
    /// The configuration that draws the row, keyed by `id`, or `nil` where the system cannot
    /// host the view (the cell then shows the content's text as a standard row).
    ///
    /// - Parameter id: The identity the view is keyed by.
    /// - Returns: The configuration, or `nil`.
    @MainActor
    func contentConfiguration(id: any Hashable & Sendable) -> (any UIContentConfiguration)?
  }

  extension RowContent {
    /// The configuration of the content's hosted view, or `nil` for a standard row or where
    /// the view cannot be hosted.
    @MainActor
    var hostedConfiguration: (any UIContentConfiguration)? {
      guard let hostedView, let maker = hostedView.view as? any HostedViewMaker else {
        return nil
      }
      return maker.contentConfiguration(id: hostedView.id)
    }
  }
#endif
