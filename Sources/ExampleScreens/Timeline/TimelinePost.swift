import SectionKit

/// A post of the timeline example.
package struct TimelinePost: Identifiable, Equatable, Sendable {
  package let id: Int
  package var author: String
  package var text: String

  package init(id: Int, author: String, text: String) {
    self.id = id
    self.author = author
    self.text = text
  }

  /// VoiceOver reads the author and the text; the row shows them on one line.
  var rowContent: RowContent {
    RowContent("@\(author): \(text)").accessibility(label: "\(author): \(text)")
  }
}
