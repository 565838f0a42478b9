/// One section of a server-driven screen as its document describes it: an identity, header and
/// footer titles, and rows.
///
/// The identity is the section's `"id"` when the document gives one; otherwise a list is
/// identified by its header, and any other section by its kind and its place among the
/// sections of that kind (`banner#0` is the first banner). A row is identified by its `"id"`,
/// or else by its title.
struct ServerSection: Identifiable {
  let id: String
  var header: String?
  var footer: String?
  var rows: [ServerRow]
}

/// One row of a server-driven section.
struct ServerRow: Identifiable {
  /// What a row shows, and what a tap on it does.
  enum Kind {
    /// A line of text (a banner, shown after a star); a tap does nothing.
    case text(String)
    /// A title and a value; a tap does nothing.
    case value(title: String, value: String?)
    /// A title and a switch; a tap flips it.
    case toggle(title: String, isOn: Bool)
    /// A title; a tap performs the action, if any.
    case button(title: String, action: String?, destructive: Bool)
  }

  let id: String
  var kind: Kind
}
