import FlipbookGeometry

extension BackingLayer {
  /// Adds an explicit animation to the view's layer under `key` (`view.layer.add(_:forKey:)`), as on a
  /// standalone layer: it changes what is shown, never the view's own values, and applies after the view's
  /// block animations. Only the key paths a view's layer shows from the view animate
  /// (``LayerValues/viewProperties``: `position`, `bounds`, `opacity`, `transform…`, colours, corner, border
  /// and shadow); others are ignored, as are a ``LayerTransition`` (a view transition does that) and an
  /// animation of a view outside a window.
  ///
  /// ```swift
  /// let pulse = BasicAnimation(keyPath: "transform.scale")
  /// pulse.fromValue = .number(1)
  /// pulse.toValue = .number(1.2)
  /// pulse.duration = 0.3
  /// pulse.autoreverses = true
  /// button.layer.add(pulse, forKey: "pulse")  // button.transform stays the identity
  /// ```
  public func add(_ animation: LayerAnimation, forKey key: String?) {
    let members = (animation as? AnimationGroup)?.animations ?? [animation]
    guard view.window != nil,
      members.contains(where: { $0.keyPathToAnimate.map(Self.animates) ?? false })
    else { return }
    let host = view.layerHost ?? LayerHost()
    view.layerHost = host
    let layer = host.animationLayer ?? Layer()
    if host.animationLayer == nil {
      layer.hostView = view
      host.animationLayer = layer
    }
    // What an animation without values starts from, and the underlying value while it runs, are the view's.
    layer.model = LayerValues(view: view.model)
    layer.add(animation, forKey: key)
  }

  /// Whether an explicit animation of `keyPath` shows on a view's layer.
  ///
  /// ```swift
  /// BackingLayer.animates(LayerKeyPath("transform.scale")!)  // true
  /// ```
  public static func animates(_ keyPath: LayerKeyPath) -> Bool {
    LayerValues.viewProperties.contains(keyPath.property)
  }

  /// Removes the animation under `key` (`removeAnimation(forKey:)`); its completion runs with `false`. A
  /// view's block animations are its layer's animations keyed by the layer's name for the property
  /// (`"opacity"` for `alpha`, `"position"` for `center`), so that key removes them too and the view shows
  /// its own value at once.
  ///
  /// ```swift
  /// View.animate(withDuration: 1) { card.alpha = 0 }
  /// card.layer.removeAnimation(forKey: "opacity")  // card shows alpha 0 now
  /// ```
  public func removeAnimation(forKey key: String) {
    if let animator = view.window?.animator {
      // `transform` and `transform3D` are both the layer's `transform`.
      for property in AnimatableProperty.allCases where property.layerProperty?.name == key {
        animator.cancelAnimations(of: view, property: property)
      }
    }
    view.layerHost?.animationLayer?.removeAnimation(forKey: key)
  }

  /// Removes every animation of the view's layer (`removeAllAnimations()`): its explicit animations and its
  /// block animations alike, whose completions run with `false`; the view shows its own values at once.
  ///
  /// ```swift
  /// card.layer.removeAllAnimations()
  /// card.presentation.values == card.model  // true
  /// ```
  public func removeAllAnimations() {
    view.window?.animator.cancelAnimations(of: view)
    view.layerHost?.animationLayer?.removeAllAnimations()
  }

  /// The keys of the layer's animations (`animationKeys()`): the layer's name of each property a block
  /// animates, then the explicit animations' keys in the order they were added.
  ///
  /// ```swift
  /// View.animate(withDuration: 1) { card.alpha = 0 }
  /// card.layer.animationKeys()  // ["opacity"]
  /// ```
  public func animationKeys() -> [String] {
    var keys: [String] = []
    for property in AnimatableProperty.allCases where view.isAnimating(property) {
      if let name = property.layerProperty?.name, !keys.contains(name) { keys.append(name) }
    }
    return keys + (view.layerHost?.animationLayer?.animationKeys() ?? [])
  }
}

extension View {
  /// Whether the view's layer has explicit animations.
  var hasLayerAnimations: Bool { layerHost?.animationLayer?.animations.isEmpty == false }

  /// Applies the explicit animations of the view's layer at global time `t` over `values` (the view's values
  /// with its block animations applied).
  func applyLayerAnimations(at t: Double, to values: inout AnimatableValues) {
    guard let layer = layerHost?.animationLayer, !layer.animations.isEmpty else { return }
    layer.presentation(atLocalTime: t, over: LayerValues(view: values)).write(to: &values)
  }

  /// Whether a block animation of `property` is running on the view.
  func isAnimating(_ property: AnimatableProperty) -> Bool {
    track(for: property) != nil || deltaTracks.contains { $0.property == property }
  }
}

extension AnimatableProperty {
  /// The backing layer's property that shows this one (`center` is the layer's `position`, `alpha` its
  /// `opacity`); `nil` for `contentStretch`, which is the view's own.
  public var layerProperty: LayerProperty? {
    switch self {
    case .center: .position
    case .bounds: .bounds
    case .transform, .transform3D: .transform
    case .alpha: .opacity
    case .backgroundColor: .backgroundColor
    case .contentStretch: nil
    case .cornerRadius: .cornerRadius
    case .borderWidth: .borderWidth
    case .borderColor: .borderColor
    case .shadowColor: .shadowColor
    case .shadowOpacity: .shadowOpacity
    case .shadowOffset: .shadowOffset
    case .shadowRadius: .shadowRadius
    }
  }
}
