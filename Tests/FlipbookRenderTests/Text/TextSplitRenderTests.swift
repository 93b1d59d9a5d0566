import Flipbook
import FlipbookGeometry
import FlipbookRender
import FlipbookTestSupport
import FlipbookTimeline
import Foundation
import Testing

/// A split label with Pango: its pieces at rest draw what the whole label draws (PSNR ≥ 40 dB, computed
/// here), their frames are where the layout put them, and shaping that spans pieces (Arabic joining,
/// combining marks, emoji sequences) is the whole label's.
@MainActor
@Suite("Text split, drawn")
struct TextSplitRenderTests {
  /// A 320×120 document with one label `t` at [10, 10, 300, 100] showing `string` (size 28, centred, up to
  /// three lines), split by `split` (nil: not split), black on white.
  static func document(_ string: String, split: String?, alignment: String = "center") throws
    -> TimelineDocument
  {
    let splitKey = split.map { #", "split": "\#($0)""# } ?? ""
    let text = #"""
      {"version": 1, "canvas": {"width": 320, "height": 120, "background": "#FFFFFF"}, "fps": 10, "duration": 1,
       "views": [{"id": "t", "frame": [10, 10, 300, 100],
         "text": {"string": "\#(string)", "font": {"size": 28}, "color": "#000000", "alignment": "\#(alignment)",
                  "lines": 3\#(splitKey)}}]}
      """#
    return try TimelineLoader.load(text: text, file: "t.json", splitter: PangoTextSplitter()).get()
  }

  /// The frame-0 pixels of `document`, one byte per channel.
  static func pixels(_ document: TimelineDocument) throws -> [UInt8] {
    let player = TimelinePlayer(document: document, file: "t.json")
    player.step(toFrame: 0)
    let canvas = try draw(player.window.renderSnapshot())
    var bytes: [UInt8] = []
    for y in 0..<120 {
      for x in 0..<320 { bytes += rgba(canvas, x, y).map { UInt8($0) } }
    }
    return bytes
  }

  /// Peak signal-to-noise ratio of two images of bytes, in dB (infinity when equal).
  static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
    precondition(a.count == b.count && !a.isEmpty)
    let squared = zip(a, b).reduce(0.0) { sum, pair in
      let d = Double(pair.0) - Double(pair.1)
      return sum + d * d
    }
    guard squared > 0 else { return .infinity }
    return 10 * log10(255 * 255 / (squared / Double(a.count)))
  }

  /// Texts whose shaping reaches across pieces: kerning ("AVATAR"), wrapping over lines, a combining mark,
  /// an emoji ZWJ sequence, and Arabic, whose letters join (each takes its initial, medial or final form).
  nonisolated static let texts = [
    "AVATAR Typography wraps over several lines here", "Cafe\u{301} cre\u{300}me",
    "Family \u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467} time",
    "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627} \u{0628}\u{0643}\u{0645}",
  ]

  @Test(arguments: texts)
  func aSplitLabelAtRestDrawsLikeTheWholeOne(text: String) throws {
    // Rule: at rest a split label draws like the unsplit one (PSNR ≥ 40 dB), for every kind of piece.
    let whole = try Self.pixels(try Self.document(text, split: nil))
    #expect(whole.contains { $0 < 128 }, "the label draws some text")
    for split in TextSplit.allCases {
      let pieces = try Self.pixels(try Self.document(text, split: split.rawValue))
      let ratio = Self.psnr(whole, pieces)
      #expect(ratio >= 40, "\(split): \(ratio) dB")
    }
  }

  @Test func arabicKeepsItsJoinedForms() throws {
    // Rule: pieces draw the glyphs the whole layout shaped. Arabic letters drawn apart take their isolated
    // forms, which differ from the joined ones: drawing the letters as separate labels is far from the
    // word (well below 40 dB), while the split word's pieces match it.
    let word = "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627}"
    let whole = try Self.pixels(try Self.document(word, split: nil))
    let chars = try Self.pixels(try Self.document(word, split: "chars"))
    #expect(Self.psnr(whole, chars) >= 40)
    let isolated = try Self.pixels(
      try Self.document(word.map(String.init).joined(separator: "\u{200C}"), split: nil))
    #expect(Self.psnr(whole, isolated) < 30)
  }

  @Test func pieceFramesAreWhereTheLayoutPutThem() throws {
    // Rule: a piece's frame is the logical box of its characters in the whole layout: on one line the
    // characters of a left-aligned label abut left to right, each as high as the line, and the words'
    // frames cover their characters' frames.
    let splitter = PangoTextSplitter()
    let text = TextContent("AV To", font: Font(size: 28))
    let bounds = Rect(x: 0, y: 0, width: 300, height: 100)
    let chars = splitter.pieces(of: text, in: bounds, by: .chars)
    #expect(chars.map(\.range) == [0..<1, 1..<2, 3..<4, 4..<5])
    #expect(chars[0].frame.minX == 0)
    #expect(isClose(chars[0].frame.maxX, chars[1].frame.minX, 1e-9))
    #expect(chars[2].frame.minX > chars[1].frame.maxX, "the space is between them, and is no piece")
    #expect(Set(chars.map(\.frame.height)).count == 1 && Set(chars.map(\.frame.minY)).count == 1)
    // Centred vertically in the bounds, as the label draws its text.
    #expect(isClose(chars[0].frame.midY, 50, 0.5))
    // Kerning: "AV" is narrower than "A" and "V" each as wide as alone.
    let alone = splitter.pieces(of: TextContent("A", font: Font(size: 28)), in: bounds, by: .chars)[0]
    let vAlone = splitter.pieces(of: TextContent("V", font: Font(size: 28)), in: bounds, by: .chars)[0]
    #expect(chars[1].frame.maxX < alone.frame.width + vAlone.frame.width - 0.5)
    let words = splitter.pieces(of: text, in: bounds, by: .words)
    #expect(words.map(\.range) == [0..<2, 3..<5])
    #expect(words[0].frame == chars[0].frame.union(chars[1].frame))
    // Lines: one per laid-out line, wrapped to the width.
    let wrapped = TextContent("one two three four five", font: Font(size: 28), numberOfLines: 0)
    let lines = splitter.pieces(of: wrapped, in: Rect(x: 0, y: 0, width: 120, height: 200), by: .lines)
    #expect(lines.count >= 2)
    #expect(zip(lines, lines.dropFirst()).allSatisfy { $0.frame.maxY <= $1.frame.minY + 1e-9 })
  }

  @Test func aCombiningMarkAndAnEmojiSequenceAreOnePieceWithOneBox() throws {
    // Rule: pieces are grapheme clusters: "é" written e + U+0301 and a family emoji (five scalars joined by
    // ZWJ) are one piece each, as wide as the layout's cluster.
    let family = "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    let text = TextContent("e\u{301}\(family)", font: Font(size: 28))
    let pieces = PangoTextSplitter().pieces(
      of: text, in: Rect(x: 0, y: 0, width: 300, height: 100), by: .chars)
    #expect(pieces.map(\.range) == [0..<3, 3..<21])
    #expect(pieces.allSatisfy { $0.frame.width > 5 })
    #expect(isClose(pieces[0].frame.maxX, pieces[1].frame.minX, 1e-9))
  }

  @Test func aMovedPieceMovesOnlyItsGlyphs() throws {
    // Rule: each piece animates like any view: moving "b" down moves its ink and leaves "a" where it was.
    let text = #"""
      {"version": 1, "canvas": {"width": 200, "height": 100, "background": "#FFFFFF"}, "fps": 10, "duration": 1,
       "views": [{"id": "t", "frame": [0, 0, 200, 50],
         "text": {"string": "ab", "font": {"size": 30}, "color": "#000000", "split": "chars"}}],
       "steps": [{"at": 0, "set": [{"view": "t/char1", "transform": {"translate": [0, 50]}}]}]}
      """#
    let document = try TimelineLoader.load(text: text, file: "t.json", splitter: PangoTextSplitter()).get()
    let player = TimelinePlayer(document: document, file: "t.json")
    player.step(toFrame: 0)
    let canvas = try draw(player.window.renderSnapshot())
    let b = try #require(player.viewsByID["t/char1"]).frame
    func ink(_ rect: Rect) -> Int {
      var count = 0
      for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) where rgba(canvas, x, y)[0] < 128 { count += 1 }
      }
      return count
    }
    let a = try #require(player.viewsByID["t/char0"]).frame
    #expect(ink(a) > 20, "a stays")
    #expect(ink(b) > 20, "b is drawn where it moved")
    #expect(ink(b.offsetBy(dx: 0, dy: -50)) == 0, "and not where it was")
  }
}
