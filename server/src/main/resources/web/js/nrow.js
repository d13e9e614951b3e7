// The N-row page: stones on an unbounded board, seen through a view you pan and zoom. The
// server answers the stones and the legal points inside the window the view shows. y grows
// upwards, as in the game's text and on the terminal: a point x,y is drawn at SVG (x, -y).
'use strict';

(() => {
  const MAX_WINDOW = 65; // the largest window side the server answers (docs/API.md)
  const MAX_SCALE = 90; // pixels per point
  const PAN_STEP = 3; // points per pan button or Shift+arrow
  const DRAG_SLOP = 5; // pixels a pointer may move and still click
  const SAVED = 'gridgames.nrow';

  const boardNode = document.getElementById('board');
  const viewLabel = document.getElementById('view-label');
  const cursorText = document.getElementById('cursor-text');
  const form = document.getElementById('new-game');
  const agentSelect = document.getElementById('agent');

  const view = { cx: 0, cy: 0, scale: 40 };
  let cursor = { x: 0, y: 0 };
  let hinted = null;
  let lastSeen = null;
  let refreshTimer = 0;

  const svg = GG.svg('svg', { class: 'plane', role: 'img', 'aria-label': 'N-row board' });
  boardNode.append(svg);

  const pixels = () => ({ w: svg.clientWidth || 600, h: svg.clientHeight || 450 });
  const minScale = () => Math.max(pixels().w, pixels().h) / (MAX_WINDOW - 1);
  const parsePoint = (text) => (text ? text.split(',').map(Number) : null);

  /** The integer points the view shows, clipped to the largest window the server answers. */
  function visibleWindow() {
    const { w, h } = pixels();
    const half = (MAX_WINDOW - 1) / 2;
    const clip = (lo, hi, mid) => [Math.max(lo, Math.round(mid) - half), Math.min(hi, Math.round(mid) + half)];
    const [minX, maxX] = clip(Math.floor(view.cx - w / 2 / view.scale), Math.ceil(view.cx + w / 2 / view.scale), view.cx);
    const [minY, maxY] = clip(Math.floor(view.cy - h / 2 / view.scale), Math.ceil(view.cy + h / 2 / view.scale), view.cy);
    return { minX, minY, maxX, maxY };
  }

  function inView(x, y, margin) {
    const { w, h } = pixels();
    const m = margin / view.scale;
    return Math.abs(x - view.cx) <= w / 2 / view.scale - m && Math.abs(y - view.cy) <= h / 2 / view.scale - m;
  }

  function draw(state) {
    const { w, h } = pixels();
    const left = view.cx - w / 2 / view.scale;
    const top = -view.cy - h / 2 / view.scale;
    svg.setAttribute('viewBox', `${left} ${top} ${w / view.scale} ${h / view.scale}`);
    const win = visibleWindow();
    Object.assign(svg.dataset, {
      cx: view.cx.toFixed(2),
      cy: view.cy.toFixed(2),
      scale: view.scale.toFixed(2),
      window: `${win.minX},${win.minY},${win.maxX},${win.maxY}`,
    });
    viewLabel.textContent = `centre ${Math.round(view.cx)},${Math.round(view.cy)} · ${Math.round((view.scale / 40) * 100)}%`;
    const parts = [];
    const grid = GG.svg('g', { 'aria-hidden': 'true' });
    GG.svg('rect', { class: 'origin', x: -0.5, y: -0.5, width: 1, height: 1 }, grid);
    for (let x = Math.floor(left); x <= left + w / view.scale + 1; x++) {
      GG.svg('line', { class: 'gridline', x1: x - 0.5, y1: top - 1, x2: x - 0.5, y2: top + h / view.scale + 1 }, grid);
    }
    for (let y = Math.floor(top); y <= top + h / view.scale + 1; y++) {
      GG.svg('line', { class: 'gridline', x1: left - 1, y1: y - 0.5, x2: left + w / view.scale + 1, y2: y - 0.5 }, grid);
    }
    for (let x = Math.ceil(left); x <= left + w / view.scale; x++) {
      if (x % 5 === 0) GG.svg('text', { class: 'label', x, y: top + 0.45, text: x }, grid);
    }
    for (let y = Math.ceil(top + 1); y <= top + h / view.scale; y++) {
      if (y % 5 === 0) GG.svg('text', { class: 'label', x: left + 0.4, y: y + 0.15, text: -y }, grid);
    }
    parts.push(grid);
    if (state) {
      const board = state.board;
      const answered = board.window;
      svg.dataset.answered = `${answered.minX},${answered.minY},${answered.maxX},${answered.maxY}`;
      document.getElementById('legend').textContent = board.stoneCount > 0
        ? 'Small dots: where the next stone may go.'
        : 'The first stone may go anywhere.';
      if (board.stoneCount > 0) {
        const dots = GG.svg('g', {});
        for (const p of board.candidates) {
          GG.svg('circle', { class: 'candidate', cx: p.x, cy: -p.y, r: 0.13, 'data-x': p.x, 'data-y': p.y }, dots);
        }
        parts.push(dots);
      }
      const winning = new Set((state.outcome.winningLine || []).map((p) => (Array.isArray(p) ? p.join(',') : `${p.x},${p.y}`)));
      const stones = GG.svg('g', {});
      for (const s of board.stones) {
        const key = `${s.x},${s.y}`;
        const cls = ['stone', GG.playerClass(s.player)];
        if (key === state.lastMove) cls.push('last');
        if (winning.has(key)) cls.push('win');
        GG.svg('circle', { class: cls.join(' '), cx: s.x, cy: -s.y, r: 0.4, 'data-x': s.x, 'data-y': s.y }, stones);
      }
      parts.push(stones);
      const hint = parsePoint(hinted);
      if (hint) {
        parts.push(GG.svg('circle', { class: 'cursor', cx: hint[0], cy: -hint[1], r: 0.42, style: 'visibility: visible' }));
      }
    }
    parts.push(GG.svg('rect', { class: 'cursor', x: cursor.x - 0.5, y: -cursor.y - 0.5, width: 1, height: 1, rx: 0.12 }));
    svg.replaceChildren(...parts);
  }

  const api = createApiGame({
    storageKey: SAVED,
    notation: 'comma',
    extras: () => ({ window: visibleWindow() }),
    draw: (state) => {
      document.getElementById('game-label').textContent = `${state.board.n} in a row, distance ${state.board.distance}`;
      if (state.lastMove !== lastSeen) {
        lastSeen = state.lastMove;
        const last = parsePoint(state.lastMove);
        if (last && !inView(last[0], last[1], 20)) {
          centreOn(last[0], last[1]);
          return;
        }
      }
      draw(state);
    },
    hinted: (move) => {
      hinted = move;
      draw(api.state());
    },
  });

  /** Redraws after the view moved and asks for the new window's points once it settles. */
  function viewChanged() {
    view.scale = Math.min(MAX_SCALE, Math.max(minScale(), view.scale));
    draw(api.state());
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => {
      const state = api.state();
      const want = visibleWindow();
      const have = state && state.board.window;
      if (!have || have.minX !== want.minX || have.minY !== want.minY || have.maxX !== want.maxX || have.maxY !== want.maxY) {
        api.refresh();
      }
    }, 120);
  }

  function centreOn(x, y) {
    view.cx = x;
    view.cy = y;
    viewChanged();
  }

  function centreOnGame() {
    const state = api.state();
    const b = state && state.board.bounds;
    if (b) centreOn((b.minX + b.maxX) / 2, (b.minY + b.maxY) / 2);
    else centreOn(0, 0);
  }

  function pan(dx, dy) {
    view.cx += dx;
    view.cy += dy;
    viewChanged();
  }

  /** Zooms by factor keeping the point under (px, py) (pixels in the board) where it is. */
  function zoomAt(factor, px, py) {
    const { w, h } = pixels();
    const ox = px === undefined ? 0 : px - w / 2;
    const oy = py === undefined ? 0 : py - h / 2;
    const before = view.scale;
    const after = Math.min(MAX_SCALE, Math.max(minScale(), before * factor));
    view.cx += ox / before - ox / after;
    view.cy -= oy / before - oy / after;
    view.scale = after;
    viewChanged();
  }

  function pointAt(clientX, clientY) {
    const r = svg.getBoundingClientRect();
    const { w, h } = pixels();
    return {
      x: Math.round(view.cx + (clientX - r.left - w / 2) / view.scale),
      y: Math.round(view.cy - (clientY - r.top - h / 2) / view.scale),
    };
  }

  function playAt(p) {
    cursor = p;
    api.play(`${p.x},${p.y}`);
  }

  // ---- Pointer: drag pans, pinch zooms, a click or tap plays ----

  const pointers = new Map();
  let drag = null;
  let pinch = null;

  const spread = () => {
    const [a, b] = [...pointers.values()];
    return Math.hypot(a.x - b.x, a.y - b.y) || 1;
  };

  svg.addEventListener('pointerdown', (e) => {
    svg.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    boardNode.classList.remove('keyboard');
    if (pointers.size === 1) {
      drag = { x: e.clientX, y: e.clientY, cx: view.cx, cy: view.cy, moved: false };
    } else if (pointers.size === 2) {
      pinch = { spread: spread(), scale: view.scale };
      if (drag) drag.moved = true;
    }
  });

  svg.addEventListener('pointermove', (e) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch && pointers.size === 2) {
      view.scale = pinch.scale * (spread() / pinch.spread);
      viewChanged();
    } else if (drag) {
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) > DRAG_SLOP) {
        drag.moved = true;
        svg.classList.add('dragging');
      }
      if (drag.moved) {
        view.cx = drag.cx - dx / view.scale;
        view.cy = drag.cy + dy / view.scale;
        viewChanged();
      }
    }
  });

  function pointerEnd(e, cancelled) {
    if (!pointers.delete(e.pointerId)) return;
    if (pointers.size === 0) {
      if (!cancelled && drag && !drag.moved) playAt(pointAt(e.clientX, e.clientY));
      drag = null;
      pinch = null;
      svg.classList.remove('dragging');
    }
  }
  svg.addEventListener('pointerup', (e) => pointerEnd(e, false));
  svg.addEventListener('pointercancel', (e) => pointerEnd(e, true));

  svg.addEventListener('wheel', (e) => {
    e.preventDefault();
    const r = svg.getBoundingClientRect();
    zoomAt(Math.exp(-e.deltaY * 0.0015), e.clientX - r.left, e.clientY - r.top);
  }, { passive: false });

  // ---- Keyboard and buttons ----

  boardNode.addEventListener('keydown', (e) => {
    const steps = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (steps[e.key] && e.shiftKey) {
      pan(steps[e.key][0] * PAN_STEP, steps[e.key][1] * PAN_STEP);
    } else if (steps[e.key]) {
      cursor = { x: cursor.x + steps[e.key][0], y: cursor.y + steps[e.key][1] };
      if (!inView(cursor.x, cursor.y, 30)) pan(steps[e.key][0], steps[e.key][1]);
      else draw(api.state());
    } else if (e.key === '+' || e.key === '=') {
      zoomAt(1.25);
    } else if (e.key === '-' || e.key === '_') {
      zoomAt(0.8);
    } else if (e.key === 'Enter' || e.key === ' ') {
      playAt(cursor);
    } else if (e.key === 'c' || e.key === 'C') {
      centreOnGame();
    } else {
      return;
    }
    e.preventDefault();
    boardNode.classList.add('keyboard');
    cursorText.textContent = `Point ${cursor.x},${cursor.y}`;
  });

  const buttons = {
    'pan-left': () => pan(-PAN_STEP, 0),
    'pan-right': () => pan(PAN_STEP, 0),
    'pan-up': () => pan(0, PAN_STEP),
    'pan-down': () => pan(0, -PAN_STEP),
    'zoom-in': () => zoomAt(1.25),
    'zoom-out': () => zoomAt(0.8),
    centre: centreOnGame,
  };
  for (const [id, action] of Object.entries(buttons)) document.getElementById(id).addEventListener('click', action);

  window.addEventListener('resize', () => viewChanged());

  // ---- New games ----

  function gameText(n, distance, players) {
    return `nrow(n=${n},distance=${distance},players=${players})`;
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const n = Number(document.getElementById('n').value);
    const distance = Number(document.getElementById('distance').value);
    const players = Number(document.getElementById('player-count').value);
    const previous = api.game();
    const seats = previous ? previous.seats.slice() : [];
    while (seats.length < players) seats.push(seats.length === 0 ? 'human' : 'machine');
    view.cx = 0;
    view.cy = 0;
    cursor = { x: 0, y: 0 };
    lastSeen = null;
    api.start({ text: gameText(n, distance, players), seats: seats.slice(0, players), agent: agentSelect.value });
  });

  agentSelect.addEventListener('change', () => {
    const g = api.game();
    if (g) {
      g.agent = agentSelect.value;
      GG.save(SAVED, g);
    }
  });

  const saved = api.saved();
  const record = saved || { text: gameText(5, 3, 2), seats: ['human', 'machine'] };
  view.scale = 40;
  api.start(record).then(() => {
    const state = api.state();
    if (!state) return;
    const b = state.board;
    document.getElementById('n').value = b.n;
    document.getElementById('distance').value = b.distance;
    document.getElementById('player-count').value = String(state.players.length);
    lastSeen = state.lastMove;
    centreOnGame();
  });
  api.offerAgents(agentSelect, 'nrow', record.agent || 'best');
})();
