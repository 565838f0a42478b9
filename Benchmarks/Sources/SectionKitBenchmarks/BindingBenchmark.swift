import Foundation
import SectionKit
import SectionKitHeadless

/// A feed of identified values, the model of ``FeedSection``.
struct Feed {
  var ids: [Int]
}

/// A binding section over a ``Feed``, written as the guide teaches (a subclass naming its
/// types): a newer model reaches it through the composite, in `didUpdate(to:)`.
final class FeedSection: BindingSection<Feed, Int, Int> {
  override func items(for model: Feed) -> [Int] { model.ids }
  override func cell(for item: Int, at row: Int, in context: SectionContext) -> any Reusable {
    context.dequeueReusableCell(ofType: NumberCell.self, for: row)
  }
}

struct BindingResult {
  let binding: Measurement
  let identified: Measurement
}

/// Times a binding section's model update (10,000 values, 100 deleted and 100 inserted)
/// against an identified section given the same values, in interleaved rounds: both diff the
/// values and queue the section's request, the first from a generic class's `didUpdate(to:)`.
@MainActor
func runBindingBenchmark(rounds: Int = 21) -> BindingResult {
  var random = SeededGenerator(seed: 7)
  let old = Array(0..<10_000)
  var new = old
  for _ in 0..<100 { new.remove(at: Int.random(in: 0..<new.count, using: &random)) }
  for index in 0..<100 {
    new.insert(20_000 + index, at: Int.random(in: 0...new.count, using: &random))
  }
  let clock = ContinuousClock()
  func bindingSample() -> Duration {
    let section = FeedSection()
    let root = CompositeController([section])
    section.didUpdate(to: Feed(ids: old))
    root.flushUpdates()
    return clock.measure { section.didUpdate(to: Feed(ids: new)) }
  }
  func identifiedSample() -> Duration {
    let section = PipelineData.section(old)
    let root = CompositeController([section])
    blackHole(root.sectionCount)
    return clock.measure { section.setItems(new) }
  }
  let (binding, identified) = alternatingSamples(bindingSample, identifiedSample, rounds: rounds)
  return BindingResult(
    binding: Measurement(name: "binding", samples: binding),
    identified: Measurement(name: "identified", samples: identified))
}

/// A binding section's model update against an identified section's new values.
@MainActor
func runBindingGroup(_ verdicts: inout [Verdict]) {
  let result = runBindingBenchmark()
  var table = Table(
    title:
      "Binding section (10,000 values, 100 deleted and 100 inserted: a newer model through didUpdate(to:) against setItems of the same values; min / median of 21 interleaved rounds, compared by minimum)",
    columns: ["BindingSection didUpdate(to:)", "IdentifiedSection setItems", "ratio"])
  table.rows.append([
    spread(result.binding), spread(result.identified),
    ratio(result.binding.min, result.identified.min),
  ])
  print(table.render())
  let factor = result.binding.min.milliseconds / result.identified.min.milliseconds
  verdicts.append(
    (
      "binding section model update ≤ 1.5× an identified section's setItems", factor <= 1.5,
      String(format: "%.2f×", factor)
    ))
}
