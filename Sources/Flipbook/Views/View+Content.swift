extension View {
  /// The image or text this view shows as its layer's content, for snapshots: an `ImageView`'s image or a
  /// `Label`'s text; `nil` for other views.
  var nodeContent: NodeContent? {
    if let imageView = self as? ImageView { return imageView.image.map(NodeContent.image) }
    if let label = self as? Label { return label.textContent.map(NodeContent.text) }
    return nil
  }
}
