import Foundation
import SectionKit
import SectionKitHeadless
import SectionKitUIKit
import Testing

#if SECTIONKIT_UIKIT_MIRROR
  import UIKitMirror
#endif

// The SectionKit code of "Migrating from IGListKit"
// (Sources/SectionKit/SectionKit.docc/MigratingFromIGListKit.md), compiled and run. The
// article's IGListKit code cannot compile here and is not repeated.

struct Photo: Identifiable, Equatable {
  let id: String
  let author: String
  var caption: String
  var likes: Int
}

final class PhotoImageCell: HeadlessCell {
  var photoID = ""
  override func prepareForReuse() {
    super.prepareForReuse()
    photoID = ""
  }
  override var textDescription: String { "[image \(photoID)]" }
}

final class PhotoCaptionCell: HeadlessCell {
  var text = ""
  override var textDescription: String { text }
}

final class PhotoAuthorHeader: HeadlessHeaderFooterView {
  var author = ""
  override var textDescription: String { "@\(author)" }
}

final class PhotoSection: SectionController {
  private(set) var photo: Photo

  init(photo: Photo) { self.photo = photo }

  override var sectionIdentity: AnyHashable { photo.id }

  override func numberOfRows(in context: SectionContext) -> Int { 2 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    if row == 0 {
      let cell = context.dequeueReusableCell(ofType: PhotoImageCell.self, for: row)
      cell.photoID = photo.id
      return cell
    }
    let cell = context.dequeueReusableCell(ofType: PhotoCaptionCell.self, for: row)
    cell.text = "\(photo.caption) · \(photo.likes) likes"
    return cell
  }

  override func didSelectRow(at row: Int, in context: SectionContext) {
    guard row == 0 else { return }
    context.performBatch { batch in
      photo.likes += 1
      batch.reconfigureRows(at: [1])
    }
  }

  /// IGListKit's `didUpdate(to:)`: the feed hands over a new value of the same photo.
  func update(_ newPhoto: Photo) {
    guard newPhoto != photo else { return }
    photo = newPhoto
    context.performBatch { $0.reconfigureRows(at: [0, 1]) }
  }
}

extension PhotoSection: SectionHeaderFooterViews {
  func viewForHeader(in context: SectionContext) -> (any Reusable)? {
    let header = context.dequeueReusableSupplementaryView(
      ofKind: .header, ofType: PhotoAuthorHeader.self)
    header.author = photo.author
    return header
  }
}

@MainActor
final class PhotoFeed {
  let composite = CompositeController()
  private var sections: [Photo.ID: PhotoSection] = [:]

  func show(_ photos: [Photo], animated: Bool = true) {
    let children = photos.map { photo in
      guard let section = sections[photo.id] else { return PhotoSection(photo: photo) }
      section.update(photo)
      return section
    }
    sections = Dictionary(uniqueKeysWithValues: children.map { ($0.photo.id, $0) })
    composite.setChildren(children, animated: animated)
  }
}

#if SECTIONKIT_UIKIT_MIRROR
  @MainActor
  func makeFeedViewController(feed: PhotoFeed, layout: UICollectionViewLayout)
    -> SectionCollectionViewController
  {
    SectionCollectionViewController(composite: feed.composite, layout: layout)
  }
#endif

struct PhotoComment: Identifiable, Equatable {
  let id: Int
  var author: String
  var text: String
}

@MainActor
func makeCommentsSection(_ comments: [PhotoComment]) -> IdentifiedSection<PhotoComment, Int> {
  IdentifiedSection(items: comments, header: "Comments") { context, row, comment in
    let cell = context.dequeueReusableCell(ofType: PhotoCaptionCell.self, for: row)
    cell.text = "\(comment.author): \(comment.text)"
    return cell
  }
}

final class FavoriteSection: SectionController, SectionMoving {
  let photo: Photo

  init(photo: Photo) { self.photo = photo }

  override var sectionIdentity: AnyHashable { photo.id }

  override func numberOfRows(in context: SectionContext) -> Int { 1 }

  override func cell(at row: Int, in context: SectionContext) -> any Reusable {
    let cell = context.dequeueReusableCell(ofType: PhotoCaptionCell.self, for: row)
    cell.text = photo.caption
    return cell
  }

  func canMoveSection(in context: SectionContext) -> Bool { true }
}

@MainActor
final class Favorites {
  private(set) var photos: [Photo]
  let composite: CompositeController

  init(photos: [Photo]) {
    self.photos = photos
    composite = CompositeController(photos.map { FavoriteSection(photo: $0) })
    composite.onMove = { [unowned self] from, to, _ in
      self.photos.insert(self.photos.remove(at: from), at: to)
    }
  }
}

@Suite("Migrating from IGListKit") @MainActor
struct MigratingFromIGListKitTests {
  static let harbour = Photo(id: "p1", author: "ada", caption: "Harbour at dawn", likes: 1)
  static let market = Photo(id: "p2", author: "grace", caption: "Market day", likes: 4)
  static let bridge = Photo(id: "p3", author: "hedy", caption: "Old bridge", likes: 0)

