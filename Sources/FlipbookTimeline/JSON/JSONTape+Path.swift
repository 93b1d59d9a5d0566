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
