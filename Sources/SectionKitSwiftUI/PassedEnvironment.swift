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

  /// The environment values a ``SectionList`` passes to the SwiftUI views of its rows, headers
  /// and footers, as last read from the list's environment.
  ///
  /// A hosted view does not inherit the environment of the view that contains the list: its
  /// cell's `UIHostingConfiguration` starts from UIKit's traits. The list reads the values the
  /// user chose (``SectionList/passingEnvironment(_:)``) at each update, and each hosted view
  /// writes them again with `.environment(_:_:)`, the only public way to set an environment
  /// value (`EnvironmentValues` is not `Sendable`, and no public modifier sets all of it).
  @MainActor
  final class PassedEnvironment {
    /// One value a list passes: its key path and how to read it.
    struct Pass {
      /// The key path, so that each is passed once.
      let keyPath: AnyKeyPath
      /// Reads the value from the list's environment.
      let read: @MainActor (EnvironmentValues) -> Value

      /// A pass of the value at `keyPath`, compared with `==` from one update to the next.
      ///
      /// - Parameter keyPath: The value's key path.
      @MainActor
      init<Passed: Equatable>(_ keyPath: WritableKeyPath<EnvironmentValues, Passed>) {
        self.keyPath = keyPath
        read = { environment in
          let value = environment[keyPath: keyPath]
          return Value(
            isEqual: { ($0.value as? Passed) == value }, value: value,
            write: { AnyView($0.environment(keyPath, value)) })
        }
      }
    }

    /// One value as read, and how a hosted view writes it into its own environment.
    struct Value {
      /// Whether another value read for the same key path is equal to this one.
      let isEqual: (Value) -> Bool
      /// The value.
      let value: Any
      /// The view with the value written into its environment.
      let write: @MainActor (AnyView) -> AnyView
    }

    /// The values, as last read, in the order the list passes them.
    private(set) var values: [Value] = []
    /// Raised each time a value read differs from the one before, so that the hosted rows are
    /// configured again (the revision of their `RowContent.HostedView`).
    private(set) var revision = 0

    /// Reads the passes' values from the list's environment, raising ``revision`` when one
    /// differs from what was read before.
    ///
    /// - Parameters:
    ///   - passes: The values the list passes.
    ///   - environment: The list's environment.
    /// - Complexity: O(k), k being the number of passes.
    func read(_ passes: [Pass], from environment: EnvironmentValues) {
      let new = passes.map { $0.read(environment) }
      let same =
        new.count == values.count && zip(values, new).allSatisfy { old, new in old.isEqual(new) }
      values = new
      if !same { revision += 1 }
    }

    /// The view with every value written into its environment.
    ///
    /// - Parameters:
    ///   - values: The values, as read.
    ///   - view: The hosted view.
    /// - Returns: The view, in an `AnyView` per value.
    static func write<Content: View>(_ values: [Value], into view: Content) -> AnyView {
      values.reduce(AnyView(view)) { view, value in value.write(view) }
    }

    /// The content with its hosted view (a SwiftUI row's, header's or footer's) reading the
    /// passed values, at the current revision; other content as it is.
    ///
    /// - Parameter content: A row's, header's or footer's content.
    /// - Returns: The content.
    func passing(to content: RowContent) -> RowContent {
      guard let hosted = content.hostedView,
        let maker = hosted.view as? any EnvironmentReceiving
      else { return content }
      var passed = RowContent.HostedView(id: hosted.id, view: maker.receiving(self))
      passed.revision = revision
      var content = content
      content.hostedView = passed
      return content
    }

    /// The section with every hosted view of its rows, header and footer reading the passed
    /// values.
    ///
    /// - Parameter section: A section of the list.
    /// - Returns: The section.
    /// - Complexity: O(n), n being the number of rows.
    func passing(to section: ListSection) -> ListSection {
      var section = section
      for index in section.rows.indices where section.rows[index].content.hostedView != nil {
        section.rows[index].content = passing(to: section.rows[index].content)
      }
      section.headerContent = section.headerContent.map(passing(to:))
      section.footerContent = section.footerContent.map(passing(to:))
      return section
    }
  }

  /// A view maker that can make its view reading a list's passed environment values.
  protocol EnvironmentReceiving: Sendable {
    /// The same maker, its views reading `environment`'s values as they are when a cell is
    /// configured.
    ///
    /// - Parameter environment: The list's passed values.
    /// - Returns: The maker.
    func receiving(_ environment: PassedEnvironment) -> any Sendable
  }
#endif
