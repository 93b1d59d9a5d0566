import Synchronization

extension JSONTape {
  /// The bytes of a parsed file, which ``SourceReference``s into it keep so that they can spell out their
  /// JSON paths.
  ///
  /// While a decoder holds the file's tape here (``hold(_:)`` to ``release()``), paths are found on it;
  /// otherwise the first path asked for parses the bytes again, once. No weak reference: a weakly referenced
  /// tape would pay the runtime's slow reference counting on every node copied while decoding.
  ///
  /// ```swift
  /// let root = try JSONParser.parse(#"{"steps": [{"at": 1}]}"#)
  /// root.tape.text.path(ofEntryAt: 18)  // "$.steps[0].at": the value 1 (its key starts at byte 12, same path)
  /// ```
  final class SourceText: Sendable {
    let bytes: [UInt8]
    private let parse = Mutex<Parse>(Parse())

    private struct Parse {
      /// The file's own tape, while a decoder holds it (a cycle until ``release()``).
      var held: JSONTape?
      /// A parse of ``bytes`` made for a path asked when no tape was held.
      var reparsed: JSONTape?
    }

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    /// Keeps `tape` (parsed from these bytes) for paths until ``release()``.
    func hold(_ tape: JSONTape) { parse.withLock { $0.held = tape } }

    /// Drops the held tape (it is about as large as the decoded document).
    func release() { parse.withLock { $0.held = nil } }

    /// The JSON path of the value or key that starts at byte `offset` (a key's path is its member's).
    func path(ofEntryAt offset: UInt32) -> String {
      parse.withLock { parse in
        if let tape = parse.held ?? parse.reparsed { return tape.path(ofEntryAt: Int(offset)) }
        parse.reparsed = try? JSONParser.parse(bytes).tape
        return parse.reparsed?.path(ofEntryAt: Int(offset)) ?? "$"
      }
    }
  }
}
