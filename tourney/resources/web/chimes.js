/* The browser TV's chimes, played with Web Audio from the recipe of the Qt display's sounds
 * (resources/sounds/make_sounds.py writes chimes.json): bell-like decaying partials, so the
 * page loads a few hundred bytes instead of the WAV files. Browsers keep sound off until the
 * page is touched once: Chimes.enable() is called from that tap. */
"use strict";

(function () {
  var recipe = null;
  var context = null;
  var GAP_S = 1.2; // between two chimes raised together, as the Qt display
  var STALE_MS = 5000; // a moment older than this (caught up after a reconnection) rings nothing

  function noteHz(name) {
    var semitones = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 }[name[0]];
    var octave = parseInt(name.slice(1), 10);
    return 440 * Math.pow(2, (semitones + 12 * (octave - 4)) / 12);
  }

  function strike(name, at, loudness, out) {
    var base = noteHz(name);
    recipe.partials.forEach(function (partial) {
      var hz = base * partial[0];
      if (hz >= recipe.rate / 2) return;
      var oscillator = context.createOscillator();
      var gain = context.createGain();
      oscillator.frequency.value = hz;
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(loudness * partial[1], at + 0.004);
      gain.gain.setTargetAtTime(0, at + 0.004, partial[2]);
      oscillator.connect(gain).connect(out);
      oscillator.start(at);
      oscillator.stop(at + 0.004 + partial[2] * 12);
    });
  }

  function play(name, at) {
    var sound = recipe && recipe.sounds[name];
    if (!sound || !context) return;
    var out = context.createGain();
    out.gain.value = 0.35;
    out.connect(context.destination);
    sound.notes.forEach(function (note) { strike(note[0], at + note[1], note[2], out); });
  }

  window.Chimes = {
    rung: 0, // how many moments rang (the tests listen to it)
    enabled: function () { return context !== null && context.state === "running"; },
    /* Turn sound on (from a tap or a key): the browser allows it from then on. */
    enable: function () {
      var Context = window.AudioContext || window.webkitAudioContext;
      if (!Context) return Promise.resolve(false);
      if (!context) context = new Context();
      var loaded = recipe ? Promise.resolve() : fetch("/assets/chimes.json")
        .then(function (response) { return response.json(); })
        .then(function (data) { recipe = data; });
      return Promise.all([loaded, context.resume()]).then(function () {
        return context.state === "running";
      });
    },
    /* Ring the chimes of a moment message ({chimes: [...], events: [{at_ms}]}). */
    ring: function (message, serverNow) {
      if (!this.enabled() || !message.chimes.length) return false;
      var newest = Math.max.apply(null, message.events.map(function (e) { return e.at_ms; }));
      if (serverNow - newest > STALE_MS) return false;
      var start = context.currentTime + 0.05;
      message.chimes.forEach(function (name, position) { play(name, start + position * GAP_S); });
      this.rung += 1;
      return true;
    },
    play: function (name) { if (this.enabled()) play(name, context.currentTime + 0.05); }
  };
})();
