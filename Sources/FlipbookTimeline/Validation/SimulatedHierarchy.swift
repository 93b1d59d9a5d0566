/// The view hierarchy reduced to what validation needs: parents, ordered children and ids.
///
/// Node 0 is the root (`root`). Nodes are created when the step that adds them runs.
struct SimulatedHierarchy {
  private(set) var parent: [Int] = [-1]
  private(set) var children: [[Int]] = [[]]
  private(set) var nodeByID: [String: Int] = ["root": 0]

  /// Creates nodes for every view of `tree` (linked among themselves, top-level ones detached) and returns
  /// the top-level nodes.
  mutating func create(_ tree: ViewTree) -> [Int] {
    let base = parent.count
    for spec in tree.views {
      let node = parent.count
      parent.append(-1)
      children.append([])
      if let id = spec.id, nodeByID[id] == nil { nodeByID[id] = node }
    }
    for (offset, spec) in tree.views.enumerated() {
      for child in spec.subviews {
        children[base + offset].append(base + child)
        parent[base + child] = base + offset
      }
    }
    return tree.roots.map { base + $0 }
  }

  /// Whether `node` is in the root's subtree.
  func isAttached(_ node: Int) -> Bool { isDescendant(node, of: 0) }

  /// Whether `node` is `ancestor` or inside it.
  func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
    var current = node
    while current >= 0 {
      if current == ancestor { return true }
      current = parent[current]
    }
    return false
  }

  /// `node` and all its descendants.
  func subtree(_ node: Int) -> [Int] {
    var result: [Int] = []
    var stack = [node]
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: children[next])
    }
    return result
  }

  /// The position of `node` among its siblings.
  func index(of node: Int) -> Int? {
    let p = parent[node]
    return p < 0 ? nil : children[p].firstIndex(of: node)
  }

  /// Takes `node` out of its superview.
  mutating func detach(_ node: Int) {
    let p = parent[node]
    guard p >= 0 else { return }
    children[p].removeAll { $0 == node }
    parent[node] = -1
  }

  /// Puts `node` at `index` of `container`'s subviews (leaving its old superview first).
  mutating func insert(_ node: Int, into container: Int, at index: Int) {
    detach(node)
    children[container].insert(node, at: min(index, children[container].count))
    parent[node] = container
  }

  /// Swaps two subviews of `container`.
  mutating func exchange(in container: Int, _ i: Int, _ j: Int) {
    children[container].swapAt(i, j)
  }
}
