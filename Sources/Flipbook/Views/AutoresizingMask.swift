/// Which parts of a view's frame stretch when its superview's bounds size changes (UIKit's
/// `UIViewAutoresizing`).
///
/// ```swift
/// let banner = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
/// banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
/// ```
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}
