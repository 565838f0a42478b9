#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || SECTIONKIT_UIKIT_MIRROR
  #if SECTIONKIT_UIKIT_MIRROR
    import Foundation
    @_spi(Hosting) import SectionKit
    import UIKitMirror
  #else
    import UIKit
  #endif

  extension TableViewAdapter {
    /// UIKit's configuration of a section controller's swipe actions.
    static func uiKit(_ configuration: SwipeActionsConfiguration) -> UISwipeActionsConfiguration {
      let actions = configuration.actions.map { action in
        UIContextualAction(
          style: action.style == .destructive ? .destructive : .normal, title: action.title
        ) { _, _, completion in
          action.handler { completion($0) }
        }
      }
      let result = UISwipeActionsConfiguration(actions: actions)
      result.performsFirstActionWithFullSwipe = configuration.performsFirstActionWithFullSwipe
      return result
    }
  }
#endif
