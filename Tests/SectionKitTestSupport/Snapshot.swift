import Foundation

/// Compares text with a snapshot stored beside the test file, in `__Snapshots__/NAME.txt`.
///
/// A missing snapshot is written and reported as a failure, so a new snapshot is looked at
/// once before it is trusted; with `SNAPSHOT_RECORD=1` every snapshot is written anew. On CI
/// (`CI` set) nothing is written.
///
/// - Parameters:
///   - text: The text to compare.
///   - name: The snapshot's name.
///   - filePath: The test file, whose folder holds `__Snapshots__`.
/// - Returns: `nil` when the text matches, otherwise a message with both texts.
package func snapshotMismatch(_ text: String, named name: String, filePath: String = #filePath)
  -> String?
{
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
  let file = folder.appendingPathComponent("\(name).txt")
  let environment = ProcessInfo.processInfo.environment
  let stored = try? String(contentsOf: file, encoding: .utf8)
  let record = environment["SNAPSHOT_RECORD"] == "1"
  if stored == text, !record { return nil }
  if environment["CI"] == nil, record || stored == nil {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? text.write(to: file, atomically: true, encoding: .utf8)
    if record { return nil }
    return "Recorded a new snapshot at \(file.path); check it and run the tests again."
  }
  return """
    Snapshot '\(name)' does not match (\(file.path)).
    --- expected
    \(stored ?? "<missing>")
    --- actual
    \(text)
    """
}
