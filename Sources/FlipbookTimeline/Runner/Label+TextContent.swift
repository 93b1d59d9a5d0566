import Flipbook

extension Label {
  /// Sets the text and its attributes from `content` (the inverse of `textContent`).
  func apply(_ content: TextContent) {
    text = content.string
    font = content.font
    textColor = content.color
    textAlignment = content.alignment
    numberOfLines = content.numberOfLines
    preferredMaxLayoutWidth = content.preferredMaxLayoutWidth
  }
}
