import SectionKit
import SectionKitHeadless
import SectionKitTestSupport
import Testing

enum Profile { final class Cell: HeadlessCell {} }
enum Feed { final class Cell: HeadlessCell {} }
final class SameNameCell: HeadlessCell {}
final class Box<Value>: HeadlessCell {}
class BaseCell: HeadlessCell {}
final class DerivedCell: BaseCell {}

@MainActor
func identifier<T: Reusable>(of type: T.Type) -> String { T.reuseIdentifier }

@Suite("Derived reuse identifiers") @MainActor
struct ReusableTests {
  @Test func nestedTypesWithTheSameNameDoNotCollide() {
    #expect(Profile.Cell.reuseIdentifier == "SectionKitTests.Profile.Cell")
    #expect(Feed.Cell.reuseIdentifier == "SectionKitTests.Feed.Cell")
  }

  @Test func typesWithTheSameNameInDifferentModulesDoNotCollide() {
    let local = SectionKitTests.SameNameCell.reuseIdentifier
    let other = SectionKitTestSupport.SameNameCell.reuseIdentifier
    #expect(local == "SectionKitTests.SameNameCell")
    #expect(other == "SectionKitTestSupport.SameNameCell")
  }

  @Test func genericArgumentsArePartOfTheIdentifier() {
    #expect(Box<Int>.reuseIdentifier != Box<String>.reuseIdentifier)
    #expect(Box<Int>.reuseIdentifier == "SectionKitTests.Box<Swift.Int>")
  }

  @Test func subclassesGetTheirOwnIdentifierThroughGenerics() {
    #expect(identifier(of: DerivedCell.self) == "SectionKitTests.DerivedCell")
    #expect(identifier(of: BaseCell.self) == "SectionKitTests.BaseCell")
  }

  @Test func typesDeclaredInFunctionsAreUnique() {
    final class Cell: HeadlessCell {}
    #expect(Cell.reuseIdentifier != Profile.Cell.reuseIdentifier)
    #expect(Cell.reuseIdentifier.hasPrefix("SectionKitTests."))
  }
}
