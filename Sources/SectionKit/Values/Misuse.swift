/// Stops the program with a message that says what went wrong and how to fix it.
///
/// The same stop, with the same message, in debug and release builds: `precondition` and
/// `assertionFailure` print nothing (or do nothing) in an optimised build, and a misuse that
/// stops silently in an app's release build is one nobody can fix.
///
/// - Parameters:
///   - message: What went wrong, naming the type, the section controller and the index, and
///     how to fix it.
///   - file: The file of the misuse check.
///   - line: The line of the misuse check.
@inline(never)
package func misuse(
  _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
)
  -> Never
{
  fatalError(message(), file: file, line: line)
}
