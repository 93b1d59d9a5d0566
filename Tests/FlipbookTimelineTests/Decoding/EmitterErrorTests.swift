import FlipbookTimeline
import Testing

// Each case is a small broken document with an emitter layer and the exact lines `flipbook` prints for it
// (columns counted by hand: line 2 is `"views": ` then the views, so a token at offset k of the views text
// is at column 10 + k).

@Suite("Emitter errors")
@MainActor
struct EmitterErrorTests {
  nonisolated static let cases: [TimelineErrorCase] = [
    TimelineErrorCase(
      "unknownCellKey",
      timeline(
        views: ##"[{"id": "card", "layers": [{"type": "emitter", "emitterCells": [{"birthRat": 5}]}]}]"##),
      [
        ##"t.json:2:75: error: unknown key 'birthRat' (did you mean 'birthRate'?) (at $.views[0].layers[0].emitterCells[0].birthRat)"##
      ]),
    // 1000 particles a second living 100 s: up to 1000 × 100 + 1 = 100 001 alive, one past the limit.
    TimelineErrorCase(
      "tooManyParticles",
      timeline(
        views:
          ##"[{"id": "card", "layers": [{"type": "emitter", "emitterCells": [{"birthRate": 1000, "lifetime": 100}]}]}]"##
      ),
      [
        ##"t.json:2:57: error: this emitter's cells could keep 100001 particles alive at once (for each cell, birth rate × the longest a particle or its descendants live, lifetime + lifetimeRange/2 and their cells', times the particles emitting it for nested cells), more than the 100000 an emitter may have: lower a birthRate or a lifetime (at $.views[0].layers[0].emitterCells)"##
      ]),
    // 10 rockets a second living 1 s, whose sparks live 10 s: rockets born in the last 11 s may have live
    // sparks, 10 × 11 + 1 = 111; each emits 1000 sparks a second while it lives (1 s): 111 × (1000 × 1 + 1)
    // = 111 111 sparks, 111 222 in all.
    TimelineErrorCase(
      "tooManyNestedParticles",
      timeline(
        views:
          ##"[{"id": "card", "layers": [{"type": "emitter", "emitterCells": [{"birthRate": 10, "lifetime": 1, "emitterCells": [{"birthRate": 1000, "lifetime": 10}]}]}]}]"##
      ),
      [
        ##"t.json:2:57: error: this emitter's cells could keep 111222 particles alive at once (for each cell, birth rate × the longest a particle or its descendants live, lifetime + lifetimeRange/2 and their cells', times the particles emitting it for nested cells), more than the 100000 an emitter may have: lower a birthRate or a lifetime (at $.views[0].layers[0].emitterCells)"##
      ]),
    // A count past what an Int holds (the smoke run once crashed converting it): a rate of 10^20 a second
    // living 10 s keeps ⌈10^21⌉ + 1 alive, printed as the Double it is.
    TimelineErrorCase(
      "particleCountPastTheLargestInt",
      timeline(
        views:
          ##"[{"id": "card", "layers": [{"type": "emitter", "emitterCells": [{"birthRate": 1e20, "lifetime": 10}]}]}]"##
      ),
      [
        ##"t.json:2:57: error: this emitter's cells could keep about 1e+21 particles alive at once (for each cell, birth rate × the longest a particle or its descendants live, lifetime + lifetimeRange/2 and their cells', times the particles emitting it for nested cells), more than the 100000 an emitter may have: lower a birthRate or a lifetime (at $.views[0].layers[0].emitterCells)"##
      ]),
    // Four levels of cells are allowed; the fourth level's own `emitterCells` is one too many.
    TimelineErrorCase(
      "cellsNestedTooDeep",
      timeline(
        views:
          ##"[{"id": "card", "layers": [{"type": "emitter", "emitterCells": [{"emitterCells": [{"emitterCells": [{"emitterCells": [{"emitterCells": []}]}]}]}]}]}]"##
      ),
      [
        ##"t.json:2:129: error: emitter cells nest at most 4 levels (particles of particles of particles of particles) (at $.views[0].layers[0].emitterCells[0].emitterCells[0].emitterCells[0].emitterCells[0].emitterCells)"##
      ]),
    TimelineErrorCase(
      "seedNotWhole",
      timeline(views: ##"[{"id": "card", "layers": [{"type": "emitter", "seed": 1.5}]}]"##),
      [
        ##"t.json:2:65: error: expected an integer, found 1.5 (at $.views[0].layers[0].seed)"##
      ]),
    TimelineErrorCase(
      "cellsOnAShapeLayer",
      timeline(views: ##"[{"id": "card", "layers": [{"type": "shape", "emitterCells": []}]}]"##),
      [
        ##"t.json:2:55: error: 'emitterCells' is a key of emitter layers, not of shape layers (set "type") (at $.views[0].layers[0].emitterCells)"##
      ]),
  ]

  @Test(arguments: cases)
  func reportsExactly(_ errorCase: TimelineErrorCase) {
    #expect(errorLines(errorCase.text) == errorCase.expected)
  }
}
