import Foundation
import SectionKit
import SectionKitHeadless

/// A section of `rows` rows of numbers, with a header, as a feature of a screen would be.
final class ScreenSection: SectionController {
  let rows: Int
  init(rows: Int) { self.rows = rows }
  override func numberOfRows(in context: SectionContext) -> Int { rows }
  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(ofType: NumberCell.self, for: row)
  }
  override func titleForHeader(in context: SectionContext) -> String? { "Section" }
}

/// The screens of realistic size the scrolling group measures.
enum ScreenShape: CustomStringConvertible {
  case sections(Int, rows: Int)
  case oneSection(rows: Int)

  var description: String {
    switch self {
    case .sections(let count, let rows): "\(count) sections × \(rows) rows"
    case .oneSection(let rows): "1 section × \(rows) rows"
    }
  }

  @MainActor var controllers: [SectionController] {
    switch self {
    case .sections(let count, let rows): (0..<count).map { _ in ScreenSection(rows: rows) }
    case .oneSection(let rows): [ScreenSection(rows: rows)]
    }
  }
}

/// Attaches a screen to a phone-sized headless list and scrolls it from top to bottom, a
/// viewport at a time: every row and header is displayed once and ends its display once, the
/// main-thread work a user's scroll costs.
@MainActor
func runScrollingBenchmark(_ shape: ScreenShape) -> Measurement {
  Measurement.run("scroll \(shape)", runs: 11) {
    let root = CompositeController(shape.controllers)
    let host = HeadlessListView(size: CGSize(width: 390, height: 844))
    root.attach(to: host)
    return (root, host)
  } measuring: { state in
    let host = state.1
    while host.contentOffset.y < host.contentSize.height - host.size.height {
      host.scroll(by: host.size.height)
    }
    blackHole(host.liveCellCount)
  }
}

/// The scrolling group: main-thread time to scroll realistic screens end to end.
@MainActor
func runScrollingGroup(_ verdicts: inout [Verdict]) {
  var table = Table(
    title:
      "Scrolling a screen end to end, a viewport at a time (390 × 844, headless host; \(buildConfiguration))",
    columns: ["screen", "time min / median"])
  for shape in [ScreenShape.sections(1_000, rows: 10), .oneSection(rows: 10_000)] {
    let result = runScrollingBenchmark(shape)
    table.rows.append([shape.description, spread(result)])
  }
  print(table.render())
}
