import Flipbook
import FlipbookRender
import FlipbookTimeline

/// Exports a timeline as a Lottie (Bodymovin) animation that plays in Lottie players as Flipbook renders it.
///
/// The document is played frame by frame with the engine; each view becomes layers (a null layer with its
/// transform, shape layers for its background and border, a precomposition where UIKit composites a group or
/// clips), and each property's values become keyframes: two per leg of a cubic-Bézier animation, one per
/// frame for anything else, all checked against every frame. Text becomes glyph outlines and a
/// cross-dissolve becomes opacity; Core Animation layers become null layers with shape layers (paths, trims,
/// dashes, gradient fills) and track mattes for masks; what shapes cannot say (images, shadows, flips, curls
/// and conic gradients) is embedded as pictures drawn by Flipbook's renderer. `Documentation/Lottie.md` has
/// the whole mapping.
///
/// ```swift
/// let document = try TimelineLoader.load(bytes: bytes, file: "intro.json").get()
/// let json = try LottieExporter(scale: 1).export(document, file: "intro.json")  // UTF-8 JSON
/// ```
public struct LottieExporter: Sendable {
  /// Output pixels per point: the animation's `w` and `h` are the canvas size times this.
  public var scale: Double

  /// Creates an exporter writing `scale` pixels per point.
  public init(scale: Double = 1) {
    precondition(scale > 0 && scale.isFinite, "scale must be a positive number")
    self.scale = scale
  }

  /// The Lottie JSON of `document`, as UTF-8 bytes; throws ``LottieExportError`` naming the part that
  /// cannot be exported faithfully.
  @MainActor
  public func export(_ document: TimelineDocument, file: String = "timeline.json") throws -> [UInt8] {
    var diagnostics: [TimelineDiagnostic] = []
    return try export(document, file: file, diagnostics: &diagnostics)
  }

  /// The Lottie JSON of `document`, with the steps that could not run as written (a view removed twice,
  /// say) appended to `diagnostics`, as `flipbook render` reports them.
  ///
  /// ```swift
  /// var problems: [TimelineDiagnostic] = []
  /// let json = try LottieExporter().export(document, file: "intro.json", diagnostics: &problems)
  /// ```
  @MainActor
  public func export(_ document: TimelineDocument, file: String, diagnostics: inout [TimelineDiagnostic])
    throws
    -> [UInt8]
  {
    var pictured: [LottiePicturedPart] = []
    return try export(document, file: file, diagnostics: &diagnostics, pictured: &pictured)
  }

  /// The Lottie JSON of `document`, with the player's diagnostics appended to `diagnostics` and the parts
  /// drawn as embedded pictures (because shapes cannot express them) appended to `pictured`.
  ///
  /// ```swift
  /// var problems: [TimelineDiagnostic] = []
  /// var pictured: [LottiePicturedPart] = []
  /// let json = try LottieExporter().export(
  ///   document, file: "intro.json", diagnostics: &problems, pictured: &pictured)
  /// for part in pictured { print("note: \(part)") }  // "view 'logo': its shadow, as pictures: …"
  /// ```
  @MainActor
  public func export(
    _ document: TimelineDocument, file: String, diagnostics: inout [TimelineDiagnostic],
    pictured: inout [LottiePicturedPart]
  ) throws -> [UInt8] {
    var bytes: [UInt8] = []
    JSONWriter(style: .compact).write(
      try animation(
        document, file: file, diagnostics: &diagnostics, pictured: &pictured, writesAsItGoes: true),
      to: &bytes)
    return bytes
  }

  /// The Lottie animation of `document` as a JSON value.
  @MainActor
  public func animation(_ document: TimelineDocument, file: String = "timeline.json") throws -> JSONOutput {
    var diagnostics: [TimelineDiagnostic] = []
    var pictured: [LottiePicturedPart] = []
    return try animation(document, file: file, diagnostics: &diagnostics, pictured: &pictured)
  }

  @MainActor
  func animation(
    _ document: TimelineDocument, file: String, diagnostics: inout [TimelineDiagnostic],
    pictured: inout [LottiePicturedPart], writesAsItGoes: Bool = false
  ) throws -> JSONOutput {
    guard document.frameCount > 0 else {
      throw LottieExportError(part: "the document", reason: "it has no frames (duration × fps rounds to 0)")
    }
    let recording = ExportRecording(document: document, file: file)
    diagnostics += recording.diagnostics
    var composer = LottieComposer(
      recording: recording, frameRate: document.frameRate, scale: scale,
      background: document.canvas.background,
      pictures: RenderedPictures(), outliner: TextOutliner())
    // Bytes are written layer by layer, each layer's tree freed as soon as it is text.
    composer.writesAsItGoes = writesAsItGoes
    let animation = try composer.animation()
    pictured += composer.pictured
    return animation
  }
}
