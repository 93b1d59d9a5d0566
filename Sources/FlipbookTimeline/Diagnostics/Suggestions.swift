/// "Did you mean …?" hints for misspelled names.
public enum Suggestions {
  /// The candidate closest to `word`, if it is close enough to be a likely typo: equal ignoring case,
  /// within an edit distance of about a third of its length (at least 1, at most 3), or else sharing a long
  /// prefix (at least 4 characters and 60 % of the shorter name, as `rotation` and `rotate`).
  ///
  /// ```swift
  /// Suggestions.closest(to: "durration", in: ["duration", "delay"])  // "duration"
  /// ```
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    guard !lowered.isEmpty else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased().unicodeScalars)
      let allowed = max(1, min(3, other.count / 3))
      let distance = editDistance(lowered, other, limit: allowed)
      guard distance <= allowed else { continue }
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    if let best { return best.name }
    var longest: (name: String, prefix: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased().unicodeScalars)
      let shared = zip(lowered, other).prefix { $0 == $1 }.count
      let needed = max(4, (min(lowered.count, other.count) * 6 + 9) / 10)
      if shared >= needed && shared > (longest?.prefix ?? 0) { longest = (candidate, shared) }
    }
    return longest?.name
  }

  /// ` (did you mean 'x'?)` or an empty string.
  public static func hint(for word: String, in candidates: some Sequence<String>) -> String {
    guard let match = closest(to: word, in: candidates), match != word else { return "" }
    return " (did you mean '\(match)'?)"
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit; stops early above `limit`.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return limit + 1 }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
