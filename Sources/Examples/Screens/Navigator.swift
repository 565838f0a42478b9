import ExampleScreens
import Foundation
import SectionKit
import SectionKitHeadless

/// A navigation stack of headless list view controllers, as a navigation controller would hold
/// them: pushing shows a new screen, popping returns to the previous one, which appears again
/// and so clears its selection.
@MainActor
final class Navigator: ScreenNavigator {
  struct Entry {
    let title: String
    let controller: HeadlessListViewController
  }

  private(set) var stack: [Entry] = []
  let size: CGSize

  init(size: CGSize) { self.size = size }

  var top: Entry? { stack.last }

  /// Shows a screen on top.
  func push(title: String, _ root: CompositeController) {
    let controller = HeadlessListViewController(root, size: size)
    stack.append(Entry(title: title, controller: controller))
    controller.viewWillAppear(animated: !stack.isEmpty)
    controller.viewDidAppear(animated: true)
  }

  /// Returns to the previous screen; it clears its selection as it appears.
  ///
  /// - Returns: `false` when there is no screen to return to.
  @discardableResult
  func pop() -> Bool {
    guard stack.count > 1 else { return false }
    stack.removeLast()
    top?.controller.viewWillAppear(animated: true)
    top?.controller.viewDidAppear(animated: true)
    return true
  }
}
