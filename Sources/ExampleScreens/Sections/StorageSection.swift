import SectionKit

/// How much space each kind of data takes, with the total in the footer.
final class StorageSection: SectionController, SectionHighlighting {
  struct Usage {
    var name: String
    var megabytes: Int
  }

  let usages: [Usage]
  let capacityMegabytes: Int

  init(usages: [Usage], capacityMegabytes: Int) {
    self.usages = usages
    self.capacityMegabytes = capacityMegabytes
  }

  override func numberOfRows(in context: SectionContext) -> Int { usages.count }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(
      showing: RowContent(usages[row].name, detail: Self.format(usages[row].megabytes)), for: row)
  }

  override func titleForHeader(in context: SectionContext) -> String? { "Storage" }

  override func titleForFooter(in context: SectionContext) -> String? {
    let used = usages.reduce(0) { $0 + $1.megabytes }
    return "\(Self.format(used)) of \(Self.format(capacityMegabytes)) used."
  }

  func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }

  static func format(_ megabytes: Int) -> String {
    guard megabytes >= 1000 else { return "\(megabytes) MB" }
    let tenths = (megabytes + 50) / 100
    return "\(tenths / 10).\(tenths % 10) GB"
  }
}
