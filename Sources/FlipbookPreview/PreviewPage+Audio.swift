extension PreviewPage {
  /// The sound controls: `#mute`, a toggle whose `aria-pressed` says whether the sound is muted.
  static let audioControls = #"""
    <button id="mute" type="button" aria-pressed="false" title="Mute the timeline's sound">Mute</button>
    """#

  /// The page's sound: the mix fetched from `/audio.wav` for each revision and decoded by the browser, played
  /// from the playhead's time while playing (looping with the picture), stopped when playback stops.
  /// `document.body.dataset.audio` says `none` (no sound), `loaded`, `playing` or `muted`, and
  /// `dataset.audioOffset` the time in seconds the sound last started from (for tests).
  static let audioScript = #"""
    const sound = { context: null, buffer: null, source: null, gain: null, muted: false, revision: -1 };
    const muteButton = $("mute");

    function soundState() {
      document.body.dataset.audio = !sound.buffer ? "none" : sound.muted ? "muted" :
        sound.source ? "playing" : "loaded";
    }

    function loadSound(revision) {
      if (sound.revision === revision) return;
      sound.revision = revision;
      fetch("/audio.wav?rev=" + revision)
        .then((r) => (r.ok ? r.arrayBuffer() : null))
        .then((bytes) => {
          if (!bytes) { sound.buffer = null; soundState(); return null; }
          if (!sound.context) sound.context = new AudioContext({ sampleRate: 48000 });
          return sound.context.decodeAudioData(bytes).then((buffer) => {
            if (revision !== sound.revision) return;
            sound.buffer = buffer;
            if (playing) startSound(frame);
            soundState();
          });
        })
        .catch(() => { sound.buffer = null; soundState(); });
    }

    function stopSound() {
      if (sound.source) { sound.source.onended = null; sound.source.stop(); sound.source = null; }
      soundState();
    }

    // Plays the mix from frame k's time, looping with the picture (frameCount / fps seconds).
    function startSound(k) {
      stopSound();
      if (!sound.buffer || !sound.context) return;
      sound.context.resume();
      if (!sound.gain) { sound.gain = sound.context.createGain(); sound.gain.connect(sound.context.destination); }
      sound.gain.gain.value = sound.muted ? 0 : 1;
      const source = sound.context.createBufferSource();
      source.buffer = sound.buffer;
      source.loop = true;
      source.loopStart = 0;
      source.loopEnd = Math.min(sound.buffer.duration, timeline.frameCount / timeline.fps);
      source.connect(sound.gain);
      const offset = k / timeline.fps;
      source.start(0, offset);
      sound.source = source;
      document.body.dataset.audioOffset = offset.toFixed(6);
      soundState();
    }

    muteButton.addEventListener("click", () => {
      sound.muted = !sound.muted;
      muteButton.setAttribute("aria-pressed", String(sound.muted));
      muteButton.textContent = sound.muted ? "Unmute" : "Mute";
      if (sound.gain) sound.gain.gain.value = sound.muted ? 0 : 1;
      soundState();
    });
    soundState();
    """#
}
