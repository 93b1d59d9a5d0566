import Synchronization

/// The bytes of a parsed file, kept so that ``SourceReference``s into it can spell out their JSON paths.
///
/// While the file is being decoded the parsed tape is at hand and paths are found on it; afterwards the
/// loader calls ``releaseTape()`` (the tape is about as large as the decoded document) and the first path
/// asked for parses the bytes again, once.
///
/// ```swift
/// let root = try JSONParser.parse(#"{"steps": [{"at": 1}]}"#)
/// let text = JSONSourceText(tape: root.tape)
/// text.path(ofEntryAt: 18)  // "$.steps[0].at": the value 1 (its key "at" starts at byte 12, same path)
/// ```
final class JSONSourceText: Sendable {
  let bytes: [UInt8]
  private let tape: Mutex<JSONTape?>

  init(tape: JSONTape) {
    bytes = tape.bytes
    self.tape = Mutex(tape)
  }

  /// Drops the parsed tape; paths asked for later parse the bytes again.
  func releaseTape() { tape.withLock { $0 = nil } }

  /// The JSON path of the value or key that starts at byte `offset` (a key's path is its member's).
  func path(ofEntryAt offset: UInt32) -> String {
    tape.withLock { tape in
      if tape == nil { tape = try? JSONParser.parse(bytes).tape }
      return tape?.path(ofEntryAt: Int(offset)) ?? "$"
    }
  }
}
