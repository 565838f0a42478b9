// A port of Rocket.Chat's chat view controller example to SectionKit, written anew (no code or
// prose copied). Source: github.com/RocketChat/RocketChatViewController, the example app's
// Controller/ChatViewController.swift, Controller/MessageChatSection.swift,
// RocketChatViewController/RocketChatViewController.swift (its section-controller protocol and
// data source), DataControllerPlaceholder.swift, Model/MessageSectionModel.swift,
// Controller/DummyData.swift, and the composer's Delegate/ComposerViewExpandedDelegate.swift.
//
// Its structure is kept: one section per message, split into "view models" (the text, then one
// per attachment), each with a height of its own; a view controller whose `data` is diffed into
// the list by `updateData()`; a composer whose delegate, extended with default methods, finds
// the word at the caret and shows hints for words that start with `/`, `@` or `#`; a reply view
// shown and hidden by the composer's buttons. What differs, and why:
// - Rocket.Chat diffs sections and their view models with DifferenceKit on an operation queue;
//   here `data` goes to `setModels`, and each message's section reconfigures its own rows.
// - Rocket.Chat turns the collection view upside down ("inverted mode") to keep the newest
//   message at the bottom; here the list is the right way up, with `.bottom` anchoring.
// - The composer, its hints and its reply view are views outside the collection there; here
//   they are the last sections of the list, so that one headless list shows the whole screen.

import SectionKit
// GAP: a row's frame (`rowFrame(at:)`) is `@_spi(Hosting)`: a test of row heights imports it so.
@_spi(Hosting) import SectionKitHeadless
import SectionKitTestSupport
import Testing

/// The port's types, in a namespace of their own.
enum RocketChat {
  // MARK: Models

  struct Attachment: Equatable {
    enum Kind: Int {
      case image = 1
      case video
      case audio
    }
    let kind: Kind
    let url: String
  }

  struct Message: Equatable {
    let identifier: String
    var text: String
    var attachments: [Attachment]
  }

  /// One message, as the list's section model: identified by its identifier, changed when its
  /// content changes. (Rocket.Chat's `isContentEqual` compares the texts with `!=`, the
  /// opposite of its name; the port compares the whole message.)
  struct MessageSectionModel: Identifiable, Equatable {
    let identifier: String
    var message: Message
    var id: String { identifier }
  }

  // MARK: View models and their cells

  /// One row of a message's section.
  enum ChatItem: Equatable {
    case basicMessage(username: String, text: String)
    case imageAttachment(url: String)
    case videoAttachment(url: String)
    case audioAttachment(url: String)

    /// Rocket.Chat's `sizeForItemAt`: a height per kind of view model.
    var height: CGFloat {
      switch self {
      case .basicMessage: 60
      case .imageAttachment: 202
      case .videoAttachment: 222
      case .audioAttachment: 44
      }
    }
  }

  final class BasicMessageChatCell: HeadlessCell {
    var username = ""
    var text = ""
    override var textDescription: String { "\(username): \(text)" }
  }

  /// The three attachment cells differ only by what they play; one headless cell a kind.
  class AttachmentChatCell: HeadlessCell {
    var url = ""
    class var kind: String { "" }
    override var textDescription: String { "[\(Self.kind)] \(url)" }
  }
  final class ImageAttachmentChatCell: AttachmentChatCell {
    override class var kind: String { "image" }
  }
  final class VideoAttachmentChatCell: AttachmentChatCell {
    override class var kind: String { "video" }
  }
  final class AudioAttachmentChatCell: AttachmentChatCell {
    override class var kind: String { "audio" }
  }

  // MARK: The message's section controller

  /// Rocket.Chat's `MessageChatSection`: its rows are the message's view models.
  final class MessageChatSection: ModelSectionController<MessageSectionModel>, SectionRowHeights {
    private var items: [ChatItem] = []

    init(model: MessageSectionModel) {
      super.init()
      items = Self.viewModels(of: model)
    }

