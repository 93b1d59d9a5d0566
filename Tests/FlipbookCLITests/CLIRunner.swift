import Foundation
import Testing

/// Runs the built `flipbook` executable (it sits beside the test bundle in the build folder).
struct CLIRunner {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: [UInt8] = []
  }

  static let executable: URL = {
    var dir = Bundle.main.bundleURL
    for _ in 0..<3 {
      let candidate = dir.appendingPathComponent("flipbook")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("flipbook")
  }()

  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func run(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil) throws
    -> Result
  {
    try run(executable: executable, arguments, environment: environment, stdin: stdin)
  }

  /// Runs any program and collects its output.
  static func run(
    executable: URL, _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let input = Pipe()
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    if let stdin {
      input.fileHandleForWriting.write(Data(stdin.utf8))
      try input.fileHandleForWriting.close()
    }
    // Standard error is read on another thread so that neither pipe can fill up and stall the program.
    let errorReader = ErrorReader(err.fileHandleForReading)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = errorReader.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: [UInt8](outData))
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorReader: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)
  init(_ handle: FileHandle) {
    Thread.detachNewThread {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }
  }
  func wait() -> Data {
    done.wait()
    return data
  }
}

/// A fresh temporary folder, removed when the value is dropped by the test (call `remove()`).
struct TemporaryFolder {
  let url: URL
  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }
  func file(_ name: String, _ text: String) throws -> String {
    let path = url.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A small valid timeline: a red card moving and fading over 1 s at 10 fps on a transparent 64×48 canvas.
let smallTimeline = """
  {
    "version": 1,
    "canvas": { "width": 64, "height": 48 },
    "fps": 10,
    "duration": 1,
    "views": [ { "id": "card", "frame": [4, 4, 20, 16], "backgroundColor": "red",
                 "subviews": [ { "id": "dot", "frame": [2, 2, 4, 4], "backgroundColor": "#00F" } ] } ],
    "steps": [ { "at": 0.15, "animate": { "duration": 0.5, "curve": "linear",
      "changes": [ { "view": "card", "center": [50, 30], "alpha": 0.5 } ] } } ]
  }
  """
