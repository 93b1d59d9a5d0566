import FlipbookPipeline
import FlipbookRender
import FlipbookTimeline

/// A revision that loaded: its number, the document and the PNG colour type of its frames.
///
/// ```swift
/// let good = GoodRevision(revision: 1, document: document, file: "intro.json")
/// let png = try await FrameProducer().png(frame: 0, of: good)
/// ```
public struct GoodRevision: Sendable {
  /// The revision number frames of it are cached under.
  public var revision: Int
  /// The loaded document.
  public var document: TimelineDocument
  /// The file name messages and players use.
  public var file: String

  /// Creates a loaded revision.
  public init(revision: Int, document: TimelineDocument, file: String) {
    self.revision = revision
    self.document = document
    self.file = file
  }

  /// RGBA when the canvas is see-through, as every render of the document.
  public var colorType: PNGColorType { PNGColorType.frames(of: document) }
}