    /// The text, then one view model per attachment.
    static func viewModels(of model: MessageSectionModel) -> [ChatItem] {
      [.basicMessage(username: "test", text: model.message.text)]
        + model.message.attachments.map { attachment in
          switch attachment.kind {
          case .image: .imageAttachment(url: attachment.url)
          case .video: .videoAttachment(url: attachment.url)
          case .audio: .audioAttachment(url: attachment.url)
          }
        }
    }

    /// A message whose text changed keeps its rows and reconfigures the changed ones; one whose
    /// attachments came or went is reloaded.
    override func didUpdate(to model: MessageSectionModel) {
      let old = items
      let new = Self.viewModels(of: model)
      guard old.count == new.count else {
        items = new
        context.reload()
        return
      }
      context.performBatch { batch in
        items = new
        batch.reconfigureRows(at: new.indices.filter { old[$0] != new[$0] })
      }
    }

    override func numberOfRows(in context: SectionContext) -> Int { items.count }

    func heightForRow(at row: Int, in context: SectionContext) -> CGFloat? { items[row].height }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      switch items[row] {
      case .basicMessage(let username, let text):
        let cell = context.dequeueReusableCell(ofType: BasicMessageChatCell.self, for: row)
        cell.username = username
        cell.text = text
        return cell
      case .imageAttachment(let url):
        return attachmentCell(ImageAttachmentChatCell.self, url: url, row: row, context)
      case .videoAttachment(let url):
        return attachmentCell(VideoAttachmentChatCell.self, url: url, row: row, context)
      case .audioAttachment(let url):
        return attachmentCell(AudioAttachmentChatCell.self, url: url, row: row, context)
      }
    }

