/* The room's pages, shared part: the connection, the server's time, the clock, the words.
 *
 * Tourney.connect(handlers) follows GET /api/live: the first message is the whole state,
 * then come changes ({type: "change", set: {...}}) and the clock's moments. The page keeps
 * the server's time by itself: a few pings, keeping the fastest round trip, give the offset
 * between this browser's steady clock (performance.now) and the server's; the clock is then
 * counted down here from absolute times, rolling over to the next level at the exact
 * millisecond, and goes on counting while the network is lost. The contract is docs/web.md.
 * Plain JavaScript, no framework, nothing loaded from elsewhere. */
"use strict";

(function () {
  var Tourney = {};
  window.Tourney = Tourney;

  var LANGUAGES = ["en", "it", "ro"];
  var PINGS_AT_START = 6;
  var PING_EVERY_MS = 15000;
  var PROBE_MS = 5000;
  var SAMPLES_KEPT = 12;
  var SILENT_MS = 40000; // no message for this long: the connection is dead, open another
  var UNCONFIRMED_MS = 30000; // disconnected this long: the clock is marked "not confirmed"
  var RETRY_MS = [500, 1000, 2000, 3000, 5000];

  /* ------------------------------------------------------------------ the words */

  var words = {};
  Tourney.language = "en";

  Tourney.chooseLanguage = function () {
    var saved = null;
    try { saved = window.localStorage.getItem("tourney.lang"); } catch (e) { /* private mode */ }
    if (LANGUAGES.indexOf(saved) >= 0) return saved;
    var wanted = navigator.languages || [navigator.language || "en"];
    for (var i = 0; i < wanted.length; i++) {
      var code = String(wanted[i]).slice(0, 2).toLowerCase();
      if (LANGUAGES.indexOf(code) >= 0) return code;
    }
    return "en";
  };

  /* How each language writes numbers and money: CLDR's marks, as the server's
   * tourney.base.formats.number_marks gives them (one source for the window and the pages). */
  var marks = null;

  function loadMarks() {
    if (marks) return Promise.resolve(marks);
    return fetch("/assets/formats.json").then(function (response) {
      if (!response.ok) throw new Error("no number formats");
      return response.json();
    }).then(function (loaded) { marks = loaded; return marks; });
  }

  Tourney.loadLanguage = function (code) {
    return loadMarks().then(function () {
      return fetch("/assets/i18n/" + code + ".json");
    }).then(function (response) {
      if (!response.ok) throw new Error("no words for " + code);
      return response.json();
    }).then(function (loaded) {
      words = loaded;
      Tourney.language = code;
      document.documentElement.lang = code;
      try { window.localStorage.setItem("tourney.lang", code); } catch (e) { /* private mode */ }
      Tourney.translatePage();
    });
  };

  /* "Level {number}" with its values; a missing word shows its key (a test finds it). */
  Tourney.t = function (key, values) {
    var text = Object.prototype.hasOwnProperty.call(words, key) ? words[key] : key;
    if (values) {
      text = text.replace(/\{(\w+)\}/g, function (whole, name) {
        return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
      });
    }
    return text;
  };

  /* A phrase with a count: key_one, key_few, key_many or key_other, as the language says. */
  Tourney.tn = function (key, count, values) {
    var form = window.Intl && Intl.PluralRules ? new Intl.PluralRules(Tourney.language).select(count)
      : count === 1 ? "one" : "other"; // an old TV's browser
    var chosen = Object.prototype.hasOwnProperty.call(words, key + "_" + form) ? form : "other";
    var all = { n: Tourney.number(count) };
    for (var name in values || {}) all[name] = values[name];
    return Tourney.t(key + "_" + chosen, all);
  };

  Tourney.translatePage = function () {
    var marked = document.querySelectorAll("[data-t]");
    for (var i = 0; i < marked.length; i++) marked[i].textContent = Tourney.t(marked[i].dataset.t);
    var holders = document.querySelectorAll("[data-t-placeholder]");
    for (var j = 0; j < holders.length; j++) {
      holders[j].placeholder = Tourney.t(holders[j].dataset.tPlaceholder);
    }
    var labels = document.querySelectorAll("[data-t-label]");
    for (var k = 0; k < labels.length; k++) {
      labels[k].setAttribute("aria-label", Tourney.t(labels[k].dataset.tLabel));
    }
  };

  /* ------------------------------------------------------------------ numbers and money */

  function marksOf(language) {
    var all = marks || {};
    return all[language] || all.en || {
      group: ",", decimal: ".", minus: "-", plus: "+", positive: ["¤", ""], negative: ["-¤", ""]
    };
  }

  function grouped(whole, language) {
    var digits = String(whole);
    var separator = marksOf(language).group;
    var out = "";
    while (digits.length > 3) {
      out = separator + digits.slice(-3) + out;
      digits = digits.slice(0, -3);
    }
    return digits + out;
  }

  /* A chip count or any whole number: 16,363 (en), 16.363 (it, ro). */
  Tourney.number = function (value) {
    if (value === null || value === undefined) return "—";
    var minus = value < 0 ? marksOf(Tourney.language).minus : "";
    return minus + grouped(Math.abs(Math.trunc(value)), Tourney.language);
  };

  function isSymbol(character) { return /\p{S}/u.test(character); }

  /* The symbol where the pattern's ¤ is, spaced as CLDR's currency spacing says
   * (tourney.base.formats._place_symbol does the same). */
  function placeSymbol(text, symbol) {
    var at = text.indexOf("¤");
    if (at < 0) return text;
    var before = text.slice(0, at);
    var after = text.slice(at + 1);
    if (!symbol) return before.replace(/[ \u00a0]+$/, "") + after.replace(/^[ \u00a0]+/, "");
    if (/^[0-9]/.test(after) && !isSymbol(symbol.charAt(symbol.length - 1))) symbol += "\u00a0";
    if (/[0-9]$/.test(before) && !isSymbol(symbol.charAt(0))) symbol = "\u00a0" + symbol;
    return before + symbol + after;
  }

  /* Cents as tourney.base.formats.format_money writes them, in the page's language (or the
   * one given). */
  Tourney.money = function (cents, currency, language, sign) {
    if (cents === null || cents === undefined) return "—";
    var code = language || Tourney.language;
    var m = marksOf(code);
    currency = currency || { symbol: "", decimals: 2 };
    var whole = Math.floor(Math.abs(cents) / 100);
    var rest = Math.abs(cents) % 100;
    var text = grouped(whole, code);
    if (currency.decimals || rest) text += m.decimal + (rest < 10 ? "0" : "") + rest;
    var around = cents < 0 ? m.negative : m.positive;
    text = placeSymbol(around[0] + text + around[1], currency.symbol || "");
    if (sign && cents > 0) text = m.plus + text;
    return text;
  };

  /* Time left as the clock shows it, whole seconds rounded up: "12:05", "1:02:00". */
  Tourney.timeLeft = function (ms) {
    var seconds = Math.ceil(Math.max(ms, 0) / 1000);
    return clockText(seconds);
  };

  /* Time elapsed, whole seconds rounded down (overtime counts up). */
  Tourney.elapsed = function (ms) {
    return clockText(Math.floor(Math.max(ms, 0) / 1000));
  };

  function clockText(seconds) {
    var hours = Math.floor(seconds / 3600);
    var minutes = Math.floor((seconds % 3600) / 60);
    var secs = seconds % 60;
    var two = function (n) { return (n < 10 ? "0" : "") + n; };
    return hours ? hours + ":" + two(minutes) + ":" + two(secs) : minutes + ":" + two(secs);
  }

  /* A name as search sees it: lower case, no accents, the letters Unicode does not split
   * (tourney.persistence.search_text.fold does the same for the director's search). */
  var SPECIAL = { "ł": "l", "ø": "o", "đ": "d", "ð": "d", "þ": "th", "æ": "ae", "œ": "oe",
    "ı": "i", "ŀ": "l", "ß": "ss" };
  Tourney.fold = function (text) {
    var lowered = String(text).toLowerCase().replace(/[łøđðþæœıŀß]/g, function (c) {
      return SPECIAL[c];
    });
    var bare = lowered.normalize("NFKD").replace(/\p{M}/gu, "");
    return bare.split(/\s+/).filter(Boolean).join(" ");
  };

  /* ------------------------------------------------------------------ the server's time */

  var best = null; // {rtt, base}: server time = performance.now() + base
  var samples = [];

  Tourney.serverNow = function () {
    return best === null ? Date.now() : performance.now() + best.base;
  };

  Tourney.sync = function () {
    return best === null ? null : { rtt: best.rtt, offset: best.base + performance.timeOrigin,
      samples: samples.length };
  };

  function heard(serverMs, sentAt, receivedAt) {
    var rtt = receivedAt - sentAt;
    samples.push({ rtt: rtt, base: serverMs - (sentAt + receivedAt) / 2 });
    if (samples.length > SAMPLES_KEPT) samples.shift();
    best = samples.reduce(function (a, b) { return b.rtt < a.rtt ? b : a; });
  }

  function roughly(serverMs) {
    if (best === null) best = { rtt: Infinity, base: serverMs - performance.now() };
  }

  /* ------------------------------------------------------------------ the clock */

  /* Where the clock stands at the server's moment `at` (ms), from the last state: levels
   * that ended meanwhile are rolled over as the domain clock does (pause at level end too). */
  Tourney.clockAt = function (clock, structure, at) {
    if (!clock || !structure || !structure.length) return null;
    var index = clock.index;
    var running = clock.running;
    var end = clock.ends_at_ms;
    var left = running ? end - at : clock.time_left_ms;
    var last = structure.length - 1;
    while (left <= 0 && index < last) {
      var startAt = running ? end : at;
      index += 1;
      var duration = structure[index].seconds * 1000;
      if (running && clock.pause_at_level_end) running = false;
      if (running) {
        end = startAt + duration;
        left = end - at;
      } else {
        left = duration;
      }
    }
    var item = structure[index];
    var toBreak = null;
    for (var i = index + 1; i < structure.length; i++) {
      if (structure[i].kind === "break") {
        toBreak = structure[index].kind === "level" ? Math.max(left, 0) : 0;  /* playing time */
        for (var j = index + 1; j < i; j++) toBreak += structure[j].seconds * 1000;
        break;
      }
    }
    var level = null;
    if (item.kind === "level") {
      level = 0;
      for (var k = 0; k <= index; k++) if (structure[k].kind === "level") level += 1;
    }
    var nextIndex = index < last ? index + 1 : null;
    var nextLevel = null;
    if (nextIndex !== null && structure[nextIndex].kind === "level") nextLevel = (level || 0) + 1;
    if (nextIndex !== null && item.kind === "break") {
      nextLevel = 0;
      for (var m = 0; m <= nextIndex; m++) if (structure[m].kind === "level") nextLevel += 1;
    }
    return {
      index: index, item: item, level: level, running: running,
      left: Math.max(left, 0), overtime: index === last && left <= 0 ? -left : 0,
      inOvertime: index === last && left <= 0,
      next: nextIndex === null ? null : structure[nextIndex], nextLevel: nextLevel,
      toBreak: toBreak, started: clock.started, handForHand: clock.hand_for_hand
    };
  };

  /* The big blind that sizes stacks: the current level's, in a break the next one's. */
  Tourney.bigBlind = function (reading) {
    if (!reading) return null;
    if (reading.item.kind === "level") return reading.item.big_blind;
    return reading.next && reading.next.kind === "level" ? reading.next.big_blind : null;
  };

  /* Milliseconds until the digits next change (the pages repaint then, not every frame). */
  Tourney.untilFlip = function (reading) {
    if (!reading || !reading.running) return 1000;
    if (reading.inOvertime) return 1000 - (reading.overtime % 1000) + 5;
    var rest = reading.left % 1000;
    return (rest === 0 ? 1000 : rest) + 5;
  };

  /* ------------------------------------------------------------------ words of the clock */

  var t = Tourney.t;

  Tourney.gameText = function (item) {
    return t("limit." + item.limit, { game: t("game." + item.game) });
  };
  Tourney.blindsText = function (item) {
    return Tourney.number(item.small_blind) + " / " + Tourney.number(item.big_blind);
  };
  Tourney.anteText = function (item) {
    if (!item.ante || item.ante_kind === "none") return "";
    var key = item.ante_kind === "big-blind" ? "ante.big_blind" : "ante.classic";
    return t(key, { amount: Tourney.number(item.ante) });
  };
  Tourney.titleText = function (reading) {
    return reading.level === null ? t("clock.break") : t("clock.level", { number: reading.level });
  };
  Tourney.digitsText = function (reading) {
    return reading.inOvertime ? "+" + Tourney.elapsed(reading.overtime) : Tourney.timeLeft(reading.left);
  };
  Tourney.colourUpText = function (item) {
    if (!item.colour_up || !item.colour_up.length) return "";
    var values = item.colour_up.map(Tourney.number);
    var said = values.length === 1 ? values[0]
      : t("words.and", { first: values.slice(0, -1).join(", "), last: values[values.length - 1] });
    return t("clock.colour_up", { values: said });
  };
  Tourney.nextText = function (reading) {
    if (!reading.next) return t("clock.last_level");
    var item = reading.next;
    var summary;
    if (item.kind === "break") {
      summary = Tourney.tn("clock.break_minutes", Math.ceil(item.seconds / 60));
    } else {
      summary = t("clock.level_blinds", { number: reading.nextLevel, blinds: Tourney.blindsText(item) });
      var ante = Tourney.anteText(item);
      if (ante) summary += ", " + ante.toLowerCase();
      var now = reading.item;
      if (now.kind === "level" && (now.game !== item.game || now.limit !== item.limit)) {
        summary += " — " + Tourney.gameText(item);
      }
    }
    return t("clock.next", { summary: summary });
  };
  Tourney.seatText = function (table, seat) {
    return t("seat.where", { table: table, seat: seat });
  };
  Tourney.moveText = function (move) {
    var to = Tourney.seatText(move.table, move.seat);
    if (move.from_table === null || move.from_table === undefined) {
      return t("move.to", { name: move.name, to: to });
    }
    return t("move.from_to", { name: move.name, origin: Tourney.seatText(move.from_table, move.from_seat), to: to });
  };
  /* A results line's name: a re-entry says so (the player's other line is the first entry). */
  Tourney.resultName = function (row) {
    return row.re_entry ? t("results.re_entry", { name: row.name }) : row.name;
  };
  Tourney.placeText = function (row) {
    return row.place_to && row.place_to !== row.place ? row.place + "–" + row.place_to : String(row.place);
  };
  /* The payout ladder: places still played for and paid the same are one line ("10–12"); a
   * place somebody finished in has its own, with the name. */
  Tourney.payoutRows = function (payouts) {
    var rows = [];
    for (var i = 0; i < payouts.length; i++) {
      var first = payouts[i];
      var j = i;
      while (!first.name && j + 1 < payouts.length && !payouts[j + 1].name &&
             payouts[j + 1].amount_cents === first.amount_cents) j += 1;
      rows.push({ place: first.place, place_to: payouts[j].place, amount_cents: first.amount_cents,
                  name: first.name || "" });
      i = j;
    }
    return rows;
  };

  /* ------------------------------------------------------------------ the PIN */

  Tourney.pin = function () {
    var match = /(?:^#|&)pin=(\d{4,12})/.exec(location.hash);
    if (match) {
      try { window.localStorage.setItem("tourney.pin", match[1]); } catch (e) { /* private */ }
      history.replaceState(null, "", location.pathname + location.search);
      return match[1];
    }
    try { return window.localStorage.getItem("tourney.pin") || ""; } catch (e) { return ""; }
  };
  Tourney.setPin = function (pin) {
    try { window.localStorage.setItem("tourney.pin", pin); } catch (e) { /* private mode */ }
  };

  /* ------------------------------------------------------------------ the connection */

  /* Follow the room. handlers: state(view), moment(message), status(name, since), pin(why);
   * a staff page (options.token) also staff(view) and unpaired(why): its token is offered as
   * a WebSocket subprotocol (browsers cannot set headers on a WebSocket), and a revoked
   * phone's connection is closed with 4401. */
  Tourney.connect = function (handlers, options) {
    var token = options && options.token;
    var view = null;
    var socket = null;
    var retries = 0;
    var lastHeard = 0;
    var lostAt = null;
    var pingId = 0;
    var sent = {};
    var pingTimer = null;
    var probeTimer = null;
    var stopped = false;

    function status(name) {
      if (handlers.status) handlers.status(name, lostAt);
    }

    function ping() {
      if (!socket || socket.readyState !== 1) return;
      pingId += 1;
      sent[pingId] = performance.now();
      socket.send(JSON.stringify({ type: "ping", id: pingId }));
    }

    function open() {
      window.clearTimeout(probeTimer);
      var pin = token ? "" : Tourney.pin();
      var url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/api/live" +
        (pin ? "?pin=" + encodeURIComponent(pin) : "") +
        (token ? "?lang=" + encodeURIComponent(Tourney.language) : "");
      var opened = false;
      socket = token ? new WebSocket(url, ["tourney", "token." + token]) : new WebSocket(url);
      socket.onopen = function () { opened = true; };
      socket.onmessage = function (event) {
        lastHeard = performance.now();
        var message = JSON.parse(event.data);
        if (message.type === "state") {
          view = message;
          roughly(message.server_time_ms);
          retries = 0;
          lostAt = null;
          status("live");
          for (var i = 0; i < PINGS_AT_START; i++) window.setTimeout(ping, 150 * i);
          handlers.state(view);
        } else if (message.type === "change" && view) {
          for (var key in message.set) view[key] = message.set[key];
          view.server_time_ms = message.server_time_ms;
          view.version = message.version;
          handlers.state(view);
        } else if (message.type === "pong" && sent[message.id] !== undefined) {
          heard(message.server_time_ms, sent[message.id], lastHeard);
          delete sent[message.id];
          if (handlers.synced) handlers.synced();
        } else if (message.type === "moment" && handlers.moment) {
          handlers.moment(message);
        } else if (message.type === "staff" && handlers.staff) {
          handlers.staff(message);
        }
      };
      socket.onclose = function (event) {
        socket = null;
        if (stopped) return;
        if (event && event.code === 4401 && handlers.unpaired) {
          handlers.unpaired("revoked");
          return;
        }
        if (lostAt === null) lostAt = Tourney.serverNow();
        status("offline");
        if (!opened || !view) {
          whyRefused();
        } else {
          retry();
        }
      };
    }

    function retry() {
      var wait = RETRY_MS[Math.min(retries, RETRY_MS.length - 1)] * (0.75 + Math.random() * 0.5);
      retries += 1;
      window.setTimeout(open, wait);
    }

    /* A WebSocket refused says nothing to the page: ask the plain API why. */
    function whyRefused() {
      if (token) {
        fetch("/api/staff", { headers: { "Authorization": "Bearer " + token } }).then(function (response) {
          if (response.status === 401 && handlers.unpaired) {
            return response.json().then(function (body) {
              handlers.unpaired(body.error === "revoked" ? "revoked" : "unknown");
            });
          }
          retry();
          return null;
        }).catch(retry);
        return;
      }
      var pin = Tourney.pin();
      fetch("/api/state", { headers: pin ? { "X-Tourney-Pin": pin } : {} }).then(function (response) {
        if (response.status === 401 || response.status === 429) {
          return response.json().then(function (body) {
            handlers.pin(body.error, response.headers.get("Retry-After"));
            probeTimer = window.setTimeout(probe, PROBE_MS);
          });
        }
        retry();
        return null;
      }).catch(retry);
    }

    /* While the PIN is asked, look now and then whether the director has removed it (asking
     * without a PIN, so that no attempt is counted against this phone). */
    function probe() {
      if (stopped) return;
      fetch("/api/state").then(function (response) {
        if (response.ok) open();
        else probeTimer = window.setTimeout(probe, PROBE_MS);
      }).catch(function () { probeTimer = window.setTimeout(probe, PROBE_MS); });
    }

    pingTimer = window.setInterval(function () {
      if (socket && socket.readyState === 1) {
        if (performance.now() - lastHeard > SILENT_MS) socket.close();
        else ping();
      }
      if (lostAt !== null && Tourney.serverNow() - lostAt > UNCONFIRMED_MS) status("unconfirmed");
    }, PING_EVERY_MS / 3);

    open();
    return {
      view: function () { return view; },
      reconnect: function () { if (socket) socket.close(); else open(); },
      language: function (code) {
        if (socket && socket.readyState === 1) socket.send(JSON.stringify({ type: "language", language: code }));
      },
      stop: function () { stopped = true; window.clearInterval(pingTimer); if (socket) socket.close(); }
    };
  };

  /* ------------------------------------------------------------------ small helpers */

  Tourney.el = function (tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  };
  Tourney.byId = function (id) { return document.getElementById(id); };
  Tourney.show = function (node, shown) { node.hidden = !shown; };
  /* The time of day as the window and the Qt TV write it: the language's own locale (en-GB
   * for English, so 23:33 and not 11:33 PM). */
  Tourney.clockOfDay = function (ms) {
    var locale = (marks && marks[Tourney.language] && marks[Tourney.language].locale) || Tourney.language;
    return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" })
      .format(new Date(ms));
  };
})();
