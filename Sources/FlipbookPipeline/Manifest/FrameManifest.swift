import Crypto
import Flipbook
import FlipbookRender
import FlipbookTimeline
import Foundation

/// A render manifest (`manifest.jsonl`): one JSON object per line and per frame, in frame order, with the
/// frame's number, the SHA-256 of its file (of its raw pixels for video) and a SHA-256 of its evaluated
/// state (the snapshots drawn for it):
///
/// ```
/// {"frame":0,"sha256":"9f2c…","state":"41ab…","fps":"30","frames":180}
/// ```
///
/// `fps` and `frames` (the timeline's frame rate and frame count) let `flipbook encode` join the frames of a
/// sharded render without being told the rate, and know when frames are missing at the end; manifests
/// written before they existed lack them.
///
/// A shard writes `manifest.shard-I-of-N.jsonl`, so that shards sharing a folder never write the same file;
/// `flipbook verify` reads them all. `state` is `null` for a frame kept by `--skip-existing` that no earlier
/// manifest described.
///
/// ```swift
/// let line = FrameManifest.Entry(frame: 3, sha256: FrameManifest.sha256(of: png), state: nil).jsonLine
/// ```
public enum FrameManifest {
  /// One frame's line.
  public struct Entry: Sendable, Hashable {
    /// The frame number.
    public var frame: Int
    /// Lowercase hex SHA-256 of the frame's file, or of its raw pixels for video.
    public var sha256: String
    /// Lowercase hex SHA-256 of the frame's evaluated state, when known.
    public var state: String?
    /// The frame rate of the render, when the line records it.
    public var frameRate: FrameRate?
    /// The number of frames of the whole timeline (every shard's), when the line records it.
    public var frameCount: Int?

    /// Creates an entry.
    public init(
      frame: Int, sha256: String, state: String?, frameRate: FrameRate? = nil, frameCount: Int? = nil
    ) {
      self.frame = frame
      self.sha256 = sha256
      self.state = state
      self.frameRate = frameRate
      self.frameCount = frameCount
    }

    /// The entry as one line of JSON (no newline).
    ///
    /// ```swift
    /// Entry(frame: 2, sha256: sha, state: nil, frameRate: FrameRate(numerator: 30), frameCount: 90).jsonLine
    /// // {"frame":2,"sha256":"…","state":null,"fps":"30","frames":90}
    /// ```
    public var jsonLine: String {
      let state = self.state.map { "\"\($0)\"" } ?? "null"
      var line = "{\"frame\":\(frame),\"sha256\":\"\(sha256)\",\"state\":\(state)"
      if let frameRate { line += ",\"fps\":\"\(frameRate)\"" }
      if let frameCount { line += ",\"frames\":\(frameCount)" }
      return line + "}"
    }
  }

  /// `manifest.jsonl`, or `manifest.shard-I-of-N.jsonl` for shard I of N (N > 1).
  ///
  /// ```swift
  /// FrameManifest.fileName(shard: 2, of: 8)  // "manifest.shard-2-of-8.jsonl"
  /// ```
  public static func fileName(shard index: Int = 0, of count: Int = 1) -> String {
    count > 1 ? "manifest.shard-\(index)-of-\(count).jsonl" : "manifest.jsonl"
  }

  /// Lowercase hex SHA-256 of `bytes`.
  public static func sha256(of bytes: [UInt8]) -> String {
    hex(SHA256.hash(data: bytes))
  }

  static func hex(_ digest: some Sequence<UInt8>) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    for byte in digest {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 15)])
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The entries of a manifest's text, by frame; throws a `FrameOutputError` naming the line that is wrong.
  public static func parse(_ text: String, file: String) throws -> [Int: Entry] {
    var entries: [Int: Entry] = [:]
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.allSatisfy({ $0 == " " || $0 == "\r" }) {
      let node: JSONNode
      do { node = try JSONParser.parse(String(line)) } catch {
        throw FrameOutputError("\(file):\(number + 1): \(error.message)")
      }
      guard let frame = node["frame"]?.intValue, frame >= 0,
        let sha = node["sha256"]?.stringValue, sha.count == 64
      else {
        throw FrameOutputError(
          "\(file):\(number + 1): expected {\"frame\": N, \"sha256\": \"64 hex digits\", \"state\": …}")
      }
      var frameRate: FrameRate?
      if let fps = node["fps"] {
        guard let text = fps.stringValue, let rate = FrameRate(parsing: text) else {
          throw FrameOutputError(
            "\(file):\(number + 1): \"fps\" must be a frame rate such as \"30\" or \"30000/1001\"")
        }
        frameRate = rate
      }
      var frameCount: Int?
      if let frames = node["frames"] {
        guard let count = frames.intValue, count > frame else {
          throw FrameOutputError(
            "\(file):\(number + 1): \"frames\" must be a frame count above the frame number")
        }
        frameCount = count
      }
      entries[frame] = Entry(
        frame: frame, sha256: sha, state: node["state"]?.stringValue, frameRate: frameRate,
        frameCount: frameCount)
    }
    return entries
  }

  /// Reads a manifest file; `nil` when there is none.
  public static func read(path: String) throws -> [Int: Entry]? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FrameOutputError("\(path): cannot be read")
    }
    return try parse(String(decoding: data, as: UTF8.self), file: path)
  }

  /// Reads every `manifest*.jsonl` in `folder` (a whole render's and its shards'), merged by frame.
  public static func readAll(in folder: String) throws -> [Int: Entry] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    var entries: [Int: Entry] = [:]
    for name in names.sorted() where name.hasPrefix("manifest") && name.hasSuffix(".jsonl") {
      let path = (folder.isEmpty ? "." : folder) + "/" + name
      entries.merge(try read(path: path) ?? [:]) { first, _ in first }
    }
    return entries
  }

  /// Writes `entries` in frame order to `path`, atomically and durably.
  public static func write(_ entries: some Sequence<Entry>, to path: String) throws {
    let text = entries.sorted { $0.frame < $1.frame }.map { $0.jsonLine + "\n" }.joined()
    try AtomicFileWriter().write(Array(text.utf8), to: path)
  }
}
