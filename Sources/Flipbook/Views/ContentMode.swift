/// How a view lays out its content when its bounds change (UIKit's `UIViewContentMode`).
public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
  case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
  case topLeft, topRight, bottomLeft, bottomRight
}
