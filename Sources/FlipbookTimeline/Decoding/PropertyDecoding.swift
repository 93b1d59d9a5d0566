import Flipbook
import FlipbookGeometry

extension TimelineDecoder {
  /// The value of animatable property `property` written in `field`, checked by the property's kind
  /// (the one place the format's value rules are written, per kind).
  mutating func propertyValue(_ field: JSONNode, of property: AnimatableProperty) -> PropertyValue? {
    let name = property.name
    switch property.kind {
    case .unitInterval: return unitInterval(field, name: name).map(PropertyValue.number)
    case .number: return number(field).map(PropertyValue.number)
    case .nonNegative: return nonNegative(field, name: name).map(PropertyValue.number)
    case .point: return point(field).map(PropertyValue.point)
    case .size:
      guard let values = numbers(field, count: 2, shape: "[width, height]") else { return nil }
      return .size(Size(width: values[0], height: values[1]))
    case .rect: return rect(field).map(PropertyValue.rect)
    case .unitRect: return unitRect(field, name: name).map(PropertyValue.rect)
    case .transform: return transform(field).map(PropertyValue.transform)
    case .transform3D: return transform3D(field).map(PropertyValue.transform3D)
    case .color: return color(field, allowsNull: false).map(PropertyValue.color)
    case .optionalColor: return color(field).map(PropertyValue.color)
    }
  }

  /// `[x, y, width, height]` with every component in [0, 1] (a rectangle in unit coordinates).
  mutating func unitRect(_ field: JSONNode, name: String) -> Rect? {
    guard let values = numbers(field, count: 4, shape: "[x, y, width, height]") else { return nil }
    var ok = true
    for index in 0..<4 where !(0...1).contains(values[index]) {
      let element = field.elements[index]
      error("\(name) components must be in [0, 1], found \(literal(element))", at: element.source)
      ok = false
    }
    return ok ? Rect(x: values[0], y: values[1], width: values[2], height: values[3]) : nil
  }

  /// Whether `object` gives at most one of `transform` and `transform3D`, which are one layer transform
  /// (UIKit's `transform` is `transform3D`'s affine part); reports the second otherwise.
  mutating func checkOneTransform(in object: ObjectReader) -> Bool {
    guard object.has(AnimatableProperty.transform.name), object.has(AnimatableProperty.transform3D.name)
    else {
      return true
    }
    error(
      "give 'transform' or 'transform3D' (one layer transform: 'transform' is its affine part), not both",
      at: object.keySource(AnimatableProperty.transform3D.name))
    return false
  }

  /// Decodes every non-geometry animatable property `object` names and calls `body` with each, in order.
  mutating func forEachPropertyValue(
    in object: ObjectReader, _ body: (AnimatableProperty, PropertyValue) -> Void
  ) {
    guard checkOneTransform(in: object) else { return }
    for property in AnimatableProperty.namedByKey {
      guard let field = object[property.name], let value = propertyValue(field, of: property) else {
        continue
      }
      body(property, value)
    }
  }
}
