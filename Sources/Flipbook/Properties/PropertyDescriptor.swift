import FlipbookGeometry

/// How one animatable property is stored, animated and converted: the typed half of the property list.
///
/// `Value` is the model type (`Color?` for `backgroundColor`); `Track` is what the engine interpolates
/// (`Color`, with `nil` animating as clear; `TransformComponents` for `transform`). Every track of a `Track`
/// type lives in the same ``TrackTable``, so a new property of an existing type adds no table and no loop.
/// A class, so that handing it out as `any PropertyDescriptorProtocol` costs a reference, not a boxed copy.
final class PropertyDescriptor<Value: PropertyComponents, Track: TrackValue>:
  PropertyDescriptorProtocol
{
  let property: AnimatableProperty
  let kind: PropertyKind
  /// The value of a new view (UIKit's default), which ``AnimatableValues`` starts from.
  let defaultValue: Value
  /// Where the value lives in a view's model, a presentation and a snapshot node.
  let model: any WritableKeyPath<AnimatableValues, Value> & Sendable
  /// `model`'s byte offset in `AnimatableValues` when it is a stored property (every model key path is), so
  /// that a snapshot writes step values without applying a key path (a runtime call per write).
  let modelOffset: Int?
  /// The bytes `model` takes in `AnimatableValues` (nil when it is not a stored property).
  let modelBytes: Range<Int>?
  /// The table of the engine that animates it.
  let table: any WritableKeyPath<TrackTables, TrackTable<Track>> & Sendable
  let toTrack: @Sendable (Value) -> Track
  let fromTrack: @Sendable (Track) -> Value
  /// Adjusts a new target given the start value (rotation unwrapping for transforms).
  let adjust: @Sendable (_ from: Track, _ to: Track) -> Track
  /// How the property adds up in a window with additive interruption (`nil`: it never does).
  let delta: DeltaAccess<Track>?
  let wrap: @Sendable (Value) -> PropertyValue
  let unwrap: @Sendable (PropertyValue) -> Value?
  /// The public setter (with its clamping and side effects, such as autoresizing for `bounds`).
  let setter: @MainActor @Sendable (View, Value) -> Void

  init(
    _ property: AnimatableProperty, _ kind: PropertyKind, default defaultValue: Value,
    model: any WritableKeyPath<AnimatableValues, Value> & Sendable,
    table: any WritableKeyPath<TrackTables, TrackTable<Track>> & Sendable,
    toTrack: @escaping @Sendable (Value) -> Track, fromTrack: @escaping @Sendable (Track) -> Value,
    adjust: @escaping @Sendable (Track, Track) -> Track = { _, to in to }, delta: DeltaAccess<Track>? = nil,
    wrap: @escaping @Sendable (Value) -> PropertyValue, unwrap: @escaping @Sendable (PropertyValue) -> Value?,
    setter: @escaping @MainActor @Sendable (View, Value) -> Void
  ) {
    self.property = property
    self.kind = kind
    self.defaultValue = defaultValue
    self.model = model
    self.modelOffset = MemoryLayout<AnimatableValues>.offset(of: model as PartialKeyPath<AnimatableValues>)
    self.modelBytes = modelOffset.map { $0..<$0 + MemoryLayout<Value>.size }
    self.table = table
    self.toTrack = toTrack
    self.fromTrack = fromTrack
    self.adjust = adjust
    self.delta = delta
    self.wrap = wrap
    self.unwrap = unwrap
    self.setter = setter
  }

  var defaultPropertyValue: PropertyValue { wrap(defaultValue) }

  var componentNames: [String] {
    Value.componentNames.map { $0.isEmpty ? property.name : "\(property.name).\($0)" }
  }

  func value(in values: AnimatableValues) -> PropertyValue { wrap(values[keyPath: model]) }

  func differenceIsFinite(from start: AnimatableValues, to end: AnimatableValues) -> Bool {
    withUnsafeBytes(of: start) { start in
      withUnsafeBytes(of: end) { differenceIsFinite(from: start.baseAddress!, to: $0.baseAddress!) }
    }
  }

  /// The stored value in the `AnimatableValues` at `values` (a pointer, so that checking every property of
  /// one value copies nothing).
  @inline(__always)
  private func read(at values: UnsafeRawPointer) -> Value {
    guard let offset = modelOffset else {
      return values.assumingMemoryBound(to: AnimatableValues.self).pointee[keyPath: model]
    }
    return values.load(fromByteOffset: offset, as: Value.self)
  }

  // Called through the protocol for every stored property of every value the validator checks: specialised
  // for the stored properties' types, so that values are loaded and compared directly.
  @_specialize(exported:false,kind:full,where Value == Double, Track == Double)
  @_specialize(exported:false,kind:full,where Value == Point, Track == Point)
  @_specialize(exported:false,kind:full,where Value == Size, Track == Size)
  @_specialize(exported:false,kind:full,where Value == Rect, Track == Rect)
  @_specialize(exported:false,kind:full,where Value == Color?, Track == Color)
  @_specialize(exported:false,kind:full,where Value == Color, Track == Color)
  @_specialize(exported:false,kind:full,where Value == Transform3D, Track == Transform3D)
  func differenceIsFinite(from start: UnsafeRawPointer, to end: UnsafeRawPointer) -> Bool {
    Value.differenceIsFinite(read(at: start), read(at: end))
  }

  @MainActor
  func copy(from values: UnsafeRawPointer, to view: View) { setter(view, read(at: values)) }

  func set(_ value: PropertyValue, in values: inout AnimatableValues) -> Bool {
    guard let typed = unwrap(value) else { return false }
    values[keyPath: model] = typed
    return true
  }

  @MainActor
  func set(_ value: PropertyValue, on view: View) -> Bool {
    guard let typed = unwrap(value) else { return false }
    setter(view, typed)
    return true
  }

  @MainActor
  func group(ofTrack i: Int32, in animator: Animator) -> Int32 {
    animator.tables[keyPath: table].group[Int(i)]
  }

  @MainActor
  func cancelTrack(_ i: Int32, in animator: Animator) { animator.cancelTrack(table, Int(i)) }

  @MainActor
  func isKeyframed(_ i: Int32, in animator: Animator) -> Bool {
    animator.tables[keyPath: table].keyframes[Int(i)] != nil
  }

  // Called through the protocol for every animated view of a snapshot: specialised for the common kinds, so
  // that a value is copied directly instead of through the generic value witnesses.
  @_specialize(exported:false,kind:full,where Value == Double, Track == Double)
  @_specialize(exported:false,kind:full,where Value == Point, Track == Point)
  @_specialize(exported:false,kind:full,where Value == Rect, Track == Rect)
  @_specialize(exported:false,kind:full,where Value == Color?, Track == Color)
  @_specialize(exported:false,kind:full,where Value == Color, Track == Color)
  func writeStepValues(
    of tracks: [PendingTrack], from step: borrowing StepReader, into nodes: inout [RenderNode]
  ) {
    let fromTrack = fromTrack
    nodes.withUnsafeMutableBufferPointer { nodes in
      for entry in tracks {
        let (group, value) = Track.stepTrack(Int(entry.track), in: step.tables)
        guard step.isAnimating(group: group) else { continue }
        let converted = fromTrack(value)
        withUnsafeMutablePointer(to: &nodes[Int(entry.node)].values) { values in
          if let offset = modelOffset {
            UnsafeMutableRawPointer(values).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee =
              converted
          } else {
            values.pointee[keyPath: model] = converted
          }
        }
      }
    }
  }

  @MainActor
  func applyCurrentValue(ofTrack i: Int32, in animator: Animator, to values: inout AnimatableValues) {
    guard let current = animator.currentValue(animator.tables[keyPath: table], Int(i)) else { return }
    values[keyPath: model] = fromTrack(current)
  }

  @MainActor
  func checkTrack(_ i: Int32, of view: View, in animator: Animator) {
    let tracks = animator.tables[keyPath: table]
    precondition(Int(i) < tracks.count, "\(property): track \(i) out of range")
    precondition(tracks.owner[Int(i)] === view, "\(property): track \(i) belongs to another view")
    precondition(tracks.property[Int(i)] == property, "\(property): track \(i) animates another property")
  }
}

