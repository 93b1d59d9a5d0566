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

extension JSONTape {
  /// The JSON path of the entry that starts at byte `offset`: found by a binary search (entries are in
  /// document order), then spelled out by walking down from the root, skipping whole siblings.
  func path(ofEntryAt offset: Int) -> String {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if Int(entries[middle].offset) < offset { low = middle + 1 } else { high = middle }
    }
    guard low < entries.count, Int(entries[low].offset) == offset else { return "$" }
    return path(ofEntry: low)
  }

  /// The JSON path of entry `target`.
  func path(ofEntry target: Int) -> String {
    var path = "$"
    var node = 0
    while node != target {
      switch kind(node) {
      case .array:
        var child = node + 1
        var position = 0
        while next(after: child) <= target {
          child = next(after: child)
          position += 1
        }
        path += "[\(position)]"
        node = child
      case .object:
        var key = node + 1
        while next(after: key + 1) <= target { key = next(after: key + 1) }
        path = JSONPath.appending(key: string(key), to: path)
        node = key == target ? target : key + 1
      default:
        return path
      }
    }
    return path
  }
}
