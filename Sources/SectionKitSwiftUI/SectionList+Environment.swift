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
    /// The same list, passing the value of `keyPath` in its environment to the SwiftUI views of
    /// its rows, headers and footers.
    ///
    /// ```swift
    /// SectionList {
    ///   ListSection("people") {
    ///     for person in people {
    ///       Row(person.id, person.summary) { PersonRow(person: person) }
    ///     }
    ///   }
    /// }
    /// .passingEnvironment(\.theme)
    /// .environment(\.theme, .night)
    /// ```
    ///
    /// A hosted view does not inherit the environment of the view that contains the list: its
    /// cell hosts it apart, starting from UIKit's traits (dynamic type and the colour scheme
    /// flow that way; your own `EnvironmentKey`s do not). The list reads each passed value at
    /// each update and writes it into the environment of every hosted view it makes; when a
    /// value changes, the hosted rows are configured again, in the update's batch, and the
    /// sections with a hosted header or footer reload.
    ///
    /// Pass the values that your rows' views read: each is compared with `==` at each update.
    /// The values reach the rows of the sections written in the list, not the cells of a
    /// composite of section controllers (``init(_:style:)``), whose controllers make them.
    ///
    /// - Parameter keyPath: The value's key path in `EnvironmentValues`; passing the same key
    ///   path again changes nothing.
    /// - Returns: The list.
    @MainActor
    public func passingEnvironment<Value: Equatable>(
      _ keyPath: WritableKeyPath<EnvironmentValues, Value>
    ) -> SectionList {
      var list = self
      guard !list.environmentPasses.contains(where: { $0.keyPath == keyPath }) else { return list }
      list.environmentPasses.append(PassedEnvironment.Pass(keyPath))
      return list
    }
  }
#endif
