// The m,n,k page: k in a row on an m x n board, every move checked by the server.
'use strict';

(() => {
  const cellsNode = document.getElementById('cells');
  const form = document.getElementById('new-game');
  const presetSelect = document.getElementById('preset');
  const colsInput = document.getElementById('cols');
  const rowsInput = document.getElementById('rows');
  const kInput = document.getElementById('k');
  const overlinesInput = document.getElementById('overlines');
  const agentSelect = document.getElementById('agent');

  let focus = { r: 0, c: 0 };
  let hinted = null; // "row col" text of a hinted cell

  const cellText = (r, c) => `${r + 1} ${c + 1}`;

  function draw(state) {
    const b = state.board;
    document.getElementById('game-label').textContent = `${b.cols} x ${b.rows}, ${b.k} in a row`;
    focus = { r: Math.min(focus.r, b.rows - 1), c: Math.min(focus.c, b.cols - 1) };
    const winning = new Set((b.winningLine || []).map(([r, c]) => `${r},${c}`));
    const last = state.lastMove;
    cellsNode.style.setProperty('--cols', b.cols);
    cellsNode.style.gridTemplateColumns = `repeat(${b.cols}, 1fr)`;
    if (cellsNode.childElementCount !== b.rows || cellsNode.dataset.cols !== String(b.cols)) {
      build(b.rows, b.cols);
    }
    for (const node of cellsNode.querySelectorAll('.cell')) {
      const r = Number(node.dataset.row);
      const c = Number(node.dataset.col);
      const owner = b.cells[r][c];
      const text = node.dataset.move;
      const cls = ['cell'];
      if (owner >= 0) cls.push('taken', GG.playerClass(owner));
      if (text === last) cls.push('last');
      if (winning.has(`${r},${c}`)) cls.push('win');
      if (text === hinted) cls.push('hinted');
      node.className = cls.join(' ');
      node.textContent = owner >= 0 ? state.players[owner] : '';
      node.setAttribute('aria-label', `Row ${r + 1}, column ${c + 1}${owner >= 0 ? `, ${state.players[owner]}` : ''}`);
      node.tabIndex = r === focus.r && c === focus.c ? 0 : -1;
    }
  }

  /** Builds the squares once per board size; draws then only change their marks. */
  function build(rowCount, colCount) {
    const rows = [];
    for (let r = 0; r < rowCount; r++) {
      const row = GG.el('div', { role: 'row', style: 'display: contents' });
      for (let c = 0; c < colCount; c++) {
        row.append(GG.el('button', {
          type: 'button',
          role: 'gridcell',
          class: 'cell',
          'data-row': r,
          'data-col': c,
          'data-move': cellText(r, c),
        }));
      }
      rows.push(row);
    }
    cellsNode.dataset.cols = String(colCount);
    cellsNode.replaceChildren(...rows);
  }

  const api = createApiGame({
    storageKey: 'gridgames.mnk',
    notation: 'row-col',
    extras: () => ({}),
    draw,
    hinted: (move) => {
      hinted = move;
      if (api && api.state()) draw(api.state());
    },
  });

  cellsNode.addEventListener('click', (event) => {
    const cell = event.target.closest('.cell');
    if (!cell) return;
    focus = { r: Number(cell.dataset.row), c: Number(cell.dataset.col) };
    api.play(cell.dataset.move);
  });

  cellsNode.addEventListener('focusin', (event) => {
    const cell = event.target.closest('.cell');
    if (cell) focus = { r: Number(cell.dataset.row), c: Number(cell.dataset.col) };
  });

  cellsNode.addEventListener('keydown', (event) => {
    const state = api.state();
    const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (!state || !steps[event.key]) return;
    event.preventDefault();
    const [dr, dc] = steps[event.key];
    focus = {
      r: Math.min(state.board.rows - 1, Math.max(0, focus.r + dr)),
      c: Math.min(state.board.cols - 1, Math.max(0, focus.c + dc)),
    };
    for (const node of cellsNode.querySelectorAll('.cell')) node.tabIndex = -1;
    const node = cellsNode.querySelector(`[data-row="${focus.r}"][data-col="${focus.c}"]`);
    node.tabIndex = 0;
    node.focus();
  });

  function gameText(rows, cols, k, overlines) {
    return `tictactoe(rows=${rows},cols=${cols},k=${k},overlines=${overlines ? 'win' : 'no-win'})`;
  }

  function showCustom() {
    document.getElementById('custom').hidden = presetSelect.value !== 'custom';
  }

  function chooseInForm(rows, cols, k) {
    const preset = `${rows},${cols},${k}`;
    presetSelect.value = [...presetSelect.options].some((o) => o.value === preset) ? preset : 'custom';
    colsInput.value = cols;
    rowsInput.value = rows;
    kInput.value = k;
    showCustom();
  }

  presetSelect.addEventListener('change', showCustom);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const [rows, cols, k] =
      presetSelect.value === 'custom'
        ? [rowsInput.value, colsInput.value, kInput.value].map(Number)
        : presetSelect.value.split(',').map(Number);
    const previous = api.game();
    focus = { r: Math.floor(rows / 2), c: Math.floor(cols / 2) };
    api.start({
      text: gameText(rows, cols, k, overlinesInput.checked),
      seats: previous ? previous.seats.slice(0, 2) : ['human', 'machine'],
      agent: agentSelect.value,
    });
  });

  agentSelect.addEventListener('change', () => {
    const g = api.game();
    if (g) {
      g.agent = agentSelect.value;
      GG.save('gridgames.mnk', g);
    }
  });

  // A link such as ?cols=15&rows=15&k=5 starts that game; otherwise the saved game resumes.
  const params = new URLSearchParams(window.location.search);
  const saved = api.saved();
  const seats = saved ? saved.seats.slice(0, 2) : ['human', 'machine'];
  let record;
  if (params.has('k')) {
    const cols = Number(params.get('cols') || 3);
    const rows = Number(params.get('rows') || cols);
    const k = Number(params.get('k'));
    record = { text: gameText(rows, cols, k, params.get('overlines') !== 'no-win'), seats };
    focus = { r: Math.floor(rows / 2), c: Math.floor(cols / 2) };
  } else {
    record = saved || { text: gameText(3, 3, 3, true), seats };
  }
  window.history.replaceState(null, '', window.location.pathname);
  api.start(record).then(() => {
    const b = api.state() && api.state().board;
    if (b) {
      chooseInForm(b.rows, b.cols, b.k);
      overlinesInput.checked = !/overlines=no-win/.test(api.game().text);
    }
  });
  api.offerAgents(agentSelect, 'tictactoe', record.agent || 'best');
})();
