import FlipbookGeometry

/// The layers a view's layer holds besides its subviews' (kept out of `View` itself, which most views never
/// need: one reference per view).
@MainActor
final class LayerHost {
  /// Back to front; those below the subviews first (a document's `layers`), then those added on top of
  /// everything (`addSublayer`).
  var layers: [(layer: Layer, aboveSubviews: Bool)] = []
  /// The layer whose alpha masks the view and its subviews (``BackingLayer/mask``).
  var mask: Layer?
  /// Holds the explicit animations of the view's layer (``BackingLayer/add(_:forKey:)``): a layer that is
  /// never drawn, so that a view's layer animates by the same machinery as a standalone one.
  var animationLayer: Layer?
}

/// A view's backing layer, as `view.layer` gives it: its sublayers share one back-to-front list with the
/// subviews' layers, as in Core Animation. (The view's own properties are the layer's: `view.center` is the
/// layer's position, `view.alpha` its opacity.)
///
/// ```swift
/// let ring = ShapeLayer()
/// card.layer.addSublayer(ring)      // on top of card's subviews
/// card.layer.insertSublayer(ring, at: 0)  // below them, above card's own background
/// ```
@MainActor
public struct BackingLayer {
  /// The view whose layer this is.
  public let view: View

  /// The view's layers that are not subviews' layers, back to front.
  public var sublayers: [Layer] { view.layerHost?.layers.map(\.layer) ?? [] }

  /// How many of ``sublayers`` (the last ones) draw above the subviews.
  public var sublayersAboveSubviews: Int { view.layerHost?.layers.filter(\.aboveSubviews).count ?? 0 }

  /// Appends `layer` on top of everything in the view's layer, its subviews included (`addSublayer(_:)`).
  public func addSublayer(_ layer: Layer) { insert(layer, aboveSubviews: true, at: Int.max) }

  /// Inserts `layer` at `index` among the layers drawn below the subviews (above the view's own
  /// background, image and text), as a document's `layers` are.
  public func insertSublayer(_ layer: Layer, at index: Int) { insert(layer, aboveSubviews: false, at: index) }

  /// Inserts `layer` just above `sibling`, one of this view's layers, on the same side of the subviews
  /// (`insertSublayer(_:above:)`); nothing happens when `sibling` is not one.
  public func insertSublayer(_ layer: Layer, above sibling: Layer) {
    insert(layer, nextTo: sibling, above: true)
  }

  /// Inserts `layer` just below `sibling`, one of this view's layers (`insertSublayer(_:below:)`).
  public func insertSublayer(_ layer: Layer, below sibling: Layer) {
    insert(layer, nextTo: sibling, above: false)
  }

  private func insert(_ layer: Layer, nextTo sibling: Layer, above: Bool) {
    guard layer !== sibling, let host = view.layerHost,
      let entry = host.layers.first(where: { $0.layer === sibling })
    else { return }
    layer.removeFromSuperlayer()
    let index = host.layers.firstIndex { $0.layer === sibling }!
    host.layers.insert((layer, entry.aboveSubviews), at: above ? index + 1 : index)
    layer.hostView = view
    layer.wasAdded()
  }

  private func insert(_ layer: Layer, aboveSubviews: Bool, at index: Int) {
    layer.removeFromSuperlayer()
    let host = view.layerHost ?? LayerHost()
    view.layerHost = host
    let below = host.layers.filter { !$0.aboveSubviews }.count
    let position =
      aboveSubviews ? host.layers.count : max(0, min(index, below))
    host.layers.insert((layer, aboveSubviews), at: position)
    layer.hostView = view
    layer.wasAdded()
  }
}

extension View {
  /// The view's backing layer (`UIView.layer`): add sublayers to it.
  public var layer: BackingLayer { BackingLayer(view: self) }
}
