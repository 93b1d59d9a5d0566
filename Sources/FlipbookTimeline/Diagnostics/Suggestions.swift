/// "Did you mean …?" hints for misspelled names, and for the names UIKit and web users write.
public enum Suggestions {
  /// A name from another API that means something of this format's: when `word` is `word` and the
  /// candidates hold `candidate` (or always, when it is nil), the hint is `display`, else `'candidate'`.
  struct Synonym {
    let word: String
    let candidate: String?
    let display: String?
  }

  /// Every synonym, the one place they are written; the first whose candidate is on offer wins.
  static let synonyms: [Synonym] = [
    // CSS and Core Animation names of view properties.
    Synonym(word: "opacity", candidate: "alpha", display: nil),
    Synonym(word: "position", candidate: "center", display: nil),
    Synonym(word: "isHidden", candidate: "hidden", display: nil),
    // CSS's and SwiftUI's geometry keys: a view is placed by UIKit's `frame`, `bounds` and `center`.
    Synonym(word: "width", candidate: "frame", display: "'frame' ([x, y, width, height]) or 'bounds'"),
    Synonym(word: "height", candidate: "frame", display: "'frame' ([x, y, width, height]) or 'bounds'"),
    Synonym(word: "size", candidate: "frame", display: "'frame' ([x, y, width, height]) or 'bounds'"),
    Synonym(word: "x", candidate: "frame", display: "'frame' ([x, y, width, height]) or 'center' ([x, y])"),
    Synonym(word: "y", candidate: "frame", display: "'frame' ([x, y, width, height]) or 'center' ([x, y])"),
    // CSS's `color` on a view: its background, or a label's text colour.
    Synonym(
      word: "color", candidate: "backgroundColor",
      display: #"'backgroundColor' or 'text.color' ("text": {"color": …})"#),
    Synonym(word: "transparent", candidate: "clear", display: nil),
    // Timing: CSS's `ease` and `animation-timing-function`, UIKit's `animations:` closure.
    Synonym(word: "ease", candidate: "curve", display: nil),
    Synonym(word: "easing", candidate: "curve", display: nil),
    Synonym(word: "timingFunction", candidate: "curve", display: nil),
    Synonym(word: "animations", candidate: "changes", display: nil),
    Synonym(word: "animation", candidate: "animate", display: nil),
    Synonym(word: "animations", candidate: "animate", display: nil),
    // UIKit's curve options are a key here; among curve names they stand for the curve itself.
    Synonym(word: "curveEaseInOut", candidate: "easeInOut", display: nil),
    Synonym(word: "curveEaseIn", candidate: "easeIn", display: nil),
    Synonym(word: "curveEaseOut", candidate: "easeOut", display: nil),
    Synonym(word: "curveLinear", candidate: "linear", display: nil),
    Synonym(word: "curveEaseInOut", candidate: nil, display: #""curve": "easeInOut""#),
    Synonym(word: "curveEaseIn", candidate: nil, display: #""curve": "easeIn""#),
    Synonym(word: "curveEaseOut", candidate: nil, display: #""curve": "easeOut""#),
    Synonym(word: "curveLinear", candidate: nil, display: #""curve": "linear""#),
    // `"curve": "spring"`: among curve names, a spring is its own key.
    Synonym(
      word: "spring", candidate: "easeInOut",
      display: #"the 'spring' key instead of 'curve': "spring": {"duration": 0.6, "bounce": 0.3}"#),
    // UILabel's and CSS's text attributes live in the `text` object and its `font`.
    Synonym(word: "textColor", candidate: "color", display: nil),
    Synonym(word: "textColor", candidate: "text", display: #"'text.color' ("text": {"color": …})"#),
    Synonym(word: "color", candidate: "text", display: #"'text.color' ("text": {"color": …})"#),
    Synonym(word: "textAlignment", candidate: "alignment", display: nil),
    Synonym(word: "numberOfLines", candidate: "lines", display: nil),
    Synonym(word: "name", candidate: "family", display: nil),
    Synonym(word: "fontName", candidate: "family", display: nil),
    Synonym(word: "fontFamily", candidate: "family", display: nil),
    Synonym(word: "fontSize", candidate: "size", display: nil),
    Synonym(word: "fontWeight", candidate: "weight", display: nil),
    Synonym(word: "font", candidate: "text", display: #"'text.font' ("text": {"font": …})"#),
    Synonym(
      word: "fontName", candidate: "text", display: #"'text.font.family' ("text": {"font": {"family": …}})"#),
    Synonym(
      word: "fontSize", candidate: "text", display: #"'text.font.size' ("text": {"font": {"size": …}})"#),
    // GSAP's SplitText cuts a label's text: the setting lives in its `text` object.
    Synonym(
      word: "split", candidate: "text", display: #"'text.split' ("text": {"string": …, "split": "chars"})"#),
    Synonym(
      word: "splitClass", candidate: "text", display: #"'text.splitClass' ("text": {…, "splitClass": …})"#),
    Synonym(word: "type", candidate: "split", display: nil),
  ]

  /// The synonym of `word` among `candidates`, as a candidate (nil for a phrase) and the text to show.
  static func synonym(for word: String, in candidates: some Sequence<String>) -> (
    candidate: String?, display: String
  )? {
    let entries = synonyms.filter { $0.word == word }
    guard !entries.isEmpty else { return nil }
    let offered = Set(candidates)
    for entry in entries {
      guard let candidate = entry.candidate else { return (nil, entry.display ?? word) }
      if offered.contains(candidate) { return (candidate, entry.display ?? "'\(candidate)'") }
    }
    return nil
  }

  /// The candidate closest to `word`, if it is close enough to be a likely typo or is its synonym (see
  /// ``synonyms``): equal ignoring case, within an edit distance of about a third of its length (at least 1,
  /// at most 3), or else sharing a long prefix (at least 4 characters and 60 % of the shorter name, as
  /// `rotation` and `rotate`).
  ///
  /// ```swift
  /// Suggestions.closest(to: "durration", in: ["duration", "delay"])  // "duration"
  /// Suggestions.closest(to: "opacity", in: ["alpha", "center"])      // "alpha"
  /// ```
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    if let synonym = synonym(for: word, in: candidates) { return synonym.candidate }
    return SuggestionIndex(candidates).closest(to: word)
  }

  /// ` (did you mean 'x'?)`, a synonym's phrase (` (did you mean "curve": "easeOut"?)`), or an empty string.
  ///
  /// ```swift
  /// Suggestions.hint(for: "curveEaseOut", in: ["repeat", "autoreverse"])  // " (did you mean "curve": "easeOut"?)"
  /// ```
  public static func hint(for word: String, in candidates: some Sequence<String>) -> String {
    if let synonym = synonym(for: word, in: candidates) { return " (did you mean \(synonym.display)?)" }
    return SuggestionIndex(candidates).hint(for: word)
  }
}