    private func attachmentCell<Cell: AttachmentChatCell>(
      _ type: Cell.Type, url: String, row: Int, _ context: SectionContext
    ) -> Cell {
      let cell = context.dequeueReusableCell(ofType: type, for: row)
      cell.url = url
      return cell
    }
  }

  // MARK: Placeholder data

  /// Rocket.Chat's `DataControllerPlaceholder`, from a seeded generator instead of UUIDs and
  /// `arc4random`, so that a test sees the same messages on every run.
  struct DataControllerPlaceholder {
    var random: SeededGenerator

    mutating func generateRandom(size: Int) -> String {
      let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
      return String(
        (0..<size).map { _ in letters[Int.random(in: 0..<letters.count, using: &random)] })
    }

    /// A message with no attachment one time in four.
    mutating func generateObject() -> MessageSectionModel {
      let kind = Attachment.Kind(rawValue: Int.random(in: 0..<4, using: &random))
      let identifier = generateRandom(size: 20)
      let message = Message(
        identifier: identifier, text: generateRandom(size: 43),
        attachments: kind.map { [Attachment(kind: $0, url: "https://example.com/\(identifier)")] }
          ?? [])
      return MessageSectionModel(identifier: identifier, message: message)
    }

    mutating func generateDumbData(elements: Int) -> [MessageSectionModel] {
      (0..<elements).map { _ in generateObject() }
    }
  }

  enum DummyData {
    static let commands = ["gimme", "giphy", "invite"]
    static let rooms = ["important", "ios", "ios-design", "mobile-internal", "general", "support"]
    static let users = [
      "matheus.cardoso", "rafael.kellermann", "filipe.alvarenga", "thiago.sanchez",
      "gabriel.engel", "marcelo.schmidt", "bruno.quadros", "rafael.specht",
    ]
  }

  // MARK: The composer

  enum ComposerButtonSlot { case left, right }

  /// Rocket.Chat's composer delegate, expanded with hints and replies; the default methods of
  /// its extension do what the composer's delegate does there.
  @MainActor
  protocol ComposerViewExpandedDelegate: AnyObject {
    func hintPrefixes(for composerView: ComposerView) -> [Character]
    func isHinting(in composerView: ComposerView) -> Bool
    func composerView(_ composerView: ComposerView, didChangeHintPrefixedWord word: String)
    func numberOfHints(in hintsView: HintsView) -> Int
    func hintsView(_ hintsView: HintsView, textForHintAt index: Int) -> String
    func hintsView(_ hintsView: HintsView, didSelectHintAt index: Int)
    func replyViewDidShow(_ replyView: ReplyView)
    func replyViewDidHide(_ replyView: ReplyView)
  }

  /// The field of the composer, as a cell: its buttons are the composer's left and right slots.
  final class ComposerCell: HeadlessCell {
    let textView = HeadlessTextField(name: "composer", placeholder: "Message")
    let left = HeadlessButton("+", name: "left")
    let right = HeadlessButton("×", name: "right")
    override var controls: [HeadlessControl] { [left, textView, right] }
  }

  /// Rocket.Chat's `ComposerView`: a section of one row.
  final class ComposerView: SectionController, SectionHighlighting {
    weak var delegate: (any ComposerViewExpandedDelegate)?
    weak var hintsView: HintsView?
    weak var replyView: ReplyView?
    private(set) var text = ""

    override func numberOfRows(in context: SectionContext) -> Int { 1 }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: ComposerCell.self, for: row)
      cell.textView.text = text
      cell.textView.onEditingChanged = { [weak self] text in
        self?.text = text
        self?.textDidChangeSelection()
      }
      cell.left.onPrimaryAction = { [weak self] in self?.didTapButton(at: .left) }
      cell.right.onPrimaryAction = { [weak self] in self?.didTapButton(at: .right) }
      return cell
    }

    func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }

    /// Sets the text from code: the field shows it, and the caret moved.
    func setText(_ text: String) {
      self.text = text
      context.performBatch { $0.reconfigureRows(at: [0]) }
      textDidChangeSelection()
    }

    /// The range of the word at the caret.
    ///
    /// GAP: a headless text field has no selection (UIKit's `selectedTextRange`): the caret is
    /// taken to be at the end of the text, so the word at the caret is its last word.
    var rangeOfNearestWordToSelection: Range<String.Index>? {
      guard let last = text.split(separator: " ", omittingEmptySubsequences: false).last,
        !last.isEmpty
      else { return nil }
      return last.startIndex..<last.endIndex
    }

    private func textDidChangeSelection() {
      guard let delegate else { return }
      var word = ""
      if let range = rangeOfNearestWordToSelection, let first = text[range].first,
        delegate.hintPrefixes(for: self).contains(first)
      {
        word = String(text[range])
      }
      delegate.composerView(self, didChangeHintPrefixedWord: word)
      hintsView?.reloadData()
    }

    private func didTapButton(at slot: ComposerButtonSlot) {
      switch slot {
      case .left: replyView?.setHidden(false)
      case .right: setText("")
      }
    }
  }

  /// Rocket.Chat's `HintsView`: the hints for the word at the caret, above the composer.
  final class HintsView: SectionController {
    weak var delegate: (any ComposerViewExpandedDelegate)?
    private var count = 0

    override func numberOfRows(in context: SectionContext) -> Int { count }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      context.dequeueReusableCell(
        showing: RowContent(delegate?.hintsView(self, textForHintAt: row) ?? ""), for: row)
    }

    override func didSelectRow(at row: Int, in context: SectionContext) {
      context.deselectRow(row)
      delegate?.hintsView(self, didSelectHintAt: row)
    }

    /// Shows the delegate's hints, animated: `UITableView.reloadData()` in an animation block.
    func reloadData() {
      context.reload()
      count = delegate?.numberOfHints(in: self) ?? 0
    }
  }

  /// Rocket.Chat's `ReplyView`: who the message replies to, with a close button.
  final class ReplyCell: HeadlessCell {
    var title = ""
    let close = HeadlessButton("Close", name: "close")
    override var controls: [HeadlessControl] { [close] }
    override var textDescription: String { title }
  }

  final class ReplyView: SectionController, SectionHighlighting {
    weak var delegate: (any ComposerViewExpandedDelegate)?
    private(set) var isHidden = true

    override func numberOfRows(in context: SectionContext) -> Int { isHidden ? 0 : 1 }

    override func cell(at row: Int, in context: SectionContext) -> any Reusable {
      let cell = context.dequeueReusableCell(ofType: ReplyCell.self, for: row)
      cell.title = "jaad.brinklei · 2:10 PM — This is a multiline chat message from..."
      cell.close.onPrimaryAction = { [weak self] in self?.setHidden(true) }
      return cell
    }

    func shouldHighlightRow(at row: Int, in context: SectionContext) -> Bool { false }

    func setHidden(_ hidden: Bool) {
      guard hidden != isHidden else { return }
      context.performBatch { batch in
        isHidden = hidden
        hidden ? batch.deleteRows(at: [0]) : batch.insertRows(at: [0])
      }
      hidden ? delegate?.replyViewDidHide(self) : delegate?.replyViewDidShow(self)
    }
  }

  // MARK: The view controller

  /// Rocket.Chat's `RocketChatViewController` and its example subclass `ChatViewController`, in
  /// one: `data` is what the list shows once `updateData()` is called.
  @MainActor
  final class ChatViewController: ComposerViewExpandedDelegate {
    let messages = CompositeController()
    let hintsView = HintsView()
    let replyView = ReplyView()
    let composerView = ComposerView()
    let composite: CompositeController
    var data: [MessageSectionModel] = []
    private var placeholder = DataControllerPlaceholder(random: SeededGenerator(seed: 2018))
    private(set) var isReplying = false
    private(set) var hints: [String] = []
    private var hintPrefixedWord = ""

    init() {
      composite = CompositeController([messages, hintsView, replyView, composerView])
      composite.scrollAnchoring = .bottom  // the list is not inverted: it sticks to its end
      composerView.delegate = self
      composerView.hintsView = hintsView
      composerView.replyView = replyView
      hintsView.delegate = self
      replyView.delegate = self
    }

    func viewDidLoad() {
      data = placeholder.generateDumbData(elements: 5)
      updateData()
      data = placeholder.generateDumbData(elements: 1)
      updateData()
      data = placeholder.generateDumbData(elements: 30)
      updateData()
    }

    func viewDidAppear() {
      guard var first = data.first else { return }
      first.message.text = "TEST TEST TEST"
      data[0] = first
      updateData()
    }

    /// Diffs `data` into the list; updates asked in one turn reach it as one batch.
    func updateData() {
      messages.setModels(data) { MessageChatSection(model: $0) }
    }

    // MARK: ComposerViewExpandedDelegate

    func hintPrefixes(for composerView: ComposerView) -> [Character] { ["/", "@", "#"] }

    func isHinting(in composerView: ComposerView) -> Bool { !hints.isEmpty }

    func composerView(_ composerView: ComposerView, didChangeHintPrefixedWord word: String) {
      hintPrefixedWord = word
      let query = String(word.dropFirst()).lowercased()
      let candidates: [String]
      switch word.first {
      case "/": candidates = DummyData.commands
      case "@": candidates = DummyData.users
      case "#": candidates = DummyData.rooms
      default: candidates = []
      }
      hints = query.isEmpty ? candidates : candidates.filter { $0.contains(query) }
    }

    func numberOfHints(in hintsView: HintsView) -> Int { hints.count }

    func hintsView(_ hintsView: HintsView, textForHintAt index: Int) -> String {
      "\(hintPrefixedWord.first.map(String.init) ?? "")\(hints[index])"
    }

    func hintsView(_ hintsView: HintsView, didSelectHintAt index: Int) {
      guard let range = composerView.rangeOfNearestWordToSelection else { return }
      let prefix = composerView.text[range].first.map(String.init) ?? ""
      composerView.setText(
        composerView.text.replacingCharacters(in: range, with: prefix + hints[index]))
    }

    func replyViewDidShow(_ replyView: ReplyView) { isReplying = true }

    func replyViewDidHide(_ replyView: ReplyView) { isReplying = false }
  }
}

