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

  extension RowContent {
    /// The content of a row drawn by a SwiftUI view, in a table or collection view cell.
    ///
    /// ```swift
    /// RowContent.hosting("Ada Lovelace, online", id: person.id) {
    ///   PersonRow(person: person)
    /// }
    /// ```
    ///
    /// From iOS 16 the cell hosts the view with a `UIHostingConfiguration`, keyed by `id`: a
    /// reused cell shows the new row's view with fresh state. On iOS 15 the cell shows
    /// `description` as a standard row instead. Selection, swipe actions, menus and the
    /// accessories are the section's, as on any row; VoiceOver reads `description` unless
    /// ``RowContent/accessibility`` says otherwise. The headless host shows `description`, so a
    /// screen that mixes SwiftUI rows and UIKit cells is tested as any other.
    ///
    /// A row is configured again when its description or its identity changes: say in the
    /// description what the view shows.
    ///
    /// - Parameters:
    ///   - description: What the view shows, in words.
    ///   - id: The row's identity, which keys the view.
    ///   - accessories: What the row shows beside the view.
    ///   - content: Makes the row's view, each time a cell shows the row.
    /// - Returns: The content.
    public static func hosting<ID: Hashable & Sendable, Content: View>(
      _ description: String, id: ID, accessories: [Accessory] = [],
      @ViewBuilder content: @escaping @MainActor @Sendable () -> Content
    ) -> RowContent {
      var row = RowContent(description, accessories: accessories)
      row.hostedView = HostedView(id: id, view: SwiftUIViewMaker(content: content))
      return row
    }
  }

  extension Row {
    /// A row of a declarative screen drawn by a SwiftUI view, keyed by the row's identity.
    ///
    /// ```swift
    /// ListSection("people", header: "People") {
    ///   for person in people {
    ///     Row(person.id, "\(person.name), \(person.status)") { PersonRow(person: person) }
    ///       .onSelect { open(person) }
    ///   }
    /// }
    /// ```
    ///
    /// See ``RowContent/hosting(_:id:accessories:content:)``.
    ///
    /// - Parameters:
    ///   - id: The row's identity, unique within its section; it keys the view.
    ///   - description: What the view shows, in words.
    ///   - accessories: What the row shows beside the view.
    ///   - content: Makes the row's view.
    public init<ID: Hashable & Sendable, Content: View>(
      _ id: ID, _ description: String, accessories: [RowContent.Accessory] = [],
      @ViewBuilder content: @escaping @MainActor @Sendable () -> Content
    ) {
      self.init(id, .hosting(description, id: id, accessories: accessories, content: content))
    }
  }
#endif
