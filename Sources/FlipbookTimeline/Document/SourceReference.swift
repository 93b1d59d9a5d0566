/// Where a value of a timeline came from: its JSON path and its position in the file.
///
/// Every decoded value keeps one, so that problems found later (while validating the script's hierarchy,
/// or while running it) can still point at the text. The path is stored as a chain of components and only
/// spelled out when asked for, so deep view trees do not cost a long string per view.
///
/// ```swift
/// let steps = SourceReference.document.appending(key: "steps").appending(index: 3)
/// steps.path  // "$.steps[3]"
/// ```
public struct SourceReference: Hashable, Sendable {
  /// The path's last component and its parent.
  let node: JSONPathNode
  /// Where the value (or, for keys, the key) starts in the file.
  public var location: SourceLocation

  /// Creates a reference from a path written out, e.g. `$.steps[3].animate.duration`.
  public init(path: String, location: SourceLocation) {
    self.node = JSONPathNode(parent: nil, component: .raw(path))
    self.location = location
  }

  init(node: JSONPathNode, location: SourceLocation) {
    self.node = node
    self.location = location
  }

  /// The JSON path, e.g. `$.steps[3].animate.changes[0].alpha`. Keys that are not plain identifiers are
  /// written in brackets: `$["my key"]`.
  public var path: String { node.path }

  /// The path of the document itself, `$`, at 1:1.
  public static let document = SourceReference(
    path: "$", location: SourceLocation(line: 1, column: 1, offset: 0))

  /// This reference's path extended by an object key, at the same location.
  ///
  /// ```swift
  /// SourceReference.document.appending(key: "views").path  // "$.views"
  /// ```
  public func appending(key: String) -> SourceReference {
    SourceReference(node: JSONPathNode(parent: node, component: .key(key)), location: location)
  }

  /// This reference's path extended by an array index, at the same location.
  public func appending(index: Int) -> SourceReference {
    SourceReference(node: JSONPathNode(parent: node, component: .index(index)), location: location)
  }

  /// The same path at another location.
  func at(_ location: SourceLocation) -> SourceReference { SourceReference(node: node, location: location) }

  public static func == (lhs: SourceReference, rhs: SourceReference) -> Bool {
    lhs.location == rhs.location && (lhs.node === rhs.node || lhs.path == rhs.path)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(location)
    hasher.combine(path)
  }
}

/// One component of a JSON path with a link to the rest; immutable, shared between paths.
final class JSONPathNode: Sendable {
  enum Component: Sendable {
    case raw(String)
    case key(String)
    case index(Int)
  }

  // `nonisolated(unsafe)` only so that `deinit` can unlink the chain; nothing else writes it.
  nonisolated(unsafe) private var parent: JSONPathNode?
  let component: Component

  init(parent: JSONPathNode?, component: Component) {
    self.parent = parent
    self.component = component
  }

  /// The path spelled out, from the root.
  var path: String {
    var components: [Component] = []
    var node: JSONPathNode? = self
    while let current = node {
      components.append(current.component)
      node = current.parent
    }
    var text = ""
    for component in components.reversed() {
      switch component {
      case .raw(let raw): text += raw
      case .key(let key): text = JSONPath.appending(key: key, to: text)
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  /// Releases long chains without recursion (a 100,000-deep path must not overflow the stack).
  deinit {
    guard var node = parent else { return }
    parent = nil
    while isKnownUniquelyReferenced(&node) {
      guard let next = node.parent else { return }
      node.parent = nil
      node = next
    }
  }
}

/// Builds JSON paths such as `$.steps[3].animate`.
enum JSONPath {
  /// `path.key`, or `path["key"]` when `key` is not a plain identifier.
  static func appending(key: String, to path: String) -> String {
    isPlain(key) ? path + "." + key : path + "[" + JSONWriter.quoted(key) + "]"
  }

  /// Letters, digits, `_` and `$`, not starting with a digit, not empty.
  static func isPlain(_ key: String) -> Bool {
    guard let first = key.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
    return key.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        || byte == 0x5F || byte == 0x24
    }
  }
}
