#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKitUIKit
  #if SECTIONKIT_UIKIT_MIRROR
    import UIKitMirror
  #else
    import UIKit
  #endif

  /// A screen of the examples on a table view, holding the stack its screen pushes on.
  @MainActor
  final class ExampleScreenViewController: SectionTableViewController {
    private let navigator: NavigationStack

    init(composite: CompositeController, navigator: NavigationStack) {
      self.navigator = navigator
      super.init(composite: composite)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("ExampleScreenViewController is made in code") }
  }
#endif
