/// Candidate names prepared once for many "did you mean" searches: lowercased, with one reusable row buffer,
/// so a search over n names costs about n short comparisons and allocates nothing per name.
///
/// ```swift
/// let index = SuggestionIndex(document.viewIDs)
/// index.hint(for: "crad")  // " (did you mean 'card'?)"
/// ```
public struct SuggestionIndex: Sendable {
  private let names: [String]
  private let lowered: [[Unicode.Scalar]]

  /// Prepares `candidates` (their order breaks ties: the first closest one wins).
  public init(_ candidates: some Sequence<String>) {
    names = Array(candidates)
    lowered = names.map { Array($0.lowercased().unicodeScalars) }
  }

  /// The candidate closest to `word` by the rules of ``Suggestions/closest(to:in:)``, synonyms aside.
  public func closest(to word: String) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    guard !target.isEmpty else { return nil }
    var rows = EditDistanceRows()
    var best: (index: Int, distance: Int)?
    for (index, other) in lowered.enumerated() {
      let allowed = max(1, min(3, other.count / 3))
      guard abs(other.count - target.count) <= allowed else { continue }
      let distance = rows.distance(target, other, limit: min(allowed, (best?.distance ?? 4) - 1))
      guard distance <= allowed else { continue }
      if best == nil || distance < best!.distance { best = (index, distance) }
      if distance == 0 { break }
    }
    if let best { return names[best.index] }
    var longest: (index: Int, prefix: Int)?
    for (index, other) in lowered.enumerated() {
      let needed = max(4, (min(target.count, other.count) * 6 + 9) / 10)
      guard min(target.count, other.count) >= needed else { continue }
      var shared = 0
      while shared < target.count, shared < other.count, target[shared] == other[shared] { shared += 1 }
      if shared >= needed && shared > (longest?.prefix ?? 0) { longest = (index, shared) }
    }
    return longest.map { names[$0.index] }
  }

  /// ` (did you mean 'x'?)` or an empty string.
  public func hint(for word: String) -> String {
    guard let match = closest(to: word), match != word else { return "" }
    return " (did you mean '\(match)'?)"
  }
}

/// Damerau–Levenshtein distance (adjacent transpositions count as one edit) with three reusable rows.
struct EditDistanceRows {
  private var previous2: [Int] = []
  private var previous: [Int] = []
  private var current: [Int] = []

  /// The distance between `a` and `b`, or `limit + 1` as soon as it must exceed `limit`.
  mutating func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
    if limit < 0 { return 0 }
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let width = b.count + 1
    if previous.count < width {
      previous2 = [Int](repeating: 0, count: width)
      previous = [Int](repeating: 0, count: width)
      current = [Int](repeating: 0, count: width)
    }
    for j in 0..<width { previous[j] = j }
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
      swap(&previous2, &previous)
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
