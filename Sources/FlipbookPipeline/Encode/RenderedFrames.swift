import Flipbook
import FlipbookRender
import Foundation

/// The frames a render (one process or many shards) wrote into a folder, checked before they are made into
/// one video: every frame `frame_000000.png` … up to the last is there and is a complete PNG, there are no
/// frames beyond the render's end, all have the same size, and each matches its manifest line.
///
/// The frame rate and the frame count come from the folder's manifests (`manifest*.jsonl`, written with
/// `--manifest`) when they record them; without manifests the count is the highest frame number plus one
/// and the rate must be given.
///
/// ```swift
/// let frames = try RenderedFrames(folder: "/mnt/render/intro")
/// frames.count      // 180
/// frames.frameRate  // 30, from the shards' manifests
/// ```
public struct RenderedFrames: Sendable {
  /// How the files are named (`DIR/frame_000000.png`, …).
  public var naming: FrameFileNaming
  /// The number of frames: files 0 to `count - 1`.
  public var count: Int
  /// The frame rate the manifests record, or nil.
  public var frameRate: FrameRate?
  /// Every frame's width and height in pixels.
  public var width: Int
  public var height: Int
  /// Whether the frames carry alpha (RGBA PNGs: a transparent canvas).
  public var transparent: Bool

  /// Scans `folder`; throws a `FrameOutputError` naming the first missing, extra or odd frame.
  public init(folder: String) throws {
    let naming = FrameFileNaming.folder(folder)
    self.naming = naming
    let shown = naming.directory.isEmpty ? "." : naming.directory
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: shown, isDirectory: &isFolder), isFolder.boolValue else {
      throw FrameOutputError("\(shown): no such folder of frames")
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: shown)) ?? []
    let numbers = Set(names.compactMap { naming.frame(ofFileName: $0) })
    let manifest = try FrameManifest.readAll(in: naming.directory)
    let rates = Set(manifest.values.compactMap(\.frameRate))
    guard rates.count <= 1 else {
      throw FrameOutputError(
        "\(shown): the manifests disagree on the frame rate (\(rates.map(\.description).sorted().joined(separator: ", "))): "
          + "they come from different renders")
    }
    frameRate = rates.first
    let counts = Set(manifest.values.compactMap(\.frameCount))
    guard counts.count <= 1 else {
      throw FrameOutputError(
        "\(shown): the manifests disagree on the number of frames (\(counts.sorted().map(String.init).joined(separator: ", "))): "
          + "they come from different renders")
    }
    guard let last = counts.first.map({ $0 - 1 }) ?? numbers.max() else {
      throw FrameOutputError("\(shown): holds no frames (\(naming.fileName(frame: 0)), …)")
    }
    let count = last + 1
    self.count = count
    if let extra = numbers.filter({ $0 > last }).min() {
      throw FrameOutputError(
        "\(naming.path(frame: extra)): an extra frame: the render's manifests end at frame \(last) "
          + "(\(count) frames); remove it or render again")
    }
    let missing = (0...last).filter { !numbers.contains($0) }
    if let first = missing.first {
      let more = missing.count > 1 ? " and \(missing.count - 1) more" : ""
      throw FrameOutputError(
        "\(naming.path(frame: first)): missing\(more) (frames 0 to \(last) expected); render the missing "
          + "frames (--skip-existing keeps the others) and encode again")
    }
    var size: (width: Int, height: Int, colorType: Int)?
    for frame in 0...last {
      let path = naming.path(frame: frame)
      guard let data = FileManager.default.contents(atPath: path) else {
        throw FrameOutputError("\(path): cannot be read")
      }
      let bytes = [UInt8](data)
      guard PNGFileCheck.isComplete(bytes: bytes), let header = PNGFileCheck.header(bytes: bytes) else {
        throw FrameOutputError("\(path): not a complete PNG (cut short or damaged); render it again")
      }
      if let entry = manifest[frame], entry.sha256 != FrameManifest.sha256(of: bytes) {
        throw FrameOutputError(
          "\(path): does not match its manifest line (SHA-256 \(entry.sha256.prefix(12))…): it changed since "
            + "the render; render it again")
      }
      if let size, (size.width, size.height, size.colorType) != header {
        throw FrameOutputError(
          "\(path): \(header.width)×\(header.height) \(Self.kind(header.colorType)), but frame 0 is "
            + "\(size.width)×\(size.height) \(Self.kind(size.colorType)): the frames come from different renders"
        )
      }
      size = header
    }
    width = size!.width
    height = size!.height
    transparent = size!.colorType == 6 || size!.colorType == 4
  }

  private static func kind(_ colorType: Int) -> String {
    colorType == 6 || colorType == 4 ? "with alpha" : "opaque"
  }
}