@Suite("Port: Rocket.Chat's ChatViewController") @MainActor
struct RocketChatViewControllerPortTests {
  private func makeScreen() -> (RocketChat.ChatViewController, HeadlessListView) {
    let screen = RocketChat.ChatViewController()
    let list = HeadlessListView(size: CGSize(width: 390, height: 600))
    screen.composite.attach(to: list)
    return (screen, list)
  }

  @Test func theThreeUpdatesOfViewDidLoadReachTheListAsOneBatch() throws {
    let (screen, list) = makeScreen()
    let batches = list.batchCount
    screen.viewDidLoad()
    list.settle()
    #expect(list.batchCount == batches + 1, "three updates in one turn, one batch")
    #expect(list.reloadCount == 1, "the first load only")
    #expect(screen.messages.children.count == 30)

    // Each message is a section of its view models, each with its kind's height.
    for (section, model) in screen.data.enumerated() {
      #expect(list.numberOfRows(inSection: section) == 1 + model.message.attachments.count)
      #expect(list.rowFrame(at: ListIndexPath(row: 0, section: section))?.height == 60)
      if let kind = model.message.attachments.first?.kind {
        let height: CGFloat = [.image: 202, .video: 222, .audio: 44][kind] ?? 0
        #expect(list.rowFrame(at: ListIndexPath(row: 1, section: section))?.height == height)
      }
    }
    // Not inverted: the list starts at its end, the composer on screen.
    let composer = ListIndexPath(row: 0, section: 32)
    #expect(list.indexPathsForVisibleRows.contains(composer))
  }

