import Synchronization

extension JSONTape {
  /// The bytes of a parsed file, which ``SourceReference``s into it keep so that they can spell out their
  /// JSON paths.
  ///
  /// While the file's tape is alive, paths are found on it; once it is gone (it is about as large as the
  /// decoded document, and decoding drops it), the first path asked for parses the bytes again, once.
  ///
  /// ```swift
  /// let root = try JSONParser.parse(#"{"steps": [{"at": 1}]}"#)
  /// root.tape.text.path(ofEntryAt: 18)  // "$.steps[0].at": the value 1 (its key starts at byte 12, same path)
  /// ```
  final class SourceText: Sendable {
    let bytes: [UInt8]
    private let parse: Mutex<Parse>

    /// The file's tape, held weakly while its owner keeps it, then a parse of its own.
    private struct Parse {
      weak var original: JSONTape?
      var reparsed: JSONTape?
    }

    init(bytes: [UInt8]) {
      self.bytes = bytes
      parse = Mutex(Parse())
    }

    /// Records the tape parsed from these bytes (weakly: the tape owns its text).
    func attach(_ tape: JSONTape) { parse.withLock { $0.original = tape } }

    /// The JSON path of the value or key that starts at byte `offset` (a key's path is its member's).
    func path(ofEntryAt offset: UInt32) -> String {
      parse.withLock { parse in
        if let tape = parse.original ?? parse.reparsed { return tape.path(ofEntryAt: Int(offset)) }
        parse.reparsed = try? JSONParser.parse(bytes).tape
        return parse.reparsed?.path(ofEntryAt: Int(offset)) ?? "$"
      }
    }
  }
}
