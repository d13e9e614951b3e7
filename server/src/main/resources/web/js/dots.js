// The Dots and Boxes page. The server decides everything about the rules: square boards ask
// the original game's routes (/verify/, /find/, /hint/), other boards ask the JSON API
// (/api/state, /api/agent). The page keeps the game in local storage, as the original does,
// and animates the machine's lines one at a time.
'use strict';

(() => {
  const SAVED = 'gridgames.dots';
  const PREFS = 'gridgames.dots.prefs';
  const LARGEST_ORIGINAL = 12; // the largest size the server's original routes take (docs/API.md)
  const UNIT = 64;
  const MARGIN = 26;

  const boardNode = document.getElementById('board');
  const turnNode = document.getElementById('turn');
  const messageNode = document.getElementById('message');
  const playersNode = document.getElementById('players');
  const cursorText = document.getElementById('cursor-text');
  const undoButton = document.getElementById('undo');
  const hintButton = document.getElementById('hint');
  const form = document.getElementById('new-game');
  const sizeSelect = document.getElementById('size');
  const rowsInput = document.getElementById('rows');
  const colsInput = document.getElementById('cols');
  const countSelect = document.getElementById('player-count');
  const speedSelect = document.getElementById('speed');

  // ---- Line numbering: the original's on square boards, the same scheme on R x C ----
  // Horizontal lines row by row from the top (line r*cols+c is the top of box (r,c)), then the
  // left sides of the boxes row by row, then the right edge of the board from top to bottom.

  function geometry(rows, cols) {
    const horizontal = (rows + 1) * cols;
    return { rows, cols, horizontal, lineCount: horizontal + rows * (cols + 1), boxCount: rows * cols };
  }

  function lineAt(g, orientation, r, c) {
    if (orientation === 'h') return r * g.cols + c;
    return c < g.cols ? g.horizontal + r * g.cols + c : g.horizontal + g.rows * g.cols + r;
  }

  function placeOf(g, line) {
    if (line < g.horizontal) return { o: 'h', r: Math.floor(line / g.cols), c: line % g.cols };
    const j = line - g.horizontal;
    if (j < g.rows * g.cols) return { o: 'v', r: Math.floor(j / g.cols), c: j % g.cols };
    return { o: 'v', r: j - g.rows * g.cols, c: g.cols };
  }

  /** The line in the library's dot-pair notation, e.g. "(0,0)-(0,1)". */
  function dotPair(g, line) {
    const { o, r, c } = placeOf(g, line);
    return o === 'h' ? `(${r},${c})-(${r},${c + 1})` : `(${r},${c})-(${r + 1},${c})`;
  }

  function lineOfDotPair(g, text) {
    const m = /\((\d+),(\d+)\)\s*-\s*\((\d+),(\d+)\)/.exec(text || '');
    if (!m) return -1;
    const [r1, c1, r2, c2] = m.slice(1).map(Number);
    return r1 === r2
      ? lineAt(g, 'h', r1, Math.min(c1, c2))
      : lineAt(g, 'v', Math.min(r1, r2), c1);
  }

  /** The boxes beside a line: [above or left, below or right], -1 where there is none. */
  function boxesBeside(g, line) {
    const { o, r, c } = placeOf(g, line);
    if (o === 'h') {
      return [r > 0 ? (r - 1) * g.cols + c : -1, r < g.rows ? r * g.cols + c : -1];
    }
    return [c > 0 ? r * g.cols + c - 1 : -1, c < g.cols ? r * g.cols + c : -1];
  }

  // ---- The game kept in local storage ----

  function prefs() {
    const p = GG.load(PREFS) || {};
    const seats = Array.isArray(p.seats) ? p.seats.slice(0, 4) : [];
    while (seats.length < 4) seats.push(seats.length === 0 ? 'human' : 'machine');
    return {
      players: [2, 3, 4].includes(p.players) ? p.players : 2,
      seats: seats.map((s) => (s === 'machine' ? 'machine' : 'human')),
      step: [120, 420, 900].includes(p.step) ? p.step : 420,
    };
  }

  function newGame(rows, cols) {
    const p = prefs();
    const g = geometry(rows, cols);
    return {
      version: 1,
      rows,
      cols,
      players: p.players,
      seats: p.seats.slice(0, p.players),
      lines: new Array(g.lineCount).fill(0),
      claims: new Array(g.boxCount).fill(0),
      toMove: 0,
      history: [],
      queue: [],
      over: false,
    };
  }

  function isValid(game) {
    if (!game || game.version !== 1) return false;
    const sizeOk = (n) => Number.isInteger(n) && n >= 1 && n <= 100;
    if (!sizeOk(game.rows) || !sizeOk(game.cols)) return false;
    const g = geometry(game.rows, game.cols);
    return (
      [2, 3, 4].includes(game.players) &&
      Array.isArray(game.seats) && game.seats.length === game.players &&
      Array.isArray(game.lines) && game.lines.length === g.lineCount &&
      Array.isArray(game.claims) && game.claims.length === g.boxCount &&
      Array.isArray(game.history) && Array.isArray(game.queue) &&
      Number.isInteger(game.toMove) && game.toMove >= 0 && game.toMove < game.players
    );
  }

  /** Plays one answered move into the game: the line, the boxes it took, who moves next. */
  function apply(game, entry) {
    if (entry.line >= 0) {
      game.lines[entry.line] = 1;
      for (const box of entry.boxes) if (box >= 0) game.claims[box] = entry.player + 1;
      game.history.push({ line: entry.line, player: entry.player, boxes: entry.boxes });
      game.toMove = entry.next;
    }
    if (entry.over || game.lines.every((x) => x === 1)) game.over = true;
  }

  function scores(game) {
    const s = new Array(game.players).fill(0);
    for (const owner of game.claims) if (owner > 0 && owner <= game.players) s[owner - 1] += 1;
    return s;
  }

  // ---- The two ways of asking the server ----

  /** The original game's routes, for square boards of the sizes it serves. */
  const original = {
    body(game) {
      return { size: game.rows, lines: game.lines };
    },
    entries(game, player, tuples) {
      const out = [];
      for (const t of tuples) {
        if (t[0] === -1) {
          if (out.length) out[out.length - 1].over = true;
          else out.push({ line: -1, player, boxes: [-1, -1], next: player, over: true });
          continue;
        }
        const captured = t[1] >= 0 || t[2] >= 0;
        out.push({ line: t[0], player, boxes: [t[1], t[2]], next: captured ? player : (player + 1) % game.players, over: false });
      }
      return out;
    },
    async verify(game, line) {
      const answer = await GG.post('/verify/', { ...this.body(game), newline: line });
      // The API's refusal begins "line N: "; the page says the library's sentence alone.
      if (!answer.ok) return { ok: false, message: GG.sentence(answer.data).replace(/^line \d+: /, '') };
      return { ok: true, entries: this.entries(game, game.toMove, answer.data) };
    },
    async machineTurn(game) {
      const answer = await GG.post('/find/', this.body(game));
      if (!answer.ok) return { ok: false, message: GG.sentence(answer.data) };
      return { ok: true, entries: this.entries(game, game.toMove, answer.data) };
    },
    async hint(game) {
      const answer = await GG.post('/hint/', this.body(game));
      if (!answer.ok) return { ok: false, message: GG.sentence(answer.data) };
      return { ok: true, line: answer.data.line, sentence: answer.data.hint };
    },
  };

  /** The JSON API, for every board: the game's text and the moves in dot-pair notation. */
  const jsonApi = {
    request(game, moves) {
      return {
        game: `dots-boxes(rows=${game.rows},cols=${game.cols},players=${game.players})`,
        moves,
        notation: 'dot-pair',
      };
    },
    moves(game) {
      const g = geometry(game.rows, game.cols);
      return game.history.map((h) => dotPair(g, h.line));
    },
    /** The entry for line, read from the state the server answered after it. */
    entry(game, line, player, owners, state) {
      const g = geometry(game.rows, game.cols);
      const boxes = boxesBeside(g, line).map((box) => {
        if (box < 0) return -1;
        const owner = state.board.owners[Math.floor(box / g.cols)][box % g.cols];
        return owner >= 0 && owners[box] === 0 ? box : -1;
      });
      for (const box of boxes) if (box >= 0) owners[box] = player + 1;
      return { line, player, boxes, next: state.toMove.index, over: state.outcome.status !== 'ongoing' };
    },
    async verify(game, line) {
      const g = geometry(game.rows, game.cols);
      const answer = await GG.post('/api/state', this.request(game, [...this.moves(game), dotPair(g, line)]));
      if (!answer.ok) return { ok: false, message: GG.sentence(answer.data) };
      return { ok: true, entries: [this.entry(game, line, game.toMove, game.claims.slice(), answer.data)] };
    },
    async machineTurn(game) {
      const g = geometry(game.rows, game.cols);
      const moves = this.moves(game);
      const owners = game.claims.slice();
      const player = game.toMove;
      const entries = [];
      for (let i = 0; i < g.lineCount; i++) {
        const answer = await GG.post('/api/agent', { ...this.request(game, moves), agent: 'best', millis: prefs().step });
        if (!answer.ok) return { ok: false, message: GG.sentence(answer.data) };
        const line = lineOfDotPair(g, answer.data.move);
        const entry = this.entry(game, line, player, owners, answer.data.state);
        entries.push(entry);
        moves.push(answer.data.move);
        if (entry.over || entry.next !== player) break;
      }
      return { ok: true, entries };
    },
    async hint(game) {
      const g = geometry(game.rows, game.cols);
      const answer = await GG.post('/api/agent', { ...this.request(game, this.moves(game)), agent: 'best', millis: prefs().step });
      if (!answer.ok) return { ok: false, message: GG.sentence(answer.data) };
      return { ok: true, line: lineOfDotPair(g, answer.data.move), sentence: `Try the line ${answer.data.move}.` };
    },
  };

  function rulesFor(game) {
    return game.rows === game.cols && game.rows <= LARGEST_ORIGINAL ? original : jsonApi;
  }

  // ---- The page ----

  let game = null;
  let generation = 0; // bumped by a new game or an undo, so that late answers are dropped
  let busy = false; // a human's line is with the server
  let thinking = false; // the machine's turn is with the server
  let hinted = -1;
  let cursor = { o: 'h', r: 0, c: 0 };

  function persist() {
    GG.save(SAVED, game);
  }

  function humanToMove() {
    return !game.over && game.queue.length === 0 && game.seats[game.toMove] === 'human';
  }

  function playerName(i) {
    return `Player ${String.fromCharCode(65 + i)}`;
  }

  // The result in the library's one wording, winner first (TextPlay.result): "Player B wins 9-0.",
  // "The game is a draw, 2-2.", "Player C wins: C 5, A 3, B 1.", "Players A and C share the win: ...".
  function resultText() {
    const s = scores(game);
    const best = Math.max(...s);
    const winners = s.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
    const order = s.map((v, i) => i).sort((i, j) => s[j] - s[i] || i - j);
    const points = game.players === 2
      ? ` ${s[order[0]]}-${s[order[1]]}`
      : `: ${order.map((i) => `${String.fromCharCode(65 + i)} ${s[i]}`).join(', ')}`;
    if (winners.length === 1) return { text: `${playerName(winners[0])} wins${points}.`, player: winners[0] };
    if (game.players === 2) return { text: `The game is a draw,${points}.`, player: null };
    const names = winners.map((i) => String.fromCharCode(65 + i));
    const list = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    return { text: `Players ${list} share the win${points}.`, player: null };
  }

  function renderTurn() {
    let state;
    if (game.over) {
      const r = resultText();
      GG.renderTurn(turnNode, { over: true, text: `Game over: ${r.text}`, player: r.player });
      state = 'over';
    } else if (game.seats[game.toMove] === 'machine' || game.queue.length) {
      const mover = game.queue.length ? game.queue[0].player : game.toMove;
      GG.renderTurn(turnNode, {
        text: `${playerName(mover)} (machine) ${thinking ? 'is thinking' : 'plays'}`,
        player: mover,
        thinking,
      });
      state = 'machine';
    } else {
      const humans = game.seats.filter((s) => s === 'human').length;
      const you = humans === 1 ? ': your turn' : ' to move';
      GG.renderTurn(turnNode, { text: `${playerName(game.toMove)}${you}`, player: game.toMove });
      state = busy ? 'busy' : 'human';
    }
    document.body.dataset.state = state;
  }

  function renderPlayers() {
    const s = scores(game);
    GG.renderPlayers(
      playersNode,
      game.seats.map((seat, i) => ({
        name: playerName(i),
        seat,
        score: s[i],
        toMove: !game.over && i === game.toMove,
        onSeat: (value) => changeSeat(i, value),
      })),
    );
  }

  function renderBoard() {
    const g = geometry(game.rows, game.cols);
    const width = g.cols * UNIT + 2 * MARGIN;
    const height = g.rows * UNIT + 2 * MARGIN;
    const root = GG.svg('svg', {
      viewBox: `0 0 ${width} ${height}`,
      class: 'dots',
      style: `max-width: ${Math.round(width * 2.4)}px`,
      role: 'img',
      'aria-label': `${g.rows} by ${g.cols} boxes, ${game.lines.filter((x) => x).length} of ${g.lineCount} lines drawn`,
    });
    const x = (c) => MARGIN + c * UNIT;
    const y = (r) => MARGIN + r * UNIT;
    game.claims.forEach((owner, box) => {
      if (owner <= 0) return;
      const r = Math.floor(box / g.cols);
      const c = box % g.cols;
      const cls = GG.playerClass(owner - 1);
      GG.svg('rect', { class: `box-fill ${cls}`, x: x(c) + 5, y: y(r) + 5, width: UNIT - 10, height: UNIT - 10, rx: 6, 'data-box': box }, root);
      GG.svg('text', { class: `box-label ${cls}`, x: x(c) + UNIT / 2, y: y(r) + UNIT / 2, 'font-size': UNIT * 0.42, text: String.fromCharCode(64 + owner) }, root);
    });
    const last = game.history.length ? game.history[game.history.length - 1].line : -1;
    const drawer = new Map(game.history.map((h) => [h.line, h.player]));
    for (let line = 0; line < g.lineCount; line++) {
      const { o, r, c } = placeOf(g, line);
      const x1 = x(c);
      const y1 = y(r);
      const x2 = o === 'h' ? x(c + 1) : x1;
      const y2 = o === 'h' ? y1 : y(r + 1);
      const drawn = game.lines[line] === 1;
      const owner = drawer.get(line);
      const cls = ['edge'];
      if (drawn) cls.push('drawn');
      if (drawn && owner !== undefined) cls.push(GG.playerClass(owner));
      if (line === last) cls.push('last');
      if (line === hinted) cls.push('hinted');
      const edge = GG.svg('g', { class: cls.join(' '), 'data-line': line, 'data-move': dotPair(g, line) }, root);
      const pad = 9;
      const half = 16;
      GG.svg('rect', o === 'h'
        ? { class: 'hit', x: x1 + pad, y: y1 - half, width: UNIT - 2 * pad, height: 2 * half }
        : { class: 'hit', x: x1 - half, y: y1 + pad, width: 2 * half, height: UNIT - 2 * pad }, edge);
      GG.svg('line', { class: 'stroke', x1, y1, x2, y2 }, edge);
    }
    for (let r = 0; r <= g.rows; r++) {
      for (let c = 0; c <= g.cols; c++) GG.svg('circle', { class: 'grid-dot', cx: x(c), cy: y(r), r: 5.5 }, root);
    }
    const cx = x(cursor.c);
    const cy = y(cursor.r);
    GG.svg('rect', cursor.o === 'h'
      ? { class: 'cursor', x: cx + 4, y: cy - 11, width: UNIT - 8, height: 22, rx: 8 }
      : { class: 'cursor', x: cx - 11, y: cy + 4, width: 22, height: UNIT - 8, rx: 8 }, root);
    boardNode.replaceChildren(root);
  }

  function render() {
    document.getElementById('size-label').textContent = `${game.rows} x ${game.cols}`;
    renderTurn();
    renderPlayers();
    renderBoard();
    undoButton.disabled = !game.history.some((h) => game.seats[h.player] === 'human');
    hintButton.disabled = !humanToMove() || busy;
  }

  // ---- Playing ----

  const advanceOnce = GG.singleLoop(() => generation);

  /** Animates queued lines, then lets the machine play while a machine seat is to move. */
  function advance() {
    return advanceOnce(advanceLoop);
  }

  async function advanceLoop(mine) {
    for (;;) {
      if (mine !== generation) return;
      if (game.queue.length) {
        render();
        await GG.sleep(prefs().step);
        if (mine !== generation) return;
        apply(game, game.queue.shift());
        persist();
        continue;
      }
      if (game.over || game.seats[game.toMove] !== 'machine') {
        render();
        return;
      }
      thinking = true;
      render();
      const answer = await rulesFor(game).machineTurn(game);
      thinking = false;
      if (mine !== generation) return;
      if (!answer.ok) {
        GG.say(messageNode, answer.message, 'refusal');
        render();
        return;
      }
      game.queue.push(...answer.entries);
      persist();
    }
  }

  async function humanLine(line) {
    if (busy || thinking || game.queue.length) return;
    if (!game.over && game.seats[game.toMove] !== 'human') {
      GG.say(messageNode, 'Wait: the machine is to move.', 'info');
      return;
    }
    const mine = generation;
    busy = true;
    render();
    const answer = await rulesFor(game).verify(game, line);
    busy = false;
    if (mine !== generation) return;
    if (!answer.ok) {
      GG.say(messageNode, answer.message, 'refusal');
      render();
      return;
    }
    GG.say(messageNode, '');
    hinted = -1;
    for (const entry of answer.entries) apply(game, entry);
    persist();
    advance();
  }

  function undo() {
    let i = game.history.length - 1;
    while (i >= 0 && game.seats[game.history[i].player] !== 'human') i--;
    if (i < 0) return;
    generation++;
    thinking = false;
    busy = false;
    hinted = -1;
    const taken = game.history[i];
    const kept = game.history.slice(0, i);
    const g = geometry(game.rows, game.cols);
    game.lines = new Array(g.lineCount).fill(0);
    game.claims = new Array(g.boxCount).fill(0);
    game.history = [];
    game.queue = [];
    game.over = false;
    for (const h of kept) apply(game, { ...h, next: h.player });
    game.toMove = taken.player;
    persist();
    GG.say(messageNode, `Took back ${dotPair(g, taken.line)} and the moves after it.`, 'info');
    render();
  }

  async function hint() {
    if (!humanToMove() || busy) return;
    const mine = generation;
    busy = true;
    render();
    const answer = await rulesFor(game).hint(game);
    busy = false;
    if (mine !== generation) return;
    if (!answer.ok) {
      GG.say(messageNode, answer.message, 'refusal');
    } else {
      hinted = answer.line;
      GG.say(messageNode, answer.sentence, 'info');
    }
    render();
  }

  function changeSeat(player, seat) {
    game.seats[player] = seat;
    const p = prefs();
    p.seats[player] = seat;
    GG.save(PREFS, p);
    persist();
    render();
    advance();
  }

  function start(newOne) {
    generation++;
    game = newOne;
    busy = false;
    thinking = false;
    hinted = -1;
    cursor = { o: 'h', r: 0, c: 0 };
    GG.say(messageNode, '');
    persist();
    sizeSelect.value = game.rows === game.cols && [3, 5, 7, 10].includes(game.rows) ? String(game.rows) : 'custom';
    rowsInput.value = game.rows;
    colsInput.value = game.cols;
    countSelect.value = String(game.players);
    showCustom();
    render();
    advance();
  }

  // ---- Keyboard ----

  function describeCursor() {
    const g = geometry(game.rows, game.cols);
    const line = lineAt(g, cursor.o, cursor.r, cursor.c);
    cursorText.textContent = `Line ${dotPair(g, line)}, ${game.lines[line] ? 'drawn' : 'free'}`;
  }

  function moveCursor(dr, dc) {
    const maxR = cursor.o === 'h' ? game.rows : game.rows - 1;
    const maxC = cursor.o === 'h' ? game.cols - 1 : game.cols;
    cursor.r = Math.min(maxR, Math.max(0, cursor.r + dr));
    cursor.c = Math.min(maxC, Math.max(0, cursor.c + dc));
  }

  boardNode.addEventListener('keydown', (event) => {
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[event.key]) {
      moveCursor(...moves[event.key]);
    } else if (event.key === ' ' || event.key === 't' || event.key === 'T') {
      cursor.o = cursor.o === 'h' ? 'v' : 'h';
      moveCursor(0, 0);
    } else if (event.key === 'Enter') {
      humanLine(lineAt(geometry(game.rows, game.cols), cursor.o, cursor.r, cursor.c));
    } else if (event.key === 'u' || event.key === 'U') {
      undo();
    } else if (event.key === 'h' || event.key === 'H') {
      hint();
    } else {
      return;
    }
    event.preventDefault();
    boardNode.classList.add('keyboard');
    describeCursor();
    renderBoard();
  });
  boardNode.addEventListener('pointerdown', () => boardNode.classList.remove('keyboard'));

  boardNode.addEventListener('click', (event) => {
    const edge = event.target.closest('.edge');
    if (edge) humanLine(Number(edge.dataset.line));
  });

  speedSelect.value = String(prefs().step);
  speedSelect.addEventListener('change', () => GG.save(PREFS, { ...prefs(), step: Number(speedSelect.value) }));

  undoButton.addEventListener('click', undo);
  hintButton.addEventListener('click', hint);

  function showCustom() {
    document.getElementById('custom-size').hidden = sizeSelect.value !== 'custom';
  }
  sizeSelect.addEventListener('change', showCustom);

  form.addEventListener('submit', (event) => {
    const p = prefs();
    p.players = Number(countSelect.value);
    GG.save(PREFS, p);
    if (sizeSelect.value !== 'custom') {
      GG.forget(SAVED);
      return; // the original's flow: POST /new/ answers with this page for the new size
    }
    event.preventDefault();
    const rows = Number(rowsInput.value);
    const cols = Number(colsInput.value);
    if (!(rows >= 1 && rows <= 20 && cols >= 1 && cols <= 20)) {
      GG.say(messageNode, 'Rows and columns must each be between 1 and 20 on this page.', 'refusal');
      return;
    }
    start(newGame(rows, cols));
  });

  // ---- Loading: a new game (/new/ sends ?size=N; links may say ?rows=R&cols=C&players=P), a
  // resumed one (/resume/ sends ?size=N&resume=1), or the game saved in local storage ----

  function initial() {
    const params = new URLSearchParams(window.location.search);
    const saved = GG.load(SAVED);
    const size = Number(params.get('size'));
    const rows = Number(params.get('rows') || size);
    const cols = Number(params.get('cols') || size);
    const sizeOk = (n) => Number.isInteger(n) && n >= 1 && n <= 100;
    const players = Number(params.get('players'));
    if ([2, 3, 4].includes(players)) GG.save(PREFS, { ...prefs(), players });
    if (params.has('resume') && isValid(saved)) return saved;
    if (sizeOk(rows) && sizeOk(cols)) return newGame(rows, cols);
    return isValid(saved) ? saved : newGame(3, 3);
  }

  const first = initial();
  window.history.replaceState(null, '', window.location.pathname);
  start(first);
})();
