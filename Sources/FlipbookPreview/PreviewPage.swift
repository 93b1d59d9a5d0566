/// The preview page, served at `/`: the current frame and its controls, the errors of the newest revision,
/// and the inspector. Its element ids are part of the preview's interface (tests and users' scripts find
/// them): `picture`, `frame`, `time`, `scrub`, `play`, `mute`, `errors`, `inspector`. The sound is in
/// `PreviewPage+Audio.swift`.
///
/// The page asks for one frame at a time and shows each as soon as it arrives, unless a frame asked for
/// later is already shown; when the playhead moves meanwhile it asks for the newest position next. So a
/// finished frame is never thrown away and the picture keeps up with scrubbing as fast as frames render.
/// While playing it also fetches the next second of frames ahead (three requests at a time), so that a
/// frame is on screen at its time rather than a round trip later.
/// `#picture` carries the frame and revision it shows in `data-frame` and `data-revision`.
///
/// ```swift
/// PreviewPage.html.contains(#"id="scrub""#)  // true
/// ```
enum PreviewPage {
  static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Flipbook preview</title>
    <style>
      body { font: 14px system-ui, sans-serif; margin: 0; background: #1e1e24; color: #e8e8ee; }
      main { display: grid; grid-template-columns: minmax(0, 1fr) 320px; gap: 16px; padding: 16px; }
      #stage { background: repeating-conic-gradient(#2c2c34 0 25%, #24242b 0 50%) 0 0 / 16px 16px;
               display: flex; align-items: center; justify-content: center; min-height: 200px; }
      #picture { max-width: 100%; height: auto; cursor: crosshair; display: block; }
      #controls { grid-column: 1; display: flex; gap: 12px; align-items: center; }
      #scrub { flex: 1; }
      #play { width: 72px; }
      #readout { font-variant-numeric: tabular-nums; white-space: nowrap; }
      #errors { grid-column: 1 / 3; background: #4a1c1c; color: #ffd7d7; padding: 8px 12px; margin: 0;
                white-space: pre-wrap; font: 13px ui-monospace, monospace; }
      #inspector { grid-column: 2; grid-row: 1 / 3; background: #2a2a32; padding: 8px 12px;
                   font: 12px ui-monospace, monospace; white-space: pre-wrap; overflow: auto; max-height: 80vh; }
      #inspector h2 { font: 600 14px system-ui, sans-serif; margin: 0 0 8px; }
      .hint { color: #9a9aa8; }
    </style>
    </head>
    <body>
    <main>
      <div id="stage"><img id="picture" alt="the current frame"></div>
      <div id="controls">
        <button id="play" type="button">Play</button>
        <input id="scrub" type="range" min="0" max="0" step="1" value="0" aria-label="frame">
        <span id="readout">frame <span id="frame">0</span> · <span id="time">0.000</span> s</span>
        \#(audioControls)
      </div>
      <pre id="errors" hidden></pre>
      <section id="inspector"><h2>Inspector</h2><span class="hint">Click the picture: the topmost view
    under the pointer at this frame, labels and images included, and the view a touch there would reach.
    Keys: space plays and pauses, ← → step, Home and End.</span></section>
    </main>
    <script>
    "use strict";
    const $ = (id) => document.getElementById(id);
    const picture = $("picture"), scrub = $("scrub"), playButton = $("play");
    const timeline = { revision: 0, fps: 0, frameCount: 0, width: 0, height: 0, errors: [] };
    let frame = 0, playing = false, playStart = 0, playFrom = 0;
    let wanted = null, loading = false, asked = 0, shown = 0, shownURL = null;

    function clamp(k) { return Math.max(0, Math.min(timeline.frameCount - 1, k)); }

    // One request at a time; the newest wanted frame goes next, and every finished frame newer than the
    // one on screen is shown, so scrubbing always ends on its frame and never starves.
    // Shows `url` (frame k of `revision`) unless a frame asked for later is already on screen.
    function display(order, url, k, revision) {
      if (order <= shown) return false;
      shown = order;
      picture.src = url;
      picture.dataset.frame = k;
      picture.dataset.revision = revision;
      if (shownURL && !buffered.has(shownURL)) URL.revokeObjectURL(shownURL);
      shownURL = url;
      return true;
    }

    function request() {
      if (loading || wanted === null || timeline.frameCount === 0) return;
      const k = wanted, revision = timeline.revision, order = ++asked;
      wanted = null;
      loading = true;
      fetch("/frame/" + k + ".png?rev=" + revision + (playing ? "&ahead=1" : ""))
        .then((r) => (r.ok ? r.blob() : null))
        .then((blob) => {
          if (!blob) return;
          const url = URL.createObjectURL(blob);
          if (!display(order, url, k, revision)) URL.revokeObjectURL(url);
        })
        .catch(() => {})
        .finally(() => { loading = false; request(); });
    }

    // While playing, up to one second of the frames after the playhead is fetched ahead (three at a time)
    // and kept here, so that each frame is on screen at its time rather than one round trip later.
    const ahead = new Map(), pending = new Set(), buffered = new Set();
    let aheadRevision = -1;

    function fillAhead() {
      if (aheadRevision !== timeline.revision) {
        for (const url of ahead.values()) if (url !== shownURL) URL.revokeObjectURL(url);
        ahead.clear(); buffered.clear(); pending.clear();
        aheadRevision = timeline.revision;
      }
      if (!playing) return;
      const count = Math.min(timeline.frameCount, Math.max(1, Math.ceil(timeline.fps)));
      const wantedAhead = [];
      for (let i = 0; i < count; i++) wantedAhead.push((frame + i) % timeline.frameCount);
      for (const [k, url] of ahead) {
        if (wantedAhead.includes(k)) continue;
        ahead.delete(k); buffered.delete(url);
        if (url !== shownURL) URL.revokeObjectURL(url);
      }
      for (const k of wantedAhead) {
        if (pending.size >= 3) break;
        if (ahead.has(k) || pending.has(k)) continue;
        pending.add(k);
        const revision = timeline.revision;
        fetch("/frame/" + k + ".png?rev=" + revision + "&ahead=1")
          .then((r) => (r.ok ? r.blob() : null))
          .then((blob) => {
            if (!blob || revision !== aheadRevision) return;
            const url = URL.createObjectURL(blob);
            ahead.set(k, url); buffered.add(url);
          })
          .catch(() => {})
          .finally(() => { pending.delete(k); if (playing) fillAhead(); });
      }
    }

    function show(k) {
      if (timeline.frameCount === 0) return;
      frame = clamp(k);
      $("frame").textContent = frame;
      $("time").textContent = (frame / timeline.fps).toFixed(3);
      scrub.value = frame;
      if (playing && aheadRevision === timeline.revision && ahead.has(frame)) {
        display(++asked, ahead.get(frame), frame, timeline.revision);
        wanted = null;
      } else {
        wanted = frame;
        request();
      }
      if (playing) fillAhead();
    }

    function setPlaying(on) {
      playing = on && timeline.frameCount > 0;
      playButton.textContent = playing ? "Pause" : "Play";
      if (playing) { playStart = performance.now(); playFrom = frame; requestAnimationFrame(tick); }
      if (playing) startSound(frame); else stopSound();
    }

    function tick(now) {
      if (!playing) return;
      const k = (playFrom + Math.floor(((now - playStart) / 1000) * timeline.fps)) % timeline.frameCount;
      if (k !== frame) show(k);
      requestAnimationFrame(tick);
    }

    function located(e) {
      return e.file + (e.line === null ? "" : ":" + e.line + ":" + e.column) + ": " + e.message;
    }

    function apply(t) {
      const changed = t.revision !== timeline.revision;
      Object.assign(timeline, t);
      scrub.max = Math.max(0, t.frameCount - 1);
      const errors = $("errors");
      errors.hidden = t.errors.length === 0;
      errors.textContent = t.errors.map(located).join("\n");
      if (t.errors.length === 0) loadSound(t.revision);
      if (changed && t.errors.length === 0) show(frame);
      else if (shown === 0) show(frame);
    }

    \#(audioScript)
    playButton.addEventListener("click", () => setPlaying(!playing));
    scrub.addEventListener("input", () => { setPlaying(false); show(Number(scrub.value)); });
    window.addEventListener("keydown", (event) => {
      const keys = {
        " ": () => setPlaying(!playing),
        "ArrowLeft": () => { setPlaying(false); show(frame - 1); },
        "ArrowRight": () => { setPlaying(false); show(frame + 1); },
        "Home": () => { setPlaying(false); show(0); },
        "End": () => { setPlaying(false); show(timeline.frameCount - 1); },
      };
      const action = keys[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    }, true);

    picture.addEventListener("click", (event) => {
      const box = picture.getBoundingClientRect();
      const x = ((event.clientX - box.left) / box.width) * timeline.width;
      const y = ((event.clientY - box.top) / box.height) * timeline.height;
      const k = Number(picture.dataset.frame || frame);
      fetch("/hit/" + k + ".json?x=" + x.toFixed(2) + "&y=" + y.toFixed(2))
        .then((r) => r.json())
        .then((hit) => {
          const inspector = $("inspector");
          inspector.textContent = "";
          const title = document.createElement("h2");
          title.textContent = hit.view === null ? "No view" : hit.view;
          title.dataset.view = hit.view === null ? "" : hit.view;
          const touch = document.createElement("p");
          touch.className = "hint";
          touch.id = "hit-test";
          touch.textContent = hit.hitTest === hit.view ? "" :
            "A touch here goes to " + (hit.hitTest === null ? "no view" : hit.hitTest) +
            " (hit-testing passes over views that take no touches: labels, images, animating views).";
          const body = document.createElement("div");
          const properties = hit.properties === null ? [] : Object.entries(hit.properties);
          body.textContent = "frame " + hit.frame + " at (" + hit.x + ", " + hit.y + ")\n\n" +
            properties.map(([name, value]) => name + ": " + JSON.stringify(value)).join("\n");
          inspector.append(title);
          if (touch.textContent) inspector.append(touch);
          inspector.append(body);
          const layers = Object.entries(hit.layers || {});
          if (layers.length > 0) {
            const heading = document.createElement("h3");
            heading.textContent = "Layers";
            const list = document.createElement("div");
            list.id = "inspector-layers";
            list.textContent = layers.map(([id, entry]) => id + "\n" + Object.entries(entry)
              .map(([name, value]) => "  " + name + ": " + JSON.stringify(value)).join("\n")).join("\n\n");
            inspector.append(heading, list);
          }
        })
        .catch(() => {});
    });

    fetch("/timeline.json").then((r) => r.json()).then(apply);
    new EventSource("/events").onmessage = (event) => apply(JSON.parse(event.data));
    </script>
    </body>
    </html>
    """#
}
