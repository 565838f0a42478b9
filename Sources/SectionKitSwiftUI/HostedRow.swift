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

  /// A row's SwiftUI view as its cell hosts it: keyed by the row's identity, so that a reused
  /// cell starts the new row's view with the new row's state, never the state of the row it
  /// showed before; with the environment values its list passes written into its environment.
  package struct HostedRow<Content: View>: View {
    /// The row's identity.
    package let id: AnyHashable
    /// The row's view.
    package let content: Content
    /// The environment values its list passes, as they were when the cell was configured.
    let environment: [PassedEnvironment.Value]

    /// The view, keyed by the row's identity, reading the passed environment values.
    package var body: some View {
      if environment.isEmpty {
        content.id(id)
      } else {
        PassedEnvironment.write(environment, into: content.id(id))
      }
    }
  }

  /// What a cell makes a SwiftUI row's configuration with (see ``RowContent/hosting(_:id:accessories:content:)``).
  struct SwiftUIViewMaker<Content: View>: HostedViewMaker, EnvironmentReceiving {
    /// Makes the row's view.
    let content: @MainActor @Sendable () -> Content
    /// The environment values the row's list passes, if it passes any.
    var environment: PassedEnvironment?

    /// A `UIHostingConfiguration` of the row's view keyed by `id`, from iOS 16; `nil` before,
    /// so that the cell shows the row's description as a standard row.
    ///
    /// - Parameter id: The row's identity.
    /// - Returns: The configuration, or `nil` on iOS 15.
    @MainActor
    func contentConfiguration(id: any Hashable & Sendable) -> (any UIContentConfiguration)? {
      guard #available(iOS 16, *) else { return nil }
      let content = content
      let values = environment?.values ?? []
      return UIHostingConfiguration {
        HostedRow(id: AnyHashable(id), content: content(), environment: values)
      }
    }

    /// The same maker, its views reading `environment`'s values.
    ///
    /// - Parameter environment: The list's passed values.
    /// - Returns: The maker.
    func receiving(_ environment: PassedEnvironment) -> any Sendable {
      var maker = self
      maker.environment = environment
      return maker
    }
  }
#endif
