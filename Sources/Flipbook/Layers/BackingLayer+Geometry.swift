import FlipbookGeometry

extension BackingLayer {
  /// The view's layer's position in its superview: the view's `center` (`view.layer.position`).
  ///
  /// ```swift
  /// card.layer.position == card.center  // true
  /// ```
  public var position: Point {
    get { view.center }
    nonmutating set { view.center = newValue }
  }

  /// The view's anchor point (`view.layer.anchorPoint`), in unit coordinates of its bounds: the point of the
  /// view that sits at `center` and that `transform` turns and scales about. Default (0.5, 0.5), the middle.
  ///
  /// As in UIKit, changing it keeps `center` (the layer's position) and moves the frame, and it takes
  /// effect at once, inside an animation block too: UIKit animates no anchor point in a block.
  ///
  /// ```swift
  /// let hand = View(frame: Rect(x: 75, y: 75, width: 50, height: 50))  // center (100, 100)
  /// hand.layer.anchorPoint = Point(x: 0, y: 0)
  /// hand.frame.origin                                                   // (100, 100): the frame moved
  /// ```
  public var anchorPoint: Point {
    get { view.model.anchorPoint }
    nonmutating set {
      view.model.anchorPoint = newValue
    }
  }

  /// The view's place in depth among its siblings (`view.layer.zPosition`). Default 0. Siblings draw in
  /// ascending `zPosition`, ties in the order of `subviews`. Hit-testing keeps the order of `subviews`, as
  /// UIKit's does: a view raised by `zPosition` draws on top of a later sibling, but a touch where both lie
  /// goes to the later one (`bringSubviewToFront(_:)` changes both). Not animated in a block, as in UIKit.
  ///
  /// ```swift
  /// back.layer.zPosition = 1  // now drawn above its later siblings; touches still go to them first
  /// ```
  public var zPosition: Double {
    get { view.layerZPosition }
    nonmutating set { view.layerZPosition = newValue }
  }
}

extension BackingLayer {
  /// A layer whose alpha, in the view's bounds coordinates, masks the view and its subviews
  /// (`view.layer.mask`): where the mask is clear the view shows nothing. The mask draws nothing itself and
  /// is not one of ``sublayers``. Default `nil`.
  ///
  /// ```swift
  /// let porthole = ShapeLayer()
  /// porthole.path = BezierPath(ovalIn: card.bounds)
  /// card.layer.mask = porthole  // only the oval of the card and its subviews shows
  /// ```
  public var mask: Layer? {
    get { view.layerHost?.mask }
    nonmutating set {
      guard newValue !== view.layerHost?.mask else { return }
      if let old = view.layerHost?.mask, old.hostView === view { old.hostView = nil }
      let host = view.layerHost ?? LayerHost()
      view.layerHost = host
      newValue?.removeFromSuperlayer()
      host.mask = newValue
      // Its window, and so its clock and its animations, come through the view it masks.
      newValue?.hostView = view
      newValue?.wasAdded()
    }
  }
}

extension View {
  /// The subviews back to front as they are drawn, and as a snapshot lists their nodes: ascending
  /// `layer.zPosition`, ties in the order of `subviews` (which it is, allocating nothing, when every
  /// zPosition is 0). Hit-testing keeps the order of `subviews`, as UIKit's does.
  ///
  /// ```swift
  /// back.layer.zPosition = 1
  /// window.subviewsInDrawingOrder.last === back  // true
  /// ```
  public var subviewsInDrawingOrder: [View] { sortedByZPosition(subviewStorage) { $0.layerZPosition } }
}

/// Siblings in drawing order, views or layers alike: ascending `zPosition`, ties in list order (the list
/// itself when every zPosition is 0).
func sortedByZPosition<Sibling>(_ siblings: [Sibling], zPosition: (Sibling) -> Double) -> [Sibling] {
  guard siblings.count > 1, siblings.contains(where: { zPosition($0) != 0 }) else { return siblings }
  return siblings.enumerated().sorted {
    (zPosition($0.element), $0.offset) < (zPosition($1.element), $1.offset)
  }.map(\.element)
}
