import Flipbook

/// A number of a view's presentation state that `flipbook plot` can draw against time.
///
/// ```swift
/// PlotProperty(name: "center.x")?.value(of: view.presentation)
/// ```
public enum PlotProperty: String, Sendable, Hashable, CaseIterable {
  case alpha
  case centerX = "center.x"
  case centerY = "center.y"
  case boundsX = "bounds.x"
  case boundsY = "bounds.y"
  case boundsWidth = "bounds.width"
  case boundsHeight = "bounds.height"
  case frameX = "frame.x"
  case frameY = "frame.y"
  case frameWidth = "frame.width"
  case frameHeight = "frame.height"
  case transformA = "transform.a"
  case transformB = "transform.b"
  case transformC = "transform.c"
  case transformD = "transform.d"
  case transformTX = "transform.tx"
  case transformTY = "transform.ty"
  case red = "backgroundColor.red"
  case green = "backgroundColor.green"
  case blue = "backgroundColor.blue"
  case colorAlpha = "backgroundColor.alpha"
  case cornerRadius
  case borderWidth
  case shadowOpacity
  case shadowRadius
  case shadowOffsetWidth = "shadowOffset.width"
  case shadowOffsetHeight = "shadowOffset.height"

  /// The property called `name` (its raw value), or nil.
  public init?(name: String) { self.init(rawValue: name) }

  /// The property's value in `state` (colour components of no colour are 0).
  public func value(of state: PresentationState) -> Double {
    switch self {
    case .alpha: state.alpha
    case .centerX: state.center.x
    case .centerY: state.center.y
    case .boundsX: state.bounds.origin.x
    case .boundsY: state.bounds.origin.y
    case .boundsWidth: state.bounds.size.width
    case .boundsHeight: state.bounds.size.height
    case .frameX: state.frame.origin.x
    case .frameY: state.frame.origin.y
    case .frameWidth: state.frame.size.width
    case .frameHeight: state.frame.size.height
    case .transformA: state.transform.a
    case .transformB: state.transform.b
    case .transformC: state.transform.c
    case .transformD: state.transform.d
    case .transformTX: state.transform.tx
    case .transformTY: state.transform.ty
    case .red: state.backgroundColor?.red ?? 0
    case .green: state.backgroundColor?.green ?? 0
    case .blue: state.backgroundColor?.blue ?? 0
    case .colorAlpha: state.backgroundColor?.alpha ?? 0
    case .cornerRadius: state.style.cornerRadius
    case .borderWidth: state.style.borderWidth
    case .shadowOpacity: state.style.shadowOpacity
    case .shadowRadius: state.style.shadowRadius
    case .shadowOffsetWidth: state.style.shadowOffset.width
    case .shadowOffsetHeight: state.style.shadowOffset.height
    }
  }
}
