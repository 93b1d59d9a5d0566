import Foundation

/// Writes each frame as its own PNG file, named by a `FrameFileNaming`, whole or not at all: the bytes go to
/// a temporary name in the same folder, then are renamed into place, so a killed render never leaves a
/// partial frame under a frame's name. Frames are written by the workers, in any order.
///
/// ```swift
/// let sink = try FrameFileSink(naming: .folder("frames"), colorType: .rgba)
/// try await FrameRenderer(renderer: renderer).render(frames: frames, from: player, to: sink)
/// ```
public final class FrameFileSink: FrameSink {
  /// The names of the files.
  public let naming: FrameFileNaming
  /// PNG frames of the chosen colour type.
  public let encoding: FrameEncoding
  /// Any order: each file is independent.
  public let order = FrameDeliveryOrder.any

  /// Creates the folder if needed and checks, before any work, that files can be written there.
  public init(naming: FrameFileNaming, colorType: PNGColorType = .automatic) throws {
    self.naming = naming
    self.encoding = .png(colorType)
    try Self.prepareDirectory(naming.directory.isEmpty ? "." : naming.directory)
  }

  /// Whether `frame`'s file exists.
  public func exists(frame: Int) -> Bool { FileManager.default.fileExists(atPath: naming.path(frame: frame)) }

  /// Writes the frame's file atomically.
  public func write(_ frame: EncodedFrame) throws {
    try Self.writeAtomically(frame.bytes, to: naming.path(frame: frame.frame))
  }

  /// Writes `bytes` to a temporary name beside `path`, then renames it into place.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    let temporary = OutputPath.temporary(for: path, tag: "tmp")
    let ok = bytes.withUnsafeBytes { raw -> Bool in
      guard let file = fopen(temporary, "wb") else { return false }
      let written = fwrite(raw.baseAddress, 1, raw.count, file)
      let closed = fclose(file)
      return written == raw.count && closed == 0
    }
    guard ok else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw FrameOutputError("\(path): cannot write (\(reason))")
    }
    try OutputPath.moveIntoPlace(temporary, path)
  }

  /// Creates `path` (and its parents) if missing and checks that it is a writable folder.
  public static func prepareDirectory(_ path: String) throws {
    let fm = FileManager.default
    var isDirectory: ObjCBool = false
    if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw FrameOutputError("\(path): exists and is not a folder") }
    } else {
      try createDirectories(path)
    }
    let probe = path + "/.flipbook-write-test-\(getpid())"
    guard fm.createFile(atPath: probe, contents: Data()) else {
      throw FrameOutputError("\(path): the output folder is not writable")
    }
    try? fm.removeItem(atPath: probe)
  }

  /// `mkdir -p` with an error that names the part of the path that failed and why, in words.
  static func createDirectories(_ path: String) throws {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
      var info = stat()
      if stat(prefix, &info) == 0 {
        guard info.st_mode & S_IFMT == S_IFDIR else {
          throw FrameOutputError(
            "\(path): cannot create the output folder: \(prefix) exists and is not a folder")
        }
        continue
      }
      guard mkdir(prefix, 0o777) == 0 || errno == EEXIST else {
        throw FrameOutputError(
          "\(path): cannot create the output folder \(prefix) (\(String(cString: strerror(errno))))")
      }
    }
  }
}

/// A file or folder of a render's output that cannot be made or written; the text names it.
public struct FrameOutputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, starting with the path.
  public var description: String
  /// Creates an error with a message.
  public init(_ description: String) { self.description = description }
}
