/* The phones' page (GET /): the clock, "Where do I sit?", the figures, payouts, moves, results.
 * Uses room.js (window.Tourney); the page keeps the screen awake while the clock is shown. */
"use strict";

(function () {
  var T = window.Tourney;
  var $ = T.byId;
  var view = null;
  var status = "connecting";
  var lostAt = null;
  var timer = null;
  var wakeLock = null;
  var connection = null;

  /* ------------------------------------------------------------------ the clock */

  function drawClock() {
    window.clearTimeout(timer);
    if (!view || !view.clock || view.finished) return;
    var reading = T.clockAt(view.clock, view.structure, T.serverNow());
    if (!reading) return;
    var item = reading.item;
    var isBreak = item.kind === "break";
    $("clock").classList.toggle("in-break", isBreak);
    $("title").textContent = T.titleText(reading);
    T.show($("paused"), !reading.running);
    T.show($("hand-for-hand"), !!reading.handForHand);
    $("game").textContent = isBreak ? "" : reading.inOvertime ? T.t("clock.overtime") : T.gameText(item);
    if (!reading.started) $("game").textContent = T.t("clock.not_started");
    var digits = $("digits");
    digits.textContent = T.digitsText(reading);
    digits.className = "digits" + (!reading.running ? " paused" : reading.inOvertime ? " overtime"
      : !isBreak && reading.left <= 60000 ? " last-minute" : "") +
      (status === "unconfirmed" ? " unconfirmed" : "");
    var blinds = $("blinds");
    if (isBreak) {
      blinds.textContent = T.colourUpText(item);
      blinds.className = blinds.textContent ? "blinds colour-up" : "blinds";
      $("ante").textContent = "";
    } else {
      blinds.textContent = T.blindsText(item);
      blinds.className = "blinds";
      $("ante").textContent = T.anteText(item);
    }
    $("next").textContent = T.nextText(reading);
    $("to-break").textContent = reading.toBreak === null ? ""
      : T.t(isBreak ? "stats.play_to_break" : "stats.next_break") + ": "
        + T.timeLeft(reading.toBreak);
    drawAverage(reading);
    timer = window.setTimeout(drawClock, T.untilFlip(reading));
  }

  function drawAverage(reading) {
    var bb = T.bigBlind(reading) || view.big_blind;
    $("average").textContent = T.number(view.average_stack);
    $("average-bb").textContent = view.average_stack !== null && bb
      ? T.number(Math.floor(view.average_stack / bb)) + " BB" : "";
  }

  /* ------------------------------------------------------------------ where do I sit? */

  function drawSearch() {
    var list = $("found");
    list.textContent = "";
    if (!view) return;
    var query = T.fold($("search").value);
    if (!view.seats_drawn && !view.seats.length) {
      list.appendChild(T.el("li", "note", T.t("seat.not_drawn")));
      return;
    }
    if (!query) return;
    var parts = query.split(" ");
    var matches = view.seats.filter(function (row) {
      var name = T.fold(row.name);
      return parts.every(function (part) { return name.indexOf(part) >= 0; });
    });
    if (!matches.length) {
      list.appendChild(T.el("li", "note", T.t("seat.nobody", { query: $("search").value.trim() })));
      return;
    }
    var most = 8;
    matches.slice(0, most).forEach(function (row) {
      var item = T.el("li", row.moved ? "moved" : "");
      item.appendChild(T.el("div", "who", row.name));
      item.appendChild(T.el("div", "where", T.t("seat.answer", { table: row.table, seat: row.seat })));
      if (row.moved) {
        var told = T.t("seat.moved", { table: row.table, seat: row.seat });
        if (row.moved.from_table !== null) {
          told += " (" + T.t("seat.moved_from", { table: row.moved.from_table, seat: row.moved.from_seat }) + ")";
        }
        item.appendChild(T.el("div", "told", told));
      }
      if (row.table_name) item.appendChild(T.el("div", "note", row.table_name));
      list.appendChild(item);
    });
    if (matches.length > most) {
      list.appendChild(T.el("li", "note", T.tn("seat.more", matches.length - most)));
    }
  }

  /* ------------------------------------------------------------------ the rest */

  function ladderRow(place, who, amount) {
    var row = T.el("li");
    row.appendChild(T.el("span", "place", place));
    row.appendChild(T.el("span", "who", who || ""));
    row.appendChild(T.el("span", "amount", amount));
    return row;
  }

  function drawFigures() {
    $("players").textContent = view.players_left === null ? "—"
      : T.number(view.players_left) + " / " + T.number(view.entries);
    $("pool").textContent = T.money(view.prize_pool_cents, view.currency);
    $("chips").textContent = T.number(view.chips_in_play);
    var deal = view.deal;
    T.show($("deal"), !!deal);
    var dealList = $("deal-list");
    dealList.textContent = "";
    if (deal) {
      deal.players.forEach(function (row) {
        dealList.appendChild(ladderRow("", row.name, T.money(row.amount_cents, view.currency)));
      });
      $("deal-saved").textContent = deal.saved_cents
        ? T.t("deal.saved", { amount: T.money(deal.saved_cents, view.currency) }) : "";
    }
    var list = $("payouts-list");
    list.textContent = "";
    T.payoutRows(view.payouts).forEach(function (row) {
      list.appendChild(ladderRow(T.placeText(row), T.resultName(row), T.money(row.amount_cents, view.currency)));
    });
    T.show($("payouts-none"), !view.payouts.length && !deal);
    var moves = $("moves-list");
    moves.textContent = "";
    view.moves.forEach(function (move) { moves.appendChild(T.el("li", "", T.moveText(move))); });
    T.show($("moves"), view.moves.length > 0 && !view.finished);
  }

  function drawResults() {
    var rows = view.results || [];
    $("winner-name").textContent = view.winner || "";
    $("winner-prize").textContent = rows.length && rows[0].amount_cents
      ? T.money(rows[0].amount_cents, view.currency) : "";
    var list = $("results-list");
    list.textContent = "";
    rows.forEach(function (row) {
      list.appendChild(ladderRow(T.placeText(row), T.resultName(row),
        row.amount_cents ? T.money(row.amount_cents, view.currency) : ""));
    });
  }

  function draw() {
    var open = !!(view && view.tournament);
    $("name").textContent = open ? view.tournament : "Tourney";
    document.title = open ? view.tournament + " — Tourney" : T.t("page.phone_title");
    T.show($("waiting"), !!view && !open);
    var finished = open && view.finished;
    T.show($("clock"), open && !finished);
    T.show($("winner"), finished);
    T.show($("results"), finished);
    T.show($("find"), open && !finished);
    T.show($("stats"), open);
    T.show($("average").parentNode, !finished);  /* the winner has every chip: no average */
    T.show($("payouts"), open && !finished);
    if (!open) { keepAwake(false); return; }
    drawFigures();
    if (finished) drawResults();
    drawSearch();
    drawClock();
    keepAwake(!finished);
  }

  function drawStatus() {
    var line = $("status");
    if (status === "live") { T.show(line, false); return; }
    line.textContent = status === "unconfirmed"
      ? T.t("status.unconfirmed", { time: T.clockOfDay(lostAt) })
      : T.t(status === "offline" ? "status.offline" : "status.connecting");
    T.show(line, true);
  }

  /* ------------------------------------------------------------------ the screen stays on */

  function keepAwake(wanted) {
    if (!("wakeLock" in navigator)) return;
    if (!wanted) {
      if (wakeLock) { wakeLock.release(); wakeLock = null; }
      return;
    }
    if (wakeLock || document.visibilityState !== "visible") return;
    navigator.wakeLock.request("screen").then(function (lock) {
      wakeLock = lock;
      lock.addEventListener("release", function () { wakeLock = null; });
    }).catch(function () { /* refused (battery saver): the screen may sleep */ });
  }

  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") {
      keepAwake(!!(view && view.tournament && !view.finished));
      drawClock();
    }
  });

  /* ------------------------------------------------------------------ the PIN */

  function askPin(why, retryAfter) {
    var form = $("pin");
    T.show(form, true);
    /* nothing of the tournament stays on the screen while the PIN is asked */
    ["waiting", "clock", "winner", "find", "stats", "results", "payouts", "moves"].forEach(function (id) {
      if ($(id)) T.show($(id), false);
    });
    var error = $("pin-error");
    if (why === "pin_wrong") error.textContent = T.t("pin.wrong");
    else if (why === "pin_locked") error.textContent = T.t("pin.locked", { seconds: retryAfter || 60 });
    else error.textContent = "";
    T.show(error, !!error.textContent);
    status = "live";
    drawStatus();
    $("pin-input").focus();
  }

  $("pin").addEventListener("submit", function (event) {
    event.preventDefault();
    T.setPin($("pin-input").value.trim());
    T.show($("pin"), false);
    status = "connecting";
    drawStatus();
    connection.reconnect();
  });

  /* ------------------------------------------------------------------ languages */

  function markLanguage() {
    var buttons = document.querySelectorAll("[data-lang]");
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].setAttribute("aria-pressed", String(buttons[i].dataset.lang === T.language));
    }
  }

  document.querySelector(".languages").addEventListener("click", function (event) {
    var code = event.target.dataset && event.target.dataset.lang;
    if (!code) return;
    T.loadLanguage(code).then(function () { markLanguage(); draw(); drawStatus(); });
  });

  $("search").addEventListener("input", drawSearch);

  /* ------------------------------------------------------------------ start */

  T.loadLanguage(T.chooseLanguage()).catch(function () { return T.loadLanguage("en"); })
    .then(function () {
      markLanguage();
      drawStatus();
      connection = T.connect({
        state: function (received) { view = received; T.show($("pin"), false); draw(); },
        status: function (name, since) { status = name; lostAt = since; drawStatus(); drawClock(); },
        synced: drawClock,
        pin: askPin
      });
      window.tourneyPage = { view: function () { return view; }, connection: connection };
    });
})();
