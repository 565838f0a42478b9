#if SECTIONKIT_UIKIT_MIRROR
  import Foundation
  import SectionKitSwiftUI
  import SwiftUIMirror
  import UIKitMirror

  /// A value a binding reads and writes, as SwiftUI's `@State` keeps one.
  final class StateBox<Value> {
    var value: Value

    init(_ value: Value) { self.value = value }

    /// A binding to the value.
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
  }

  /// A ``SectionList`` on screen, as SwiftUI keeps it: its coordinator and view controller,
  /// updated with each new version of the list.
  @MainActor
  struct ShownList {
    let coordinator: SectionList.Coordinator
    let controller: UIViewController

    /// Makes the list's view controller, as SwiftUI does when the list first appears in a view
    /// of this environment.
    init(_ list: SectionList, environment: EnvironmentValues = EnvironmentValues()) {
      coordinator = list.makeCoordinator()
      controller = list.makeUIViewController(
        context: .init(mirrorCoordinator: coordinator, environment: environment))
    }

    /// Updates the view controller with a new version of the list, as SwiftUI does after a
    /// state change.
    func update(
      _ list: SectionList, animated: Bool = true,
      environment: EnvironmentValues = EnvironmentValues()
    ) {
      var transaction = Transaction()
      transaction.disablesAnimations = !animated
      list.updateUIViewController(
        controller,
        context: .init(
          mirrorCoordinator: coordinator, transaction: transaction, environment: environment))
    }
  }
#endif
