/// The messages for problems found while the script runs, shared by validation and the player.
enum HierarchyMessages {
  static func time(_ seconds: Double) -> String { "at \(JSONWriter.formatNumber(seconds)) s" }

  static func notYetCreated(_ id: String, at seconds: Double, declaredAt location: SourceLocation?) -> String
  {
    let declared = location.map { " (it is declared at \($0))" } ?? ""
    return "view '\(id)' does not exist yet \(time(seconds))\(declared)"
  }

  static func noSuperview(_ id: String, at seconds: Double) -> String {
    "view '\(id)' has no superview \(time(seconds))"
  }

  static func cycle(_ id: String, into container: String, at seconds: Double) -> String {
    "cannot put '\(id)' into '\(container)' \(time(seconds)): '\(container)' is '\(id)' or inside it "
      + "(that would make a cycle)"
  }

  static func indexOutOfRange(_ index: Int, in container: String, count: Int, at seconds: Double) -> String {
    let subviews = count == 1 ? "1 subview" : "\(count) subviews"
    return "index \(index) is out of range: '\(container)' has \(subviews) \(time(seconds))"
  }

  static func notASubview(_ id: String, of container: String, at seconds: Double) -> String {
    "view '\(id)' is not a subview of '\(container)' \(time(seconds))"
  }

  static func relativeToItself(_ id: String) -> String {
    "view '\(id)' cannot be placed relative to itself"
  }
}