  @Test func viewDidAppearReconfiguresTheFirstMessageInItsCell() throws {
    let (screen, list) = makeScreen()
    screen.viewDidLoad()
    list.settle()
    list.scroll(toOffset: 0)
    let first = ListIndexPath(row: 0, section: 0)
    let cell = try list.cell(at: first, as: RocketChat.BasicMessageChatCell.self)

    screen.viewDidAppear()
    list.settle()
    #expect(cell.text == "TEST TEST TEST")
    #expect(list.cellForRow(at: first) === cell)
    #expect(list.lastBatch?.description == "reconfigure rows [0, 0]")
  }

  @Test func aPrefixedWordShowsHintsAndChoosingOneCompletesIt() throws {
    let (screen, list) = makeScreen()
    screen.viewDidLoad()
    list.settle()
    let composer = ListIndexPath(row: 0, section: 32)

    try list.typeText("hi @ra", intoFieldNamed: "composer", inRowAt: composer)
    #expect(screen.hints == ["rafael.kellermann", "rafael.specht"])
    #expect(screen.isHinting(in: screen.composerView))
    #expect(list.numberOfRows(inSection: 30) == 2)
    #expect(list.text(ofRowAt: ListIndexPath(row: 1, section: 30)) == "@rafael.specht")

    try list.tapRow(at: ListIndexPath(row: 1, section: 30))
    #expect(screen.composerView.text == "hi @rafael.specht")
    #expect(list.renderedText().contains("│ [+] «hi @rafael.specht▏» [×]"))

    // A word without a prefix ends the hints; "#ios" lists the rooms it is in.
    try list.typeText(" and", intoFieldNamed: "composer", inRowAt: composer)
    #expect(list.numberOfRows(inSection: 30) == 0)
    try list.typeText(" #ios", intoFieldNamed: "composer", inRowAt: composer)
    #expect(screen.hints == ["ios", "ios-design"])

    // The right button clears the text, and the hints with it.
    try list.tapButton("right", inRowAt: composer)
    #expect(screen.composerView.text == "")
    #expect(list.numberOfRows(inSection: 30) == 0)
    #expect(list.firstResponder != nil, "the field keeps the keyboard")
  }

  @Test func theLeftButtonShowsTheReplyViewAndItsCloseButtonHidesIt() throws {
    let (screen, list) = makeScreen()
    screen.viewDidLoad()
    list.settle()
    let composer = ListIndexPath(row: 0, section: 32)
    try list.tapButton("left", inRowAt: composer)
    #expect(screen.isReplying)
    #expect(
      list.text(ofRowAt: ListIndexPath(row: 0, section: 31))?.hasPrefix("jaad.brinklei") == true)
    #expect(list.lastBatch?.description == "insert rows [31, 0]")

    try list.tapButton("close", inRowAt: ListIndexPath(row: 0, section: 31))
    #expect(!screen.isReplying)
    #expect(list.numberOfRows(inSection: 31) == 0)
  }
}