/// The operations every descriptor offers whatever its types: what the engine's cold paths and the timeline
/// format call through ``AnimatableProperty/descriptor``.
protocol PropertyDescriptorProtocol: AnyObject, Sendable {
  var property: AnimatableProperty { get }
  var kind: PropertyKind { get }
  /// The value of a new view, wrapped.
  var defaultPropertyValue: PropertyValue { get }
  /// The names of the value's components, `property.component` (`shadowOffset.width`), or the property's
  /// name for a number.
  var componentNames: [String] { get }
  /// Whether every component of the property changes by a finite amount from `start` to `end`.
  func differenceIsFinite(from start: AnimatableValues, to end: AnimatableValues) -> Bool
  /// The same for the `AnimatableValues` at `start` and `end`.
  func differenceIsFinite(from start: UnsafeRawPointer, to end: UnsafeRawPointer) -> Bool
  /// The bytes the property's value takes in `AnimatableValues` (nil when it is not a stored property).
  var modelBytes: Range<Int>? { get }
  /// Sets the property on `view` to its value in the `AnimatableValues` at `values`, through the setter.
  @MainActor func copy(from values: UnsafeRawPointer, to view: View)
  /// The property's value in `values`, wrapped.
  func value(in values: AnimatableValues) -> PropertyValue
  /// Sets the property in `values`; false for a value of the wrong kind.
  func set(_ value: PropertyValue, in values: inout AnimatableValues) -> Bool
  /// Sets the property on `view` through its setter (so it animates inside a block); false for a value of
  /// the wrong kind.
  @MainActor func set(_ value: PropertyValue, on view: View) -> Bool
  /// The group that times track `i`.
  @MainActor func group(ofTrack i: Int32, in animator: Animator) -> Int32
  /// Whether track `i` follows keyframes (its value is not a plain from-to interpolation).
  @MainActor func isKeyframed(_ i: Int32, in animator: Animator) -> Bool
  /// Removes track `i` now; its group will report `finished = false`.
  @MainActor func cancelTrack(_ i: Int32, in animator: Animator)
  /// Writes the value the last step computed for each track into its node's values, where the track still
  /// animates.
  func writeStepValues(
    of tracks: [PendingTrack], from step: borrowing StepReader, into nodes: inout [RenderNode])
  /// Writes track `i`'s value at the animator's current time into `values`, if the track still animates.
  @MainActor func applyCurrentValue(
    ofTrack i: Int32, in animator: Animator, to values: inout AnimatableValues)
  /// Traps unless track `i` of this property's table belongs to `view` and this property.
  @MainActor func checkTrack(_ i: Int32, of view: View, in animator: Animator)
  // Additive interruption (PropertyDescriptor+Deltas.swift): the same operations for delta track `i`.
  @MainActor func group(ofDelta i: Int32, in animator: Animator) -> Int32
  @MainActor func cancelDelta(_ i: Int32, in animator: Animator)
  /// Adds delta track `i`'s term of the last step to the property in `values`, if its group still animates.
  @MainActor func applyStepDelta(ofTrack i: Int32, in animator: Animator, to values: inout AnimatableValues)
  /// Adds delta track `i`'s term at the animator's current time to the property in `values`.
  @MainActor func applyCurrentDelta(
    ofTrack i: Int32, in animator: Animator, to values: inout AnimatableValues)
  @MainActor func checkDelta(_ i: Int32, of view: View, in animator: Animator)
}
