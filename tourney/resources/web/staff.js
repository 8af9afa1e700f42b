/* The staff's phones (GET /staff): the floor busts and moves, the desk registers, the director
 * runs the clock and undoes. Uses room.js (window.Tourney).
 *
 * Pairing: the director's window shows a QR code of /staff#pair=CODE; this page takes the code
 * out of the address, posts it to /api/pair with the phone's name and keeps the token it is
 * given (localStorage, never a cookie). Where scanning is awkward, the staff PIN does the same.
 * Every command is posted to /api/commands with the token and an id of its own; a command
 * whose answer was lost is sent again with the same id, and the server applies it once. The
 * live feed comes with the token as a WebSocket subprotocol and brings the staff view
 * ({type: "staff"}) after every change. The contract is docs/web.md. */
"use strict";

(function () {
  var T = window.Tourney;
  var $ = T.byId;
  var STORE = "tourney.staff";
  var UNDO_OFFERED_MS = 10000;

  var paired = loadPaired();
  var code = takeCode();
  var view = null; // the room's state (as the phones' page has it)
  var staff = null; // the staff view
  var connection = null;
  var status = "connecting";
  var lostAt = null;
  var clockTimer = null;
  var tab = null;
  var openTable = null;
  var lastDone = null; // {seq, label} of this phone's last action performed
  var toastTimer = null;
  var seatWanted = null; // the desk's registration waiting for its seat
  var sheet = null; // {entry, table, seat, name}
  var sentCount = 0;

  /* ------------------------------------------------------------------ pairing */

  function loadPaired() {
    try {
      var kept = JSON.parse(window.localStorage.getItem(STORE) || "null");
      return kept && kept.token ? kept : null;
    } catch (e) { return null; }
  }

  function savePaired(value) {
    paired = value;
    try {
      if (value) window.localStorage.setItem(STORE, JSON.stringify(value));
      else window.localStorage.removeItem(STORE);
    } catch (e) { /* private mode: paired for this visit only */ }
  }

  function takeCode() {
    var match = /(?:^#|&)pair=([A-Za-z0-9_-]{20,400})/.exec(location.hash);
    if (!match) return null;
    history.replaceState(null, "", location.pathname + location.search);
    return match[1];
  }

  /* The name a code gives the phone (the bytes after its head and id, before its signature). */
  function codeName(text) {
    try {
      var raw = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4));
      if (raw.length <= 34) return "";
      var bytes = new Uint8Array(raw.length - 34);
      for (var i = 0; i < bytes.length; i++) bytes[i] = raw.charCodeAt(22 + i);
      return new TextDecoder("utf-8").decode(bytes);
    } catch (e) { return ""; }
  }

  function showPairing(why) {
    hideAll();
    T.show($("pairing"), true);
    T.show($("pair-why"), !!why);
    $("pair-why").textContent = why ? T.t(why === "revoked" ? "staff.revoked" : "staff.unknown") : "";
    var named = code ? codeName(code) : "";
    T.show($("pair-code-note"), !!code);
    T.show($("pin-fields"), !code);
    T.show($("pair-name-label"), !named);
    $("pair-code-note").textContent = named ? T.t("staff.pair_named", { name: named }) : T.t("staff.pair_code");
    if (code && named) pair();
  }

  function pair() {
    var body = { device: $("pair-name").value.trim() };
    if (code) {
      body.code = code;
    } else {
      body.pin = $("pair-pin").value.trim();
      var chosen = document.querySelector("input[name=role]:checked");
      body.role = chosen ? chosen.value : "floor";
    }
    var error = $("pair-error");
    T.show(error, false);
    $("pair-button").disabled = true;
    fetch("/api/pair", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": T.language },
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().then(function (answer) { return { status: response.status, answer: answer, wait: response.headers.get("Retry-After") }; });
    }).then(function (result) {
      $("pair-button").disabled = false;
      if (result.status === 200) {
        code = null;
        savePaired({ token: result.answer.token, role: result.answer.role, device: result.answer.device });
        start();
        return;
      }
      if (result.answer.code === "staff.bad-code") code = null; // used or expired: a new one is needed
      error.textContent = result.status === 429 ? T.t("staff.locked", { seconds: result.wait || 60 })
        : result.answer.message || T.t("staff.refused");
      T.show(error, true);
      showPairingFields();
    }).catch(function () {
      $("pair-button").disabled = false;
      error.textContent = T.t("status.offline");
      T.show(error, true);
    });
  }

  function showPairingFields() {
    var named = code ? codeName(code) : "";
    T.show($("pin-fields"), !code);
    T.show($("pair-name-label"), !named);
    T.show($("pair-code-note"), !!code);
  }

  $("pair-form").addEventListener("submit", function (event) {
    event.preventDefault();
    pair();
  });

  function unpaired(why) {
    savePaired(null);
    if (connection) { connection.stop(); connection = null; }
    window.clearTimeout(clockTimer);
    T.show($("device"), false);
    T.show($("tabs"), false);
    showPairing(why);
  }

  /* ------------------------------------------------------------------ commands */

  function newId() {
    sentCount += 1;
    return Date.now().toString(36) + "-" + sentCount + "-" + Math.random().toString(36).slice(2, 8);
  }

  /* Post a command; a lost answer is retried with the same id (applied once). */
  function send(body, done, refused) {
    body.id = body.id || newId();
    var tries = 0;
    toast(T.t("staff.sending"), "sending");
    function attempt() {
      fetch("/api/commands", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Authorization": "Bearer " + paired.token,
          "Accept-Language": T.language
        },
        body: JSON.stringify(body)
      }).then(function (response) {
        if (response.status === 401) { unpaired("revoked"); return null; }
        if (response.status === 503) throw new Error("busy");
        return response.json().then(function (answer) { return { status: response.status, answer: answer }; });
      }).then(function (result) {
        if (!result) return;
        var answer = result.answer;
        if (result.status !== 200) {
          toast(answer.message || T.t("staff.refused"), "refused");
          if (refused) refused(answer);
        } else if (answer.status === "performed") {
          lastDone = { seq: answer.seq, label: answer.label };
          toast(answer.draw ? answer.label + ". " + answer.draw : answer.label, "done");
          if (done) done(answer);
        } else {
          toast(answer.reason, "refused");
          if (refused) refused(answer);
        }
      }).catch(function () {
        tries += 1;
        toast(T.t("staff.retrying"), "sending");
        window.setTimeout(attempt, Math.min(5000, 250 * tries));
      });
    }
    attempt();
  }

  /* ------------------------------------------------------------------ the toast */

  function toast(text, kind) {
    var box = $("toast");
    window.clearTimeout(toastTimer);
    box.className = "toast" + (kind === "done" ? "" : " " + kind);
    $("toast-text").textContent = text;
    box.dataset.kind = kind;
    T.show(box, true);
    offerUndo();
    if (kind !== "sending") {
      toastTimer = window.setTimeout(function () { T.show(box, false); }, kind === "done" ? UNDO_OFFERED_MS : 7000);
    }
  }

  /* Right after this phone's action, while it is still the last one: its undo. */
  function offerUndo() {
    var box = $("toast");
    var offered = box.dataset.kind === "done" && lastDone && staff && staff.undo &&
      staff.undo.seq === lastDone.seq;
    T.show($("toast-undo"), !!offered);
  }

  $("toast-undo").addEventListener("click", function () {
    if (!lastDone) return;
    var seq = lastDone.seq;
    lastDone = null;
    send({ kind: "undo", expected: seq });
  });

  /* ------------------------------------------------------------------ the director's clock */

  function drawClock() {
    window.clearTimeout(clockTimer);
    if (!view || !view.clock || tab !== "clock") return;
    if (view.finished) {  /* the clock stopped for good: who won, as the window says it */
      $("title").textContent = T.t("results.winner") + ": " + (view.winner || "");
      T.show($("paused"), false);
      $("digits").textContent = "";
      $("blinds").textContent = T.t("results.over");
      $("ante").textContent = "";
      $("next").textContent = "";
      $("toggle-clock").disabled = true;
      var stopped = document.querySelectorAll("#clock-panel [data-command]");
      for (var k = 0; k < stopped.length; k++) stopped[k].disabled = true;
      return;
    }
    var reading = T.clockAt(view.clock, view.structure, T.serverNow());
    if (!reading) return;
    $("title").textContent = T.titleText(reading);
    T.show($("paused"), !reading.running);
    var digits = $("digits");
    digits.textContent = T.digitsText(reading);
    digits.className = "digits" + (!reading.running ? " paused" : reading.inOvertime ? " overtime"
      : reading.item.kind !== "break" && reading.left <= 60000 ? " last-minute" : "");
    $("blinds").textContent = reading.item.kind === "break" ? T.t("clock.break") : T.blindsText(reading.item);
    $("ante").textContent = reading.item.kind === "break" ? "" : T.anteText(reading.item);  /* as the TV */
    $("next").textContent = T.nextText(reading);
    var toggle = $("toggle-clock");
    toggle.textContent = reading.running ? T.t("staff.pause") : reading.started ? T.t("staff.resume") : T.t("staff.start");
    toggle.dataset.kind = reading.running ? "pause_clock" : reading.started ? "resume_clock" : "start_clock";
    toggle.disabled = !!view.finished;
    /* A finished tournament's clock stays stopped: undo the last bust-out to go on. */
    var moves = document.querySelectorAll("#clock-panel [data-command]");
    for (var m = 0; m < moves.length; m++) moves[m].disabled = !!view.finished;
    /* As in the window: no level before the first, none after the last. */
    document.querySelector('[data-command="previous_level"]').disabled = reading.index === 0;
    document.querySelector('[data-command="next_level"]').disabled = reading.next === null;
    clockTimer = window.setTimeout(drawClock, T.untilFlip(reading));
  }

  $("toggle-clock").addEventListener("click", function () {
    send({ kind: this.dataset.kind });
  });

  var commandButtons = document.querySelectorAll("[data-command]");
  for (var b = 0; b < commandButtons.length; b++) {
    commandButtons[b].addEventListener("click", function () {
      var body = { kind: this.dataset.command };
      if (this.dataset.seconds) body.seconds = Number(this.dataset.seconds);
      send(body);
    });
  }

  /* Undo and redo by name; a second tap confirms. */
  function armed(button, action) {
    if (button.dataset.armed === "1") {
      button.dataset.armed = "";
      action();
      return;
    }
    button.dataset.armed = "1";
    var before = button.textContent;
    button.textContent = T.t("staff.tap_again");
    window.setTimeout(function () {
      if (button.dataset.armed === "1") { button.dataset.armed = ""; button.textContent = before; }
    }, 3000);
  }

  $("undo").addEventListener("click", function () {
    var undo = staff && staff.undo;
    if (undo) armed(this, function () { send({ kind: "undo", expected: undo.seq }); });
  });
  $("redo").addEventListener("click", function () {
    var redo = staff && staff.redo;
    if (redo) armed(this, function () { send({ kind: "redo", expected: redo.seq }); });
  });

  function drawHistory() {
    var undo = staff && staff.undo;
    var redo = staff && staff.redo;
    $("undo-label").textContent = undo ? undo.action : T.t("staff.nothing_to_undo");
    $("undo").disabled = !undo;
    $("undo").textContent = T.t("staff.undo");
    $("undo").dataset.armed = "";
    T.show($("redo-label"), !!redo);
    T.show($("redo"), !!redo);
    $("redo-label").textContent = redo ? T.t("staff.undone", { action: redo.action }) : "";
    $("redo").textContent = T.t("staff.redo");
    $("redo").dataset.armed = "";
  }

  /* ------------------------------------------------------------------ the floor */

  function tableOf(number) {
    if (!staff) return null;
    for (var i = 0; i < staff.tables.length; i++) if (staff.tables[i].table === number) return staff.tables[i];
    return null;
  }

  function drawFloor() {
    drawMoves();
    var list = $("table-list");
    var current = openTable === null ? null : tableOf(openTable);
    if (openTable !== null && !current) openTable = null;
    T.show(list, openTable === null);
    T.show($("table-view"), openTable !== null);
    if (openTable === null) {
      list.textContent = "";
      var holding = staff.proposal ? staff.proposal.moves.map(function (m) { return m.from[0]; }) : [];
      staff.tables.forEach(function (row) {
        var tile = T.el("button", "tile" + (holding.indexOf(row.table) >= 0 ? " holding" : ""));
        tile.type = "button";
        tile.appendChild(T.el("strong", "", row.name || T.t("staff.table", { table: row.table })));
        tile.appendChild(T.el("span", "", T.tn("staff.players", row.seats.length)));
        tile.addEventListener("click", function () { openTable = row.table; drawFloor(); window.scrollTo(0, 0); });
        list.appendChild(tile);
      });
      if (!staff.tables.length) list.appendChild(T.el("p", "card muted", T.t("seat.not_drawn")));
      return;
    }
    drawTable(current);
  }

  function mark(kind, text) { return T.el("span", "mark " + kind, text); }

  function drawTable(row) {
    $("table-title").textContent = row.name || T.t("staff.table", { table: row.table });
    var reading = view && view.clock ? T.clockAt(view.clock, view.structure, T.serverNow()) : null;
    var blinds = reading && reading.item.kind === "level" ? T.blindsText(reading.item) : "";
    $("table-blinds").textContent = (blinds ? blinds + " · " : "") +
      (row.button === null ? T.t("staff.no_button") : row.confirmed ? T.t("staff.button_known")
        : T.t("staff.button_unconfirmed"));
    var bySeat = {};
    row.seats.forEach(function (seat) { bySeat[seat.seat] = seat; });
    var list = $("seat-list");
    list.textContent = "";
    for (var seat = 1; seat <= row.size; seat++) {
      var item = T.el("li");
      var button = T.el("button");
      button.type = "button";
      button.appendChild(T.el("span", "seat-no", String(seat)));
      var who = bySeat[seat];
      button.appendChild(T.el("span", "seat-name" + (who ? "" : " empty"), who ? who.name : T.t("staff.open_seat")));
      var marks = T.el("span", "marks");
      if (row.button === seat) marks.appendChild(mark("button", T.t("staff.mark_button")));
      if (row.sb === seat) marks.appendChild(mark("sb", T.t("staff.mark_sb")));
      if (row.bb === seat) marks.appendChild(mark("bb", T.t("staff.mark_bb")));
      button.appendChild(marks);
      if (who) {
        (function (player, at) {
          button.addEventListener("click", function () {
            openSheet({ entry: player.entry, name: player.name, table: row.table, seat: at });
          });
        })(who, seat);
      } else {
        button.disabled = true;
      }
      item.appendChild(button);
      list.appendChild(item);
    }
  }

  $("back-tables").addEventListener("click", function () { openTable = null; drawFloor(); });

  /* The proposal's moves; the floor may send a player to another open seat of the same
   * table than the one proposed (a seat the dealer prefers), before accepting. */
  var changedTo = {};
  var changing = null;
  var proposalKey = "";

  function movedTo(move) { return changedTo[move.entry] || move.to; }

  function drawMoves() {
    var proposal = staff.proposal;
    T.show($("moves-card"), !!proposal);
    if (!proposal) { changedTo = {}; changing = null; proposalKey = ""; return; }
    var key = JSON.stringify(proposal.moves);
    if (key !== proposalKey) { changedTo = {}; changing = null; proposalKey = key; }
    $("moves-title").textContent = T.tn("staff.moves_to_make", proposal.moves.length);
    var list = $("moves-list");
    list.textContent = "";
    var taken = {};
    proposal.moves.forEach(function (move) { var to = movedTo(move); taken[to[0] + ":" + to[1]] = true; });
    proposal.moves.forEach(function (move) {
      var item = T.el("li", changedTo[move.entry] ? "changed" : "");
      var button = T.el("button");
      button.type = "button";
      var to = movedTo(move);
      button.appendChild(T.el("span", "", move.name + ": "));
      var from = move.from[0] ? T.seatText(move.from[0], move.from[1]) + " → " : "";
      button.appendChild(T.el("span", "", from));
      button.appendChild(T.el("span", "to", T.seatText(to[0], to[1])));
      button.addEventListener("click", function () {
        changing = changing === move.entry ? null : move.entry;
        drawMoves();
      });
      item.appendChild(button);
      if (changing === move.entry) {
        var seats = T.el("div", "chips");
        var row = tableOf(move.to[0]);
        var choices = [move.to[1]].concat(row ? row.open : []);
        choices.filter(function (seat, i) { return choices.indexOf(seat) === i; }).forEach(function (seat) {
          var here = to[0] === move.to[0] && to[1] === seat;
          if (!here && taken[move.to[0] + ":" + seat]) return;
          seats.appendChild(chip(T.seatText(move.to[0], seat), here, function () {
            if (seat === move.to[1]) delete changedTo[move.entry]; else changedTo[move.entry] = [move.to[0], seat];
            changing = null;
            drawMoves();
          }));
        });
        item.appendChild(seats);
      }
      list.appendChild(item);
    });
    $("moves-why").textContent = (proposal.explanation || []).join("\n");  /* a line each */
    /* Balancing moves the player due the big blind: where the button is must be known first. */
    var ask = proposal.asks_button;
    T.show($("moves-ask"), !!ask);
    $("moves-ask").textContent = ask ? ask.says : "";
    $("accept-moves").disabled = !!ask;
  }

  $("accept-moves").addEventListener("click", function () {
    var proposal = staff && staff.proposal;
    if (!proposal) return;
    send({
      kind: "accept_moves",
      moves: proposal.moves.map(function (m) { return { entry: m.entry, from: m.from, to: movedTo(m), reason: m.reason }; }),
      closed: proposal.closed,
      final_redraw: proposal.final_redraw
    });
  });

  /* ------------------------------------------------------------------ a player's actions */

  var chosenBy = [];
  var chosenAlso = [];

  function openSheet(player) {
    sheet = player;
    chosenBy = [];
    chosenAlso = [];
    $("sheet-title").textContent = player.name;
    $("sheet-where").textContent = T.t("seat.answer", { table: player.table, seat: player.seat });
    T.show($("sheet-actions"), true);
    T.show($("bust-confirm"), false);
    T.show($("rebuy-confirm"), false);
    T.show($("move-pick"), false);
    var rebuy = document.querySelector("[data-act=rebuy]");
    var addOn = document.querySelector("[data-act=add_on]");
    T.show(rebuy, !!(staff && staff.rebuys_open));
    T.show(addOn, !!(staff && staff.add_on_open));
    /* what the floor collects: the price and the chips, on the sheet and before a rebuy */
    $("rebuy-terms").textContent = staff && staff.rebuy_terms ? T.t("staff.rebuy") + ": " + staff.rebuy_terms : "";
    var addOnTerms = staff && staff.add_on_open && staff.add_on_terms;
    $("add-on-terms").textContent = addOnTerms ? T.t("staff.add_on") + ": " + staff.add_on_terms : "";
    T.show($("bust-also-box"), false);
    T.show($("bust-more"), true);
    T.show($("floor-panel"), false);
    T.show($("sheet"), true);
    window.scrollTo(0, 0);
  }

  function closeSheet() {
    sheet = null;
    T.show($("sheet"), false);
    draw();
  }

  $("bust-more").addEventListener("click", function () {
    T.show($("bust-more"), false);
    T.show($("bust-also-box"), true);
  });

  $("sheet-cancel").addEventListener("click", closeSheet);

  function others() {
    var row = tableOf(sheet.table);
    return row ? row.seats.filter(function (s) { return s.entry !== sheet.entry; }) : [];
  }

  function toggleChip(list, entry, button) {
    var at = list.indexOf(entry);
    if (at >= 0) list.splice(at, 1); else list.push(entry);
    button.setAttribute("aria-pressed", String(at < 0));
  }

  function chip(text, pressed, onClick) {
    var button = T.el("button", "", text);
    button.type = "button";
    button.setAttribute("aria-pressed", String(!!pressed));
    button.addEventListener("click", onClick);
    return button;
  }

  function drawBust() {
    var busted = [sheet.entry].concat(chosenAlso);
    var names = busted.map(function (entry) { return entry === sheet.entry ? sheet.name : nameOf(entry); });
    $("bust-question").textContent = busted.length === 1 ? T.t("staff.bust_question", { name: sheet.name })
      : T.t("staff.bust_question_several", { names: names.join(", ") });
    var by = $("bust-by");
    by.textContent = "";
    var also = $("bust-also");
    also.textContent = "";
    others().forEach(function (player) {
      if (chosenAlso.indexOf(player.entry) < 0) {
        by.appendChild(chip(player.seat + " · " + player.name, chosenBy.indexOf(player.entry) >= 0, function () {
          toggleChip(chosenBy, player.entry, this);
        }));
      }
      if (chosenBy.indexOf(player.entry) < 0) {
        also.appendChild(chip(player.seat + " · " + player.name, chosenAlso.indexOf(player.entry) >= 0, function () {
          toggleChip(chosenAlso, player.entry, this);
          drawBust();
        }));
      }
    });
    var stacks = $("bust-stack-fields");
    T.show($("bust-stacks"), busted.length > 1);
    var kept = {};
    stacks.querySelectorAll("input").forEach(function (input) { kept[input.dataset.entry] = input.value; });
    stacks.textContent = "";
    if (busted.length > 1) {
      busted.forEach(function (entry, index) {
        var label = T.el("label");
        label.appendChild(T.el("span", "", names[index]));
        var input = T.el("input");
        input.type = "number";
        input.inputMode = "numeric";
        input.min = "1";
        input.dataset.entry = String(entry);
        input.value = kept[entry] || "";
        label.appendChild(input);
        stacks.appendChild(label);
      });
    }
    $("bust-go").textContent = busted.length === 1 ? T.t("staff.confirm_bust")
      : T.tn("staff.confirm_busts", busted.length);
  }

  function nameOf(entry) {
    var row = (staff.playing || []).filter(function (p) { return p.entry === entry; })[0];
    return row ? row.name : "#" + entry;
  }

  $("bust-go").addEventListener("click", function () {
    var busted = [sheet.entry].concat(chosenAlso);
    var stacks = {};
    $("bust-stack-fields").querySelectorAll("input").forEach(function (input) {
      stacks[input.dataset.entry] = input.value === "" ? null : Number(input.value);
    });
    var busts = busted.map(function (entry) {
      var bust = { entry: entry, by: chosenBy.slice() };
      if (busted.length > 1) bust.stack = stacks[entry] === undefined ? null : stacks[entry];
      return bust;
    });
    /* Refused (a stack missing, a player busted from another phone meanwhile): the sheet
     * comes back as it was, with who knocked him out and the others out in the same hand. */
    var saved = { player: sheet, by: chosenBy.slice(), also: chosenAlso.slice(), stacks: stacks };
    closeSheet();
    send({ kind: "bust_out", busts: busts }, null, function () { reopenBust(saved); });
  });

  function reopenBust(saved) {
    var still = (staff.playing || []).some(function (p) { return p.entry === saved.player.entry; });
    if (!still || sheet) return;
    openSheet(saved.player);
    chosenBy = saved.by.slice();
    chosenAlso = saved.also.slice();
    T.show($("sheet-actions"), false);
    T.show($("bust-confirm"), true);
    T.show($("bust-more"), !saved.also.length);
    T.show($("bust-also-box"), !!saved.also.length);
    drawBust();
    $("bust-stack-fields").querySelectorAll("input").forEach(function (input) {
      var value = saved.stacks[input.dataset.entry];
      input.value = value === null || value === undefined ? "" : String(value);
    });
  }

  $("rebuy-go").addEventListener("click", function () {
    var stack = Number($("rebuy-stack").value || 0);
    var entry = sheet.entry;
    closeSheet();
    send({ kind: "rebuy", entry: entry, stack: stack });
  });

  function drawMovePick() {
    var seats = $("move-seats");
    seats.textContent = "";
    staff.tables.forEach(function (row) {
      row.open.forEach(function (seat) {
        seats.appendChild(chip(T.seatText(row.table, seat), false, function () {
          var entry = sheet.entry;
          closeSheet();
          send({ kind: "move_player", entry: entry, table: row.table, seat: seat });
        }));
      });
    });
    if (!seats.childNodes.length) seats.appendChild(T.el("p", "muted", T.t("staff.no_open_seat")));
  }

  $("sheet-actions").addEventListener("click", function (event) {
    var act = event.target.dataset && event.target.dataset.act;
    if (!act || !sheet) return;
    if (act === "bust") {
      T.show($("sheet-actions"), false);
      T.show($("bust-confirm"), true);
      drawBust();
    } else if (act === "rebuy") {
      T.show($("sheet-actions"), false);
      T.show($("rebuy-confirm"), true);
      $("rebuy-stack").value = "0";
    } else if (act === "add_on") {
      var entry = sheet.entry;
      closeSheet();
      send({ kind: "add_on", entries: [entry] });
    } else if (act === "move") {
      T.show($("sheet-actions"), false);
      T.show($("move-pick"), true);
      drawMovePick();
    } else if (act === "button") {
      var where = sheet;
      closeSheet();
      send({ kind: "set_button", table: where.table, seat: where.seat });
    }
  });

  /* ------------------------------------------------------------------ the desk */

  var chosenPlayer = null;
  var searchTimer = null;
  var lastFound = [];
  var answeredFor = "";
  var newNameArmed = "";

  function drawDesk() {
    var open = !!(staff && staff.late_registration_open);
    T.show($("register-closed"), !open);
    $("register-go").disabled = !open;
    if (seatWanted) showSeat();
  }

  function showSeat() {
    var wanted = seatWanted;
    var found = (staff.playing || []).filter(function (row) {
      return wanted.player_id ? row.player_id === wanted.player_id
        : T.fold(row.name) === T.fold(wanted.name);
    }).sort(function (a, b) { return b.entry - a.entry; })[0];
    if (!found) return;
    seatWanted = null;
    $("seated-name").textContent = found.name;
    $("seated-where").textContent = found.table ? T.t("seat.answer", { table: found.table, seat: found.seat })
      : T.t("seat.not_drawn");
    T.show($("seated"), true);
  }

  $("register-name").addEventListener("input", function () {
    chosenPlayer = null;
    newNameArmed = "";
    lastFound = [];
    answeredFor = "";
    T.show($("register-new"), false);
    T.show($("seated"), false);
    window.clearTimeout(searchTimer);
    var query = this.value.trim();
    if (query.length < 2) { $("register-found").textContent = ""; lastFound = []; return; }
    searchTimer = window.setTimeout(function () { search(query); }, 180);
  });

  function search(query, after) {
    fetch("/api/players?q=" + encodeURIComponent(query), {
      headers: { "Authorization": "Bearer " + paired.token, "Accept-Language": T.language }
    }).then(function (response) { return response.ok ? response.json() : { players: [] }; })
      .then(function (answer) {
        if ($("register-name").value.trim() !== query) return;
        var list = $("register-found");
        list.textContent = "";
        lastFound = answer.players;
        answeredFor = query;
        answer.players.forEach(function (player) {
          var item = T.el("li");
          var button = T.el("button");
          button.type = "button";
          button.appendChild(T.el("span", "", player.name + (player.nickname ? " (" + player.nickname + ")" : "")));
          var note = player.playing ? T.t("staff.playing") : player.re_entry ? T.t("staff.re_entry") : "";
          if (note) button.appendChild(T.el("span", "note", note));
          button.disabled = !!player.playing;
          button.addEventListener("click", function () {
            chosenPlayer = player;
            newNameArmed = "";
            T.show($("register-new"), false);
            $("register-name").value = player.name;
            list.querySelectorAll("button").forEach(function (other) { other.setAttribute("aria-pressed", "false"); });
            button.setAttribute("aria-pressed", "true");
          });
          item.appendChild(button);
          list.appendChild(item);
        });
        if (after) after();
      }).catch(function () { /* offline: type the name in full */ if (after) after(); });
  }

  $("register-form").addEventListener("submit", function (event) {
    event.preventDefault();
    var name = $("register-name").value.trim();
    if (!name) return;
    if (chosenPlayer || answeredFor === name || name.length < 2) { register(name); return; }
    window.clearTimeout(searchTimer);  /* what the database has for this name, then decide */
    search(name, function () { register(name); });
  });

  function register(name) {
    if (!chosenPlayer) {
      /* A name typed in full that the database has is that player; a part of a name, or a
       * name the database lacks while it suggests others, is a new player only when the
       * desk taps again (a typo must not become a player). */
      var same = lastFound.filter(function (p) { return !p.playing && T.fold(p.name) === T.fold(name); });
      if (same.length === 1) chosenPlayer = same[0];
      else if (lastFound.length && newNameArmed !== name) {
        newNameArmed = name;
        $("register-new").textContent = T.t("staff.register_new", { name: name });
        T.show($("register-new"), true);
        return;
      }
    }
    newNameArmed = "";
    T.show($("register-new"), false);
    var body = chosenPlayer ? { kind: "register", player_id: chosenPlayer.player_id }
      : { kind: "register", name: name };
    var wanted = chosenPlayer ? { player_id: chosenPlayer.player_id, name: chosenPlayer.name } : { name: name };
    send(body, function () {
      seatWanted = wanted;
      $("register-name").value = "";
      $("register-found").textContent = "";
      lastFound = [];
      answeredFor = "";
      chosenPlayer = null;
      if (staff) showSeat();
    });
  }

  /* ------------------------------------------------------------------ drawing */

  var TABS = { director: ["clock", "floor", "desk"], floor: ["floor"], desk: ["desk"] };

  function hideAll() {
    ["pairing", "waiting", "clock-panel", "floor-panel", "desk-panel", "sheet"].forEach(function (id) {
      T.show($(id), false);
    });
  }

  function draw() {
    if (!paired) return;
    var open = !!(view && view.tournament);
    $("name").textContent = open ? view.tournament : "Tourney";
    document.title = (open ? view.tournament + " — " : "") + T.t("staff.title");
    var device = $("device");
    device.textContent = paired.device + " · " + T.t("staff.role_" + paired.role);
    T.show(device, true);
    var tabs = TABS[paired.role] || [];
    if (tabs.indexOf(tab) < 0) tab = tabs[0];
    T.show($("tabs"), tabs.length > 1);
    document.querySelectorAll("[data-tab]").forEach(function (button) {
      button.setAttribute("aria-selected", String(button.dataset.tab === tab));
      T.show(button, tabs.indexOf(button.dataset.tab) >= 0);
    });
    T.show($("pairing"), false);
    T.show($("waiting"), !open || !staff);
    T.show($("clock-panel"), open && !!staff && tab === "clock");
    T.show($("floor-panel"), open && !!staff && tab === "floor" && !sheet);
    T.show($("desk-panel"), open && !!staff && tab === "desk");
    if (!open || !staff) return;
    if (tab === "clock") { drawClock(); drawHistory(); }
    if (tab === "floor" && !sheet) drawFloor();
    if (tab === "desk") drawDesk();
    offerUndo();
  }

  document.querySelector(".tabs").addEventListener("click", function (event) {
    var chosen = event.target.dataset && event.target.dataset.tab;
    if (!chosen) return;
    tab = chosen;
    draw();
  });

  function drawStatus() {
    var line = $("status");
    if (status === "live" || !paired) { T.show(line, false); return; }
    line.textContent = status === "unconfirmed"
      ? T.t("status.unconfirmed", { time: T.clockOfDay(lostAt) })
      : T.t(status === "offline" ? "status.offline" : "status.connecting");
    T.show(line, true);
  }

  /* ------------------------------------------------------------------ languages */

  function markLanguage() {
    var buttons = document.querySelectorAll("[data-lang]");
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].setAttribute("aria-pressed", String(buttons[i].dataset.lang === T.language));
    }
  }

  document.querySelector(".languages").addEventListener("click", function (event) {
    var chosen = event.target.dataset && event.target.dataset.lang;
    if (!chosen) return;
    T.loadLanguage(chosen).then(function () {
      markLanguage();
      if (connection) connection.language(chosen);
      if (paired) draw(); else showPairing(null);
      drawStatus();
    });
  });

  /* ------------------------------------------------------------------ start */

  function start() {
    if (!paired) { showPairing(null); return; }
    hideAll();
    T.show($("waiting"), true);
    if (connection) connection.stop();
    connection = T.connect({
      state: function (received) { view = received; draw(); },
      staff: function (received) { staff = received; draw(); },
      status: function (name, since) { status = name; lostAt = since; drawStatus(); },
      synced: drawClock,
      pin: function () { /* a paired phone never needs the view PIN */ },
      unpaired: unpaired
    }, { token: paired.token });
    window.tourneyStaff = {
      view: function () { return view; },
      staff: function () { return staff; },
      paired: function () { return paired; },
      connection: connection
    };
  }

  T.loadLanguage(T.chooseLanguage()).catch(function () { return T.loadLanguage("en"); })
    .then(function () {
      markLanguage();
      if (code) { savePaired(null); showPairing(null); } else start();
    });
})();
