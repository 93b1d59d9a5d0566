/// Why a canvas could not be made or a snapshot could not be drawn.
///
/// ```swift
/// do { try CairoCanvas.validate(width: 40_000, height: 100) } catch { print(error) }
/// // canvas of 40000 × 100 pixels is too large: Cairo allows at most 32767 pixels per side
/// ```
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A side is zero or negative.
  case emptyCanvas(width: Int, height: Int)
  /// A side exceeds `CairoCanvas.maximumSide`.
  case canvasTooLarge(width: Int, height: Int)
  /// Cairo reported an error (for example out of memory); the text is Cairo's.
  case cairo(String)
  /// Memory for a canvas, an encoder or a buffer could not be allocated; the text says for what.
  case outOfMemory(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .emptyCanvas(let width, let height):
      "canvas of \(width) × \(height) pixels is empty: both sides must be at least 1 pixel"
    case .canvasTooLarge(let width, let height):
      "canvas of \(width) × \(height) pixels is too large: Cairo allows at most "
        + "\(CairoCanvas.maximumSide) pixels per side"
    case .cairo(let message):
      "Cairo failed: \(message)"
    case .outOfMemory(let what):
      "out of memory: \(what)"
    }
  }
}
