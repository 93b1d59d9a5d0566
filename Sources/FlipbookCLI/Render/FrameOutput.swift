import Foundation

/// The output folder of a render: names frames `frame_000042.png` and writes each file whole or not at all.
struct FrameOutput: Sendable {
  let directory: URL

  /// Creates the folder if needed and checks, before any work, that files can be written there.
  init(path: String) throws {
    directory = URL(fileURLWithPath: path, isDirectory: true)
    let fm = FileManager.default
    var isDirectory: ObjCBool = false
    if fm.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw OutputError("\(path): exists and is not a folder") }
    } else {
      do {
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        throw OutputError("\(path): cannot create the output folder (\(Self.reason(error)))")
      }
    }
    let probe = directory.appendingPathComponent(".flipbook-write-test-\(getpid())")
    guard fm.createFile(atPath: probe.path, contents: Data()) else {
      throw OutputError("\(path): the output folder is not writable")
    }
    try? fm.removeItem(at: probe)
  }

  static func fileName(frame: Int) -> String {
    let digits = String(frame)
    return "frame_" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
  }

  func path(frame: Int) -> String { directory.appendingPathComponent(Self.fileName(frame: frame)).path }

  func exists(frame: Int) -> Bool { FileManager.default.fileExists(atPath: path(frame: frame)) }

  /// Writes `bytes` to a temporary name in the same folder, then renames it into place, so a killed render
  /// never leaves a partial frame under a frame's name.
  func write(_ bytes: [UInt8], frame: Int) throws {
    let final = path(frame: frame)
    let temporary = directory.appendingPathComponent(".\(Self.fileName(frame: frame)).\(getpid()).tmp").path
    let ok = bytes.withUnsafeBytes { raw -> Bool in
      guard let file = fopen(temporary, "wb") else { return false }
      let written = fwrite(raw.baseAddress, 1, raw.count, file)
      let closed = fclose(file)
      return written == raw.count && closed == 0
    }
    guard ok else {
      unlink(temporary)
      throw OutputError("\(final): cannot write (\(String(cString: strerror(errno))))")
    }
    guard rename(temporary, final) == 0 else {
      unlink(temporary)
      throw OutputError("\(final): cannot rename into place (\(String(cString: strerror(errno))))")
    }
  }

  private static func reason(_ error: any Error) -> String {
    (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
  }
}

struct OutputError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
