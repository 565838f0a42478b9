import Foundation

/// One section of a declarative screen: an identity, optional header and footer titles, and
/// rows.
///
/// Write sections inside ``CompositeController/show(animated:_:completion:)``, and the rows of each
/// section in its trailing closure, a ``RowBuilder``: `if`, `if`/`else`, `switch`, `for` loops
/// and optional rows are allowed.
///
/// ```swift
/// ListSection("account", header: "Account") {
///   Row("name", RowContent("Name", detail: user.name))
///   if user.isAdmin { Row("admin", RowContent("Admin tools", accessory: .disclosureIndicator)) }
/// }
/// ```
public struct ListSection: Identifiable {
  /// The section's identity, unique within the screen.
  public var id: AnyHashable { key.id }
  /// The identity as the screen compares and hashes it: an integer or a string held as itself
  /// (comparing two `AnyHashable`s goes through the runtime, about two thousand instructions
  /// each on Linux, and a table of sections compares several per lookup).
  @usableFromInline let key: Row.Key
  /// The header title.
  public var header: String?
  /// The footer title.
  public var footer: String?
  /// What the header view shows, or `nil` for a title.
  ///
  /// A header drawn by a view of a host's layer (a SwiftUI view,
  /// `ListSection.header(_:content:)` in SectionKitSwiftUI) has content; its text is the
  /// ``header`` title too, so that a host that cannot make the view shows the title.
  package var headerContent: RowContent?
  /// What the footer view shows, as ``headerContent`` for the header.
  package var footerContent: RowContent?
  /// The rows, in order.
  public var rows: [Row]
  /// What VoiceOver reads for the header, or `nil` for its title as a heading.
  ///
  /// The host reads it when VoiceOver reads the header: a newer screen that changes it, and
  /// not the header's title, reloads nothing.
  public var headerAccessibility: ListAccessibility?
  /// What VoiceOver reads for the footer, or `nil` for its title.
  public var footerAccessibility: ListAccessibility?
  /// What VoiceOver reads of rows a newer screen inserts into the section, given those rows.
  ///
  /// `nil` (the default) reads nothing. See ``announcingInsertedRows(_:)``.
  public var insertedRowsAnnouncement: (@MainActor ([Row]) -> String?)?
  /// Called when the user moved a row within the section; see ``onMove(_:)``.
  package var moveAction: (@MainActor (Int, Int) -> Void)?
  /// Called when rows were dropped into the section; see ``onDrop(_:)``.
  package var dropAction: (@MainActor ([AnyHashable], Int) -> Void)?
  /// Called when the user deleted rows of the section; see ``onDelete(perform:)``.
  package var deleteAction: (@MainActor (IndexSet) -> Void)?
  /// Called when rows dragged from the section left it; see ``onDragOut(_:)``.
  package var dragOutAction: (@MainActor ([AnyHashable]) -> Void)?

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - id: The section's identity, unique within the screen.
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - rows: The rows, written with ``RowBuilder``.
  public init<ID: Hashable & Sendable>(
    _ id: ID, header: String? = nil, footer: String? = nil, @RowBuilder rows: () -> [Row]
  ) {
    self.init(id, header: header, footer: footer, rows: rows())
  }

  /// Creates a section from an array of rows.
  ///
  /// - Parameters:
  ///   - id: The section's identity, unique within the screen.
  ///   - header: The header title.
  ///   - footer: The footer title.
  ///   - rows: The rows, in order.
  public init<ID: Hashable & Sendable>(
    _ id: ID, header: String? = nil, footer: String? = nil, rows: [Row]
  ) {
    self.key = Row.Key(id)
    self.header = header
    self.footer = footer
    self.rows = rows
  }
}

extension ListSection {
  /// The same section with what VoiceOver reads for its header and footer.
  ///
  /// ```swift
  /// ListSection("inbox", header: "Inbox") { … }
  ///   .accessibility(header: ListAccessibility(label: "Inbox", value: "3 unread"))
  /// ```
  ///
  /// - Parameters:
  ///   - header: What VoiceOver reads for the header, or `nil` for its title as a heading.
  ///   - footer: What VoiceOver reads for the footer, or `nil` for its title.
  /// - Returns: The section, with both replacing any earlier ones.
  public func accessibility(header: ListAccessibility? = nil, footer: ListAccessibility? = nil)
    -> ListSection
  {
    var section = self
    section.headerAccessibility = header
    section.footerAccessibility = footer
    return section
  }
}

extension ListSection {
  /// The same section, announcing to VoiceOver the rows a later evaluation of the screen
  /// inserts into it.
  ///
  /// Once the list shows a newer evaluation that adds rows to the section, `announcement` is
  /// given those rows, in order, and VoiceOver reads what it returns (nothing for `nil`). The
  /// section's first rows, rows that move or change, and a section that reloads (the title of
  /// its header or footer changed in the same evaluation) are not announced; see
  /// ``SectionInsertionAnnouncements/accessibilityAnnouncement(forInsertedRows:in:)`` for the rules.
  ///
  /// ```swift
  /// ListSection("inbox", header: "Inbox") {
  ///   for message in inbox { Row(message.id, RowContent(message.subject)) }
  /// }
  /// .announcingInsertedRows { rows in
  ///   rows.count == 1 ? "New message: \(rows[0].content.text)" : "\(rows.count) new messages"
  /// }
  /// ```
  ///
  /// - Parameter announcement: Makes what VoiceOver reads of the inserted rows, or `nil` to read
  ///   nothing; the newest evaluation's closure is asked.
  /// - Returns: The section, with `announcement` replacing any earlier one.
  public func announcingInsertedRows(
    _ announcement: @escaping @MainActor (_ rows: [Row]) -> String?
  ) -> ListSection {
    var section = self
    section.insertedRowsAnnouncement = announcement
    return section
  }
}
