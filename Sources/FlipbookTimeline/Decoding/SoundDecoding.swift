extension TimelineDecoder {
  /// The settings of a sound (`volume`, `fadeIn`, `fadeOut`, `trim`, `loop`) from `object`, for the file
  /// named by `fileField`.
  mutating func decodeSound(file fileField: JSONNode, settings object: ObjectReader) -> SoundSpec? {
    guard let written = string(fileField) else { return nil }
    // Relative to the timeline's folder and inside it, as images are.
    let file: String
    switch Self.normalisedImagePath(written) {
    case .success(let path): file = path
    case .failure(let problem):
      error("sound \"\(written)\": \(problem.reason)", at: fileField.source)
      return nil
    }
    var sound = SoundSpec(file: file, source: fileField.source)
    for key in SoundSpec.settingKeys where object.has(key) {
      sound.settingSources[key] = object[key]!.source
    }
    if let field = object["volume"], let value = nonNegative(field, name: "volume") { sound.volume = value }
    if let field = object["fadeIn"], let value = nonNegative(field, name: "fadeIn") { sound.fadeIn = value }
    if let field = object["fadeOut"], let value = nonNegative(field, name: "fadeOut") {
      sound.fadeOut = value
    }
    if let field = object["loop"], let value = bool(field) { sound.loop = value }
    if let field = object["trim"], let pair = numbers(field, count: 2, shape: "[start, end]") {
      if pair[0] < 0 || pair[1] <= pair[0] {
        error(
          "trim must be [start, end] seconds of the file with 0 <= start < end, found [\(pair[0]), \(pair[1])]",
          at: field.source)
      } else {
        sound.trim = (pair[0], pair[1])
      }
    }
    return sound
  }

  /// `audio`: an array of tracks `{"file": …, "at": seconds or "LABEL[+=S]", "volume": …, …}`.
  mutating func decodeAudioTracks(_ field: JSONNode) -> [AudioTrack] {
    guard field.isArray else {
      error("expected an array of audio tracks, found \(field.kindName)", at: field.source)
      return []
    }
    var tracks: [AudioTrack] = []
    field.forEachElement { element in
      guard let object = object(element, what: "an audio track object") else { return }
      checkKeys(object, allowed: AudioTrack.keys, required: ["file"])
      guard let file = object["file"], let sound = decodeSound(file: file, settings: object) else { return }
      var track = AudioTrack(sound: sound, at: 0)
      if let at = object["at"], let (seconds, written) = decodeAt(at) {
        track.at = seconds
        if let written {
          guard case .label = written.position else {
            error(
              "an audio track's 'at' is seconds or a label (\"LABEL\", \"LABEL+=S\", \"LABEL-=S\")",
              at: at.source)
            return
          }
          track.position = written
        }
      }
      tracks.append(track)
    }
    return tracks
  }

  /// Gives each track placed at a label the label's time plus its offset: labels of the document and of
  /// the top-level steps.
  mutating func resolveAudioPositions(_ tracks: inout [AudioTrack], steps: [Step], labels: [DocumentLabel]) {
    for index in tracks.indices {
      guard let written = tracks[index].position, case .label(let name, let offset) = written.position else {
        continue
      }
      let time =
        labels.first { $0.label.name == name }?.seconds
        ?? steps.first { $0.label?.name == name }?.at
      guard let time else {
        let names = labels.map(\.label.name) + steps.compactMap(\.label?.name)
        error("no label '\(name)'\(Suggestions.hint(for: name, in: names))", at: written.source)
        continue
      }
      tracks[index].at = max(0, time + offset)
    }
  }
}
