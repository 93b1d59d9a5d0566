import FlipbookGeometry

extension View {
  /// Sets an animatable property's model value and tells the window's animator, which animates the change
  /// inside an animation block (or cancels a running animation of the property outside one).
  func setAnimatable<Value, Track>(_ descriptor: PropertyDescriptor<Value, Track>, _ newValue: Value) {
    let old: Value
    if let offset = descriptor.modelOffset {
      // At the stored property's offset: a key-path read and write are two runtime calls per set.
      old = withUnsafeMutableBytes(of: &model) { model in
        let slot = model.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Value.self)
        defer { slot.pointee = newValue }
        return slot.pointee
      }
    } else {
      old = model[keyPath: descriptor.model]
      model[keyPath: descriptor.model] = newValue
    }
    window?.animator.recordChange(descriptor, view: self, old: old, new: newValue)
  }

  /// The index of the track animating `property`, if one does.
  func track(for property: AnimatableProperty) -> Int32? {
    for reference in tracks where reference.property == property { return reference.index }
    return nil
  }

  /// Records that track `index` (of the property's track table) animates `property`.
  func setTrack(_ index: Int32, for property: AnimatableProperty) {
    for i in tracks.indices where tracks[i].property == property {
      tracks[i].index = index
      return
    }
    tracks.append(TrackReference(property: property, index: index))
  }

  /// Records that no track animates `property` any more.
  func removeTrack(for property: AnimatableProperty) {
    guard let i = tracks.firstIndex(where: { $0.property == property }) else { return }
    tracks.swapAt(i, tracks.count - 1)
    tracks.removeLast()
  }

  /// Whether any property of the view, or a transition on it, is animating now.
  public var isAnimating: Bool {
    !tracks.isEmpty || !deltaTracks.isEmpty || transitionIndex != nil || hasLayerAnimations
  }

  /// The model value of every animatable property at once (what the getters return).
  ///
  /// ```swift
  /// card.modelValues.alpha   // same as card.alpha
  /// ```
  public var modelValues: AnimatableValues { model }

  /// The value of an animatable property by name (the model value, like the property's getter).
  ///
  /// ```swift
  /// card.value(for: .alpha)   // .number(1)
  /// ```
  public func value(for property: AnimatableProperty) -> PropertyValue { model[property] }

  /// Sets an animatable property by name, exactly as its setter does (so it animates inside a block).
  /// Returns false, changing nothing, when the value is of the wrong kind for the property.
  ///
  /// ```swift
  /// View.animate(withDuration: 1) { card.setValue(.number(0), for: .alpha) }
  /// ```
  @discardableResult
  public func setValue(_ value: PropertyValue, for property: AnimatableProperty) -> Bool {
    property.descriptor.set(value, on: self)
  }

  /// Sets each of `properties` to its value in `values`, through its setter, skipping each value the view
  /// already holds bit for bit (UIKit's default, for most properties of a new view): a plain read instead
  /// of a setter call per property.
  ///
  /// ```swift
  /// var values = card.modelValues
  /// values.alpha = 0.5
  /// card.setValues(values, for: [.alpha, .cornerRadius])  // sets alpha only
  /// ```
  public func setValues(_ values: AnimatableValues, for properties: [AnimatableProperty]) {
    // One flag per property, on the stack: as many as there are properties, with no fixed limit.
    let current = model
    withUnsafeTemporaryAllocation(of: Bool.self, capacity: AnimatableProperty.count) { differing in
      differing.initialize(repeating: false)
      withUnsafeBytes(of: values) { new in
        // Compared in place first (one access to the model), then set through the setters that differ.
        var any = false
        withUnsafeBytes(of: &model) { old in
          for property in properties {
            if let bytes = property.descriptor.modelBytes {
              if RawBytes.equal(
                old.baseAddress! + bytes.lowerBound, new.baseAddress! + bytes.lowerBound, count: bytes.count)
              {
                continue
              }
            } else if current[property] == values[property] {
              continue  // a computed value (`transform`) compares by value
            }
            differing[property.ordinal] = true
            any = true
          }
        }
        guard any else { return }
        // `transform` is `transform3D`'s affine part: setting `transform3D` sets both.
        if differing[AnimatableProperty.transform3D.ordinal] {
          differing[AnimatableProperty.transform.ordinal] = false
        }
        for property in properties where differing[property.ordinal] {
          property.descriptor.copy(from: new.baseAddress!, to: self)
        }
      }
    }
  }
}