  @Test func theFeedShowsOneSectionPerPhotoWithItsHeader() {
    let feed = PhotoFeed()
    feed.show([Self.harbour, Self.market])
    let list = HeadlessListView()
    feed.composite.attach(to: list)

    #expect(
      list.renderedText() == """
        ┌ @ada
        │ [image p1]
        │ Harbour at dawn · 1 likes
        └

        ┌ @grace
        │ [image p2]
        │ Market day · 4 likes
        └

        """)
  }

  @Test func tappingThePhotoAddsALikeInOneBatch() throws {
    let feed = PhotoFeed()
    feed.show([Self.harbour, Self.market])
    let list = HeadlessListView()
    feed.composite.attach(to: list)

    try list.tapRow(at: ListIndexPath(row: 0, section: 1))
    feed.composite.flushUpdates()

    #expect(list.renderedText().contains("│ Market day · 5 likes"))
    #expect(list.reloadCount == 1)
    #expect(list.lastBatch?.reconfiguredRows == [ListIndexPath(row: 1, section: 1)])
    #expect(feed.composite.diagnostics.isEmpty)
  }

  @Test func newPhotosKeepTheSectionsOfPhotosThatStay() throws {
    let feed = PhotoFeed()
    feed.show([Self.harbour, Self.market])
    let list = HeadlessListView()
    feed.composite.attach(to: list)
    let harbourSection = try #require(feed.composite.sectionController(forSection: 0))

    var edited = Self.harbour
    edited.caption = "Harbour at noon"
    feed.show([Self.bridge, edited])

    #expect(feed.composite.sectionController(forSection: 1) === harbourSection)
    #expect(list.reloadCount == 1)
    #expect(list.lastBatch?.insertedSections == [0])
    #expect(list.lastBatch?.deletedSections == [1])
    #expect(list.lastBatch?.reloadedSections == [])
    #expect(list.renderedText().contains("│ Harbour at noon · 1 likes"))
    #expect(feed.composite.diagnostics.isEmpty)
  }

  #if SECTIONKIT_UIKIT_MIRROR
    @Test func theFeedDrivesACollectionView() {
      let feed = PhotoFeed()
      feed.show([Self.harbour, Self.market, Self.bridge])
      let controller = makeFeedViewController(feed: feed, layout: UICollectionViewLayout())
      controller.loadViewIfNeeded()

      let collectionView = controller.collectionView!
      let dataSource = collectionView.dataSource
      #expect(dataSource?.numberOfSections(in: collectionView) == 3)
      #expect(dataSource?.collectionView(collectionView, numberOfItemsInSection: 2) == 2)
    }
  #endif

  @Test func diffReportsWhatListDiffReported() {
    let oldPhotos = [Self.harbour, Self.market, Self.bridge]
    var newPhotos = [Self.bridge, Self.harbour]
    newPhotos[1].likes = 2

    let changes = Changeset(from: oldPhotos, to: newPhotos)
    // changes.deletes: old indexes, changes.inserts: new indexes,
    // changes.moves: (from: old, to: new), changes.updates: old indexes of changed values

    #expect(changes.deletes == [1])
    #expect(changes.inserts == [])
    #expect(changes.moves.count == 1)
    #expect(changes.updates == [0])
  }

  @Test func aBindingSectionAnimatesNewComments() {
    let first = PhotoComment(id: 1, author: "ada", text: "Lovely light")
    let second = PhotoComment(id: 2, author: "grace", text: "Where is this?")
    let comments = makeCommentsSection([first])
    let screen = CompositeController([comments])
    let list = HeadlessListView()
    screen.attach(to: list)

    comments.setItems([first, second])
    screen.flushUpdates()

    #expect(list.lastBatch?.insertedRows == [ListIndexPath(row: 1, section: 0)])
    #expect(list.renderedText().contains("│ grace: Where is this?"))
  }

  @Test func anInconsistentUpdateIsADiagnosticAndAReload() {
    let feed = PhotoFeed()
    feed.show([Self.harbour])
    let list = HeadlessListView()
    feed.composite.attach(to: list)
    var reported: [UpdateDiagnostic] = []
    feed.composite.onDiagnostic = { diagnostic in
      reported.append(diagnostic)
    }

    // A photo section has two rows; asking to insert a third without changing the count is a
    // mistake UIKit would raise on.
    feed.composite.context(for: feed.composite.sectionControllers[0])?.performBatch {
      $0.insertRows(at: [2])
    }
    feed.composite.flushUpdates()

    #expect(reported.map(\.controller) == ["PhotoSection"])
    #expect(list.reloadCount == 2)
    #expect(list.renderedText().contains("│ Harbour at dawn · 1 likes"))
  }
}

@Test @MainActor func tappingThePhotoLikesIt() throws {
  let feed = PhotoFeed()
  feed.show([Photo(id: "p1", author: "ada", caption: "Harbour at dawn", likes: 1)])
  let list = HeadlessListView()
  feed.composite.attach(to: list)

  try list.tapRow(at: ListIndexPath(row: 0, section: 0))
  feed.composite.flushUpdates()

  #expect(list.renderedText().contains("Harbour at dawn · 2 likes"))
}

@Test @MainActor func draggingAFavoriteMovesItsSection() throws {
  let favorites = Favorites(photos: [
    Photo(id: "p1", author: "ada", caption: "Harbour at dawn", likes: 1),
    Photo(id: "p2", author: "grace", caption: "Market day", likes: 4),
    Photo(id: "p3", author: "hedy", caption: "Old bridge", likes: 0),
  ])
  let list = HeadlessListView()
  favorites.composite.attach(to: list)
  list.setEditing(true, animated: false)

  // The user drops "Harbour at dawn" below "Old bridge": UIKit puts the row under the third
  // section's row.
  try list.moveRow(
    from: ListIndexPath(row: 0, section: 0), toProposed: ListIndexPath(row: 1, section: 2))

  #expect(favorites.photos.map(\.caption) == ["Market day", "Old bridge", "Harbour at dawn"])
  #expect(list.rowCounts == [1, 1, 1])
  #expect(favorites.composite.diagnostics.isEmpty)
}
