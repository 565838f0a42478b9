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

  extension ListSection {
    /// The same section with its header drawn by a SwiftUI view.
    ///
    /// ```swift
    /// ListSection("people") {
    ///   for person in people {
    ///     Row(person.id, person.summary) { PersonRow(person: person) }
    ///   }
    /// }
    /// .header("People, \(people.count) in all") { PeopleHeader(count: people.count) }
    /// ```
    ///
    /// From iOS 16 the header view hosts the view with a `UIHostingConfiguration`, keyed by the
    /// section's identity: a header view reused for another section starts that section's view
    /// with fresh state; VoiceOver reads the view. The description is the section's header
    /// title (``/SectionKit/ListSection/header``): on iOS 15 and on the headless host the header
    /// shows it as a title. The section reloads when the description changes, as for a title:
    /// say in it what the view shows.
    ///
    /// - Parameters:
    ///   - description: What the view shows, in words.
    ///   - content: Makes the header's view, each time a header view shows the section.
    /// - Returns: The section, with this header replacing any earlier title or view.
    public func header<Content: View>(
      _ description: String, @ViewBuilder content: @escaping @MainActor @Sendable () -> Content
    ) -> ListSection {
      var section = self
      section.header = description
      section.headerContent = .hosting(
        description, id: HostedSupplementaryID(section: id, isHeader: true), content: content)
      return section
    }

    /// The same section with its footer drawn by a SwiftUI view.
    ///
    /// ```swift
    /// ListSection("people") { … }
    ///   .footer("Tap a person to see their profile") { Text("Tap a person to see their profile") }
    /// ```
    ///
    /// See ``header(_:content:)``: the footer is keyed by the section's identity too, never
    /// sharing state with the header (a table view takes both from one reuse pool).
    ///
    /// - Parameters:
    ///   - description: What the view shows, in words; the section's footer title.
    ///   - content: Makes the footer's view, each time a footer view shows the section.
    /// - Returns: The section, with this footer replacing any earlier title or view.
    public func footer<Content: View>(
      _ description: String, @ViewBuilder content: @escaping @MainActor @Sendable () -> Content
    ) -> ListSection {
      var section = self
      section.footer = description
      section.footerContent = .hosting(
        description, id: HostedSupplementaryID(section: id, isHeader: false), content: content)
      return section
    }
  }

  /// The identity a section's hosted header or footer is keyed by: the section's identity and
  /// which of the two it is.
  ///
  /// `@unchecked Sendable`: `section` holds a section identity, which ``/SectionKit/ListSection``
  /// takes only as `Hashable & Sendable`; `AnyHashable` hides that.
  package struct HostedSupplementaryID: Hashable, @unchecked Sendable {
    /// The section's identity.
    package let section: AnyHashable
    /// Whether the view is the header, rather than the footer.
    package let isHeader: Bool

    /// Creates the identity of a section's header or footer.
    ///
    /// - Parameters:
    ///   - section: The section's identity.
    ///   - isHeader: Whether the view is the header, rather than the footer.
    package init(section: AnyHashable, isHeader: Bool) {
      self.section = section
      self.isHeader = isHeader
    }
  }
#endif
