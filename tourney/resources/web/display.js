/* The browser TV (GET /display): the Qt display's screen for a smart TV, a laptop or a tablet.
 * The parts are placed from the window's size as tourney/gui/display/layout.py places them,
 * and every text is fitted to its box as the Qt display's FitLabel does, so it scales to any
 * size; the clock is counted here from absolute times (room.js); the chimes ring after one
 * tap (chimes.js). */
"use strict";

(function () {
  var T = window.Tourney;
  var $ = T.byId;
  var FONT = getComputedStyle(document.body).fontFamily;
  var SHARES = [["title", 0.14], ["game", 0.06], ["digits", 0.44], ["blinds", 0.18], ["ante", 0.08], ["next", 0.10]];
  var STATS = ["stats.next_break", "stats.players", "stats.average", "stats.chips", "stats.pool"];
  var PAGE_MS = 5000;
  var view = null;
  var status = "connecting";
  var lostAt = null;
  var boxes = null;
  var timer = null;
  var address = null;
  var wakeLock = null;
  var measure = document.createElement("canvas").getContext("2d");

  /* ------------------------------------------------------------------ geometry */

  function R(x, y, w, h) { return { x: x, y: y, w: Math.max(0, w), h: Math.max(0, h) }; }

  /* The parts' boxes for a W × H window (tourney/gui/display/layout.py), with the room's
   * QR code at the foot of the side panel: as large as the payouts leave room for (`rows`
   * lines), never smaller than a phone can read across a room. Once the payout lines name
   * players (`named`: after a deal, or places decided) a landscape window puts the code
   * beside the first two figures instead, so the names have the panel's width. */
  function layout(W, H, banner, code, rows, named) {
    var small = Math.min(W, H);
    var margin = Math.max(6, Math.round(small * 0.028));
    var gap = Math.floor(margin / 2);
    var inner = W - 2 * margin;
    var header = R(margin, gap, inner, Math.round(small * 0.085));
    var clockW = Math.round(header.w * 0.22);
    var top = header.y + header.h + gap;
    var bannerBox = null;
    if (banner) {
      bannerBox = R(margin, top, inner, Math.round(small * 0.08));
      top = bannerBox.y + bannerBox.h + gap;
    }
    var tickerH = Math.round(small * 0.07);
    var ticker = R(margin, H - gap - tickerH, inner, tickerH);
    var bodyH = ticker.y - gap - top;
    var portrait = W < H * 1.3;
    var centre, side;
    if (portrait) {
      var centreH = Math.round(bodyH * 0.58);
      centre = R(margin, top, inner, centreH);
      side = R(margin, top + centreH + gap, inner, bodyH - centreH - gap);
    } else {
      var sideW = Math.round(W * (W >= H * 1.5 ? 0.3 : 0.34));
      side = R(W - margin - sideW, top, sideW, bodyH);
      centre = R(margin, top, side.x - 2 * margin, bodyH);
    }
    var parts = {};
    var y = centre.y;
    SHARES.forEach(function (share) {
      var below = y + centre.h * share[1];
      parts[share[0]] = R(centre.x, Math.round(y), centre.w, Math.round(below) - Math.round(y));
      y = below;
    });
    var pad = margin * 0.8;
    var inside = R(side.x + Math.round(pad), side.y + Math.round(pad * 0.6),
      side.w - 2 * Math.round(pad), side.h - 2 * Math.round(pad * 0.6));
    var statsBox, payoutsBox, statH;
    if (portrait) {
      var half = Math.floor((inside.w - margin) / 2);
      statsBox = R(inside.x, inside.y, half, inside.h);
      payoutsBox = R(inside.x + inside.w - half, inside.y, half, inside.h);
      statH = statsBox.h / STATS.length;
    } else {
      statH = bodyH * 0.112;
      statsBox = R(inside.x, inside.y, inside.w, Math.round(statH * STATS.length));
      var below = statsBox.y + statsBox.h + Math.round(pad * 0.4);
      payoutsBox = R(inside.x, below, inside.w, inside.y + inside.h - below);
    }
    var codeBox = null;
    var resultsBottom = inside.y + inside.h;
    var resultsRight = inside.x + inside.w;
    var rowHeight = Math.max(10, Math.round(Math.min(H * 0.042, W * 0.045)));
    if (code && named && !portrait) {
      /* beside the first two figures (a time, a count: short), no taller than their lines */
      var byStats = Math.min(Math.round(Math.min(payoutsBox.h / 1.3, payoutsBox.w * 0.44)),
        Math.floor(statH * 1.94 / 1.3));
      codeBox = R(statsBox.x + statsBox.w - byStats, statsBox.y, byStats, Math.round(byStats * 1.3));
    } else if (code && !portrait) {
      /* beside the payouts, at the foot of the panel: the amounts need little width */
      var sideLength = Math.round(Math.min(payoutsBox.h / 1.3, payoutsBox.w * 0.44));
      codeBox = R(payoutsBox.x + payoutsBox.w - sideLength, payoutsBox.y + payoutsBox.h - Math.round(sideLength * 1.3),
        sideLength, Math.round(sideLength * 1.3));
      payoutsBox.w -= sideLength + margin;
      resultsRight = codeBox.x - margin;
    } else if (code) {
      /* under the payouts, as large as they leave room for */
      var most = Math.min(payoutsBox.h * 0.6, payoutsBox.w * 0.6);
      var spare = payoutsBox.h - Math.round(statH * 0.42) - rows * rowHeight - Math.round(pad * 0.5);
      var length = Math.floor(Math.max(Math.min(spare / 1.3, most), Math.min(most, small * 0.12)));
      codeBox = R(payoutsBox.x, payoutsBox.y + payoutsBox.h - Math.round(length * 1.3), length, Math.round(length * 1.3));
      payoutsBox.h -= codeBox.h + Math.round(pad * 0.5);
      resultsRight = codeBox.x - margin;
    }
    var stats = [];
    for (var i = 0; i < STATS.length; i++) {
      var rowY = statsBox.y + i * statH;
      var caption = R(statsBox.x, Math.round(rowY), statsBox.w, Math.round(statH * 0.3));
      var valueTop = caption.y + caption.h + Math.round(statH * 0.02);
      var value = R(statsBox.x, valueTop, statsBox.w, Math.round(rowY + statH * 0.94) - valueTop);
      stats.push([shortOf(caption, codeBox, margin), shortOf(value, codeBox, margin)]);
    }
    var captionH = Math.round(statH * 0.36);
    var ladderTop = payoutsBox.y + Math.round(statH * 0.42);
    var resultsTop = inside.y + Math.round(statH * 0.42);
    return {
      margin: margin, portrait: portrait, header: header, ticker: ticker, side: side,
      name: R(header.x + margin, header.y, Math.round(header.w * 0.7), header.h),
      wall: R(header.x + header.w - margin - clockW, header.y, clockW, header.h),
      banner: bannerBox, parts: parts, stats: stats,
      payoutsCaption: R(payoutsBox.x, payoutsBox.y, payoutsBox.w, captionH),
      payouts: R(payoutsBox.x, ladderTop, payoutsBox.w, payoutsBox.y + payoutsBox.h - ladderTop),
      resultsCaption: R(inside.x, inside.y, inside.w, captionH),
      results: R(inside.x, resultsTop, resultsRight - inside.x, resultsBottom - resultsTop),
      rowHeight: rowHeight,
      code: codeBox,
      messages: R(ticker.x + margin, ticker.y, ticker.w - 2 * margin, ticker.h)
    };
  }

  /* `box`, ending a margin before the code when the two share some height. */
  function shortOf(box, code, margin) {
    if (!code || box.y + box.h <= code.y || box.y >= code.y + code.h) return box;
    return R(box.x, box.y, Math.min(box.w, code.x - margin - box.x), box.h);
  }

  function place(node, box) {
    node.style.left = box.x + "px";
    node.style.top = box.y + "px";
    node.style.width = box.w + "px";
    node.style.height = box.h + "px";
  }

  /* ------------------------------------------------------------------ fitted text */

  function font(px, bold) { return (bold ? "700 " : "400 ") + px + "px " + FONT; }

  /* Show `text` in `node` as large as its box allows: the font starts at `fill` times the
   * box's height and shrinks until the text (or `template`, for digits) fits the width. */
  function fit(node, text, fill, options) {
    options = options || {};
    var box = node.getBoundingClientRect();
    var boxed = !!options.boxed;
    var h = box.height;
    var pad = boxed ? h * 0.5 : 2;
    var bold = !node.classList.contains("light");
    var shown = node.classList.contains("caps") ? text.toUpperCase() : text;
    var sized = options.template ? options.template(shown) : shown;
    var px = Math.max(1, Math.floor(h * (boxed ? Math.min(fill, 0.6) : fill)));
    measure.font = font(px, bold);
    var metrics = measure.measureText(sized || " ");
    if (metrics.width > box.width - pad && metrics.width > 0) {
      px = Math.max(1, Math.floor(px * (box.width - pad) / metrics.width));
      measure.font = font(px, bold);
      metrics = measure.measureText(sized || " ");
    }
    var ascent = metrics.fontBoundingBoxAscent || px * 0.93;
    var descent = metrics.fontBoundingBoxDescent || px * 0.24;
    var cap = measure.measureText("H").actualBoundingBoxAscent || px * 0.73;
    /* the line's height puts the capitals' middle on the box's middle, as the Qt display */
    node.textContent = shown;
    node.style.fontSize = px + "px";
    node.style.lineHeight = Math.max(0, h + cap - ascent + descent) + "px";
    node.style.borderRadius = boxed ? Math.round(h * 0.18) + "px" : "";
    node.style.padding = boxed ? "0 " + Math.round(pad / 2) + "px" : "0";
    return px;
  }

  function naturalWidth(text, h, fill, bold, boxed) {
    var px = Math.floor(h * (boxed ? Math.min(fill, 0.6) : fill));
    measure.font = font(px, bold);
    return Math.ceil(measure.measureText(text).width + (boxed ? h * 0.5 : 2)) + 1;
  }

  function digitsTemplate(text) {
    var shape = text.replace(/\d/g, "0");
    var sign = shape[0] === "+" ? "+" : "";
    var body = sign ? shape.slice(1) : shape;
    if ((body.match(/:/g) || []).length === 1 && body.split(":")[0].length < 2) body = "0" + body;
    return sign + body;
  }

  /* ------------------------------------------------------------------ ladders */

  function ladder(node, rows, rowHeight, results) {
    node.textContent = "";
    var box = node.getBoundingClientRect();
    var fits = Math.max(0, Math.floor(box.height / rowHeight));
    var shown = rows;
    var more = 0;
    if (rows.length > fits) {
      shown = rows.slice(0, Math.max(0, fits - 1));
      more = rows.length - shown.length;
    }
    var lines = shown.map(function (row) { return [row.place, row.name || "", row.amount || ""]; });
    var moreText = more ? T.tn(results ? "results.more" : "payouts.more", more) : "";
    var px = Math.floor(rowHeight * 0.56);
    function widest(size) {
      measure.font = font(size, true);
      var gap = size * 1.16 * 0.6;
      var places = 0;
      lines.forEach(function (l) { places = Math.max(places, measure.measureText(l[0]).width); });
      var most = moreText ? measure.measureText(moreText).width : 0;
      lines.forEach(function (l) {
        var width = places + gap + measure.measureText(l[2]).width;
        if (l[1]) width += gap + measure.measureText(l[1]).width;
        most = Math.max(most, width);
      });
      return { width: most, places: places, gap: gap };
    }
    var size = widest(px);
    if (size.width > box.width && size.width > 0) {
      px = Math.max(1, Math.floor(px * box.width / size.width));
      while (px > 1 && widest(px).width > box.width) px -= 1;
      size = widest(px);
    }
    lines.forEach(function (l, index) {
      var row = T.el("div", "row");
      row.style.top = index * rowHeight + "px";
      row.style.height = rowHeight + "px";
      row.style.fontSize = px + "px";
      var placeNode = T.el("span", "place", l[0]);
      placeNode.style.width = Math.ceil(size.places + size.gap) + "px";
      row.appendChild(placeNode);
      row.appendChild(T.el("span", "who", l[1]));
      row.appendChild(T.el("span", "amount", l[2]));
      node.appendChild(row);
    });
    if (more) {
      var last = T.el("div", "row more", moreText);
      last.style.top = lines.length * rowHeight + "px";
      last.style.height = rowHeight + "px";
      last.style.fontSize = px + "px";
      node.appendChild(last);
    }
  }

  /* ------------------------------------------------------------------ painting */

  function paint() {
    window.clearTimeout(timer);
    var now = T.serverNow();
    var open = !!(view && view.tournament);
    var finished = open && view.finished;
    var reading = open && !finished ? T.clockAt(view.clock, view.structure, now) : null;
    var banner = !!(reading && reading.handForHand);
    var shared = !!address;
    var W = window.innerWidth, H = window.innerHeight;
    var rows = view ? Tourney.payoutRows(view.payouts).length + (view.deal ? view.deal.players.length : 0) : 0;
    var named = !!view && !finished && (!!view.deal || view.payouts.some(function (p) { return !!p.name; }));
    var key = [W, H, banner, shared, finished, rows, named].join();
    if (!boxes || boxes.key !== key) {
      boxes = layout(W, H, banner, shared, rows, named);
      boxes.key = key;
      arrange(boxes);
    }
    T.show($("banner"), banner);
    if (banner) fit($("banner"), T.t("clock.hand_for_hand"), 0.6, { boxed: true });
    fit($("name"), open ? view.tournament : T.t("page.waiting"), 0.5);
    document.title = open ? view.tournament + " — " + T.t("page.display_title") : T.t("page.display_title");
    fit($("wall-clock"), T.clockOfDay(now), 0.5);
    T.show($("face"), !finished);
    T.show($("results-face"), finished);
    if (finished) paintResults();
    else paintClock(reading);
    paintCode();
    paintTicker(now);
    timer = window.setTimeout(paint, reading ? T.untilFlip(reading) : 1000);
  }

  function arrange(b) {
    place($("header-panel"), b.header);
    place($("side-panel"), b.side);
    place($("ticker-panel"), b.ticker);
    var radius = Math.round(b.margin * 0.6) + "px";
    ["header-panel", "side-panel", "ticker-panel"].forEach(function (id) { $(id).style.borderRadius = radius; });
    place($("name"), b.name);
    place($("wall-clock"), b.wall);
    if (b.banner) place($("banner"), b.banner);
    ["title", "game", "digits", "ante", "next"].forEach(function (id) { place($(id), b.parts[id]); });
    var blinds = b.parts.blinds;
    var inset = Math.round(blinds.h * 0.08);
    place($("blinds"), R(blinds.x + Math.floor(blinds.w / 14), blinds.y + inset, blinds.w - 2 * Math.floor(blinds.w / 14), blinds.h - 2 * inset));
    var stats = $("stats");
    stats.textContent = "";
    b.stats.forEach(function (pair, index) {
      var caption = T.el("div", "fit left caps muted light");
      caption.id = "stat-caption-" + index;
      var value = T.el("div", "fit left");
      value.id = "stat-" + index;
      stats.appendChild(caption);
      stats.appendChild(value);
      place(caption, pair[0]);
      place(value, pair[1]);
    });
    place($("payouts-caption"), b.payoutsCaption);
    place($("payouts"), b.payouts);
    place($("winner-title"), b.parts.title);
    var name = R(b.parts.game.x, b.parts.game.y, b.parts.game.w, b.parts.game.h + b.parts.digits.h);
    place($("winner"), R(name.x, name.y + Math.floor(name.h / 6), name.w, name.h - 2 * Math.floor(name.h / 6)));
    place($("prize"), b.parts.blinds);
    place($("over"), b.parts.next);
    place($("results-caption"), b.resultsCaption);
    place($("results"), b.results);
    if (b.code) {
      var code = $("code");
      place(code, b.code);
      var length = b.code.w;
      var qr = $("qr");
      place(qr, R(0, 0, length, length));
      place($("follow"), R(0, length + Math.round(length * 0.03), length, Math.round(length * 0.12)));
      place($("address"), R(0, length + Math.round(length * 0.15), length, Math.round(length * 0.14)));
    }
  }

  function paintClock(reading) {
    var face = $("face");
    if (!reading) {
      ["title", "game", "blinds", "ante", "next"].forEach(function (id) { $(id).textContent = ""; });
      fit($("digits"), "--:--", 1.2, { template: digitsTemplate });
      $("digits").className = "fit digits paused";
      T.show($("paused"), false);
      paintFigures(null);
      return;
    }
    var item = reading.item;
    var isBreak = item.kind === "break";
    face.classList.toggle("in-break", isBreak);
    paintTitle(reading);
    var game = $("game");
    game.classList.toggle("overtime", reading.inOvertime);
    game.classList.toggle("light", !reading.inOvertime);
    fit(game, isBreak ? "" : !reading.started ? T.t("clock.not_started")
      : reading.inOvertime ? T.t("clock.overtime") : T.gameText(item), 0.7);
    var digits = $("digits");
    fit(digits, T.digitsText(reading), 1.2, { template: digitsTemplate });
    digits.className = "fit digits" + (!reading.running ? " paused" : reading.inOvertime ? " overtime"
      : !isBreak && reading.left <= 60000 ? " last-minute" : "") + (status === "unconfirmed" ? " unconfirmed" : "");
    var blinds = $("blinds");
    if (isBreak) {
      var notice = T.colourUpText(item);
      blinds.classList.toggle("colour-up", !!notice);
      fit(blinds, notice, 0.86, { boxed: !!notice });
      fit($("ante"), "", 0.66);
    } else {
      blinds.classList.remove("colour-up");
      fit(blinds, T.blindsText(item), 0.86);
      fit($("ante"), T.anteText(item), 0.66);
    }
    fit($("next"), T.nextText(reading), 0.46);
    paintFigures(reading);
  }

  function paintTitle(reading) {
    var row = boxes.parts.title;
    var title = $("title"), badge = $("paused");
    var text = T.titleText(reading);
    if (reading.running || !reading.started) {  /* nothing was paused before the first start */
      T.show(badge, false);
      place(title, row);
      fit(title, text, 0.7);
      return;
    }
    T.show(badge, true);
    var gap = Math.floor(row.h / 3);
    var badgeH = Math.round(row.h * 0.78);
    var badgeText = T.t("clock.paused").toUpperCase();
    var badgeW = Math.min(naturalWidth(badgeText, badgeH, 0.6, true, true), Math.floor((row.w - gap) / 2));
    var titleW = Math.min(naturalWidth(text.toUpperCase(), row.h, 0.7, true, false), row.w - gap - badgeW);
    var left = row.x + Math.floor((row.w - titleW - gap - badgeW) / 2);
    place(title, R(left, row.y, titleW, row.h));
    place(badge, R(left + titleW + gap, row.y + Math.floor((row.h - badgeH) / 2), badgeW, badgeH));
    fit(title, text, 0.7);
    fit(badge, T.t("clock.paused"), 0.6, { boxed: true });
  }

  function paintFigures(reading) {
    var bb = T.bigBlind(reading) || (view && view.big_blind);
    var average = view && view.average_stack !== null && view.average_stack !== undefined
      ? T.number(view.average_stack) : "—";
    if (view && view.average_stack && bb) {
      average = T.t("stats.average_bb", { chips: average, blinds: T.number(Math.floor(view.average_stack / bb)) });
    }
    var values = [
      reading && reading.toBreak !== null ? T.timeLeft(reading.toBreak) : "—",
      view && view.players_left !== null ? T.number(view.players_left) + " / " + T.number(view.entries) : "—",
      average,
      view ? T.number(view.chips_in_play) : "—",
      view ? T.money(view.prize_pool_cents, view.currency) : "—"
    ];
    var inBreak = reading && reading.item && reading.item.kind === "break" && reading.toBreak !== null;
    STATS.forEach(function (key, index) {
      if (index === 0 && inBreak) key = "stats.play_to_break";  /* the play still to come */
      fit($("stat-caption-" + index), T.t(key), 0.72);
      fit($("stat-" + index), values[index], 0.8);
    });
    fit($("payouts-caption"), T.t(view && view.deal ? "deal.title" : "payouts.title"), 0.72);
    var rows = [];
    if (view && view.deal) {
      view.deal.players.forEach(function (p) {
        rows.push({ place: "", name: p.name, amount: T.money(p.amount_cents, view.currency) });
      });
    }
    if (view) {
      T.payoutRows(view.payouts).forEach(function (row) {
        rows.push({ place: T.placeText(row), name: row.name, amount: T.money(row.amount_cents, view.currency) });
      });
    }
    ladder($("payouts"), rows, boxes.rowHeight, false);
  }

  function paintResults() {
    var rows = (view.results || []).map(function (row) {
      return { place: T.placeText(row), name: T.resultName(row),
        amount: row.amount_cents ? T.money(row.amount_cents, view.currency) : "" };
    });
    fit($("winner-title"), T.t("results.winner"), 0.7);
    fit($("winner"), view.winner || "", 0.62);
    fit($("prize"), rows.length ? rows[0].amount : "", 0.7);
    fit($("over"), T.t("results.over"), 0.46);
    fit($("results-caption"), T.t("results.title"), 0.72);
    ladder($("results"), rows, boxes.rowHeight, true);
  }

  function paintCode() {
    var code = $("code");
    T.show(code, !!address && !!boxes.code);
    if (!address || !boxes.code) return;
    fit($("follow"), T.t("display.follow"), 0.72);
    var shown = address.urls[0].replace(/^http:\/\//, "").replace(/\/$/, "");
    fit($("address"), shown, 0.8);
  }

  function paintTicker(now) {
    var box = boxes.messages;
    var soundNode = $("sound");
    var soundW = 0;
    if (!soundNode.hidden) {
      soundW = naturalWidth(soundNode.textContent, box.h, 0.42, true, true) + box.h;
      place(soundNode, R(box.x + box.w - soundW + box.h / 2, box.y + box.h * 0.15, soundW - box.h / 2, box.h * 0.7));
      soundNode.style.fontSize = Math.floor(box.h * 0.7 * 0.42) + "px";
      soundNode.style.borderRadius = Math.round(box.h * 0.12) + "px";
    }
    var statusNode = $("status");
    var offline = status !== "live" && status !== "connecting";
    T.show(statusNode, offline);
    if (offline) {
      place(statusNode, R(box.x, box.y + box.h * 0.12, box.w - soundW, box.h * 0.76));
      fit(statusNode, status === "unconfirmed" ? T.t("status.unconfirmed", { time: T.clockOfDay(lostAt) })
        : T.t("status.offline"), 0.6, { boxed: true });
    }
    var items = view && !view.finished ? view.moves.map(T.moveText) : [];
    var ticker = $("ticker"), counter = $("page-count");
    var px = Math.floor(box.h * 0.5);
    measure.font = font(px, false);
    var width = box.w - soundW - 4;
    var pages = pack(items, width);
    var counterW = 0;
    if (pages.length > 1) {
      counterW = naturalWidth("88/88", box.h, 0.42, false, false) + Math.floor(box.h / 2);
      measure.font = font(px, false);
      pages = pack(items, width - counterW);
    }
    var index = pages.length > 1 ? Math.floor(now / PAGE_MS) % pages.length : 0;
    place(ticker, R(box.x, box.y, box.w - soundW - counterW, box.h));
    place(counter, R(box.x + box.w - soundW - counterW, box.y, counterW, box.h));
    fit(ticker, offline ? "" : pages[index] || "", 0.5);
    fit(counter, pages.length > 1 ? (index + 1) + "/" + pages.length : "", 0.42);
  }

  function pack(items, width) {
    var pages = [];
    var current = "";
    items.forEach(function (item) {
      var candidate = current ? current + "   •   " + item : item;
      if (current && measure.measureText(candidate).width > width) {
        pages.push(current);
        current = item;
      } else {
        current = candidate;
      }
    });
    if (current) pages.push(current);
    return pages;
  }

  /* ------------------------------------------------------------------ sound, PIN, start */

  function enableSound() {
    if (window.Chimes.enabled()) return;
    window.Chimes.enable().then(function (on) {
      var button = $("sound");
      if (!on) return;
      button.textContent = T.t("display.sound_on");
      button.classList.add("on");
      window.setTimeout(function () { T.show(button, false); paint(); }, 4000);
      paint();
    });
  }
  document.addEventListener("pointerdown", enableSound);
  document.addEventListener("keydown", enableSound);

  function askPin(why, retryAfter) {
    var error = $("pin-error");
    if (why === "pin_wrong") error.textContent = T.t("pin.wrong");
    else if (why === "pin_locked") error.textContent = T.t("pin.locked", { seconds: retryAfter || 60 });
    else error.textContent = "";
    T.show(error, !!error.textContent);
    T.show($("screen"), false);  /* nothing of the tournament while the PIN is asked */
    T.show($("pin"), true);
    $("pin-input").focus();
  }

  $("pin").addEventListener("submit", function (event) {
    event.preventDefault();
    var pin = $("pin-input").value.trim();
    if (!pin) return;
    T.setPin(pin);
    T.show($("pin"), false);
    connection.reconnect();
  });

  function keepAwake() {
    if (!("wakeLock" in navigator) || wakeLock || document.visibilityState !== "visible") return;
    navigator.wakeLock.request("screen").then(function (lock) {
      wakeLock = lock;
      lock.addEventListener("release", function () { wakeLock = null; });
    }).catch(function () { /* not allowed here */ });
  }
  document.addEventListener("visibilitychange", function () { keepAwake(); paint(); });

  function loadAddress() {
    var pin = T.pin();
    var query = pin ? "?pin=" + encodeURIComponent(pin) : "";
    fetch("/api/address" + query).then(function (r) { return r.ok ? r.json() : null; }).then(function (body) {
      if (!body || !body.urls.length) return;
      address = body;
      $("qr").src = "/api/qr.svg" + query;
      boxes = null;
      paint();
    }).catch(function () { /* no address: no code on the screen */ });
  }

  var connection = null;
  window.addEventListener("resize", function () { boxes = null; paint(); });
  T.loadLanguage(T.chooseLanguage()).catch(function () { return T.loadLanguage("en"); })
    .then(function () {
      $("sound").textContent = T.t("display.sound");
      paint();
      connection = T.connect({
        state: function (received) {
          var first = view === null;
          view = received;
          T.show($("pin"), false);
          T.show($("screen"), true);
          if (first) loadAddress();
          keepAwake();
          paint();
        },
        moment: function (message) { window.Chimes.ring(message, T.serverNow()); },
        status: function (name, since) { status = name; lostAt = since; paint(); },
        synced: paint,
        pin: askPin
      });
      window.tourneyPage = { view: function () { return view; }, connection: connection };
    });
})();
