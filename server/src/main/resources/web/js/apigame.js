// A game played through the JSON API (/api/state and /api/agent): the game's text and the moves
// so far live in local storage, the server answers the state after them. The m,n,k and N-row
// pages share this controller and only draw their own boards.
'use strict';

/**
 * Creates the controller. options:
 *   storageKey  local storage key of the saved game
 *   notation    the notation of the moves ("row-col", "comma")
 *   extras()    more request fields (the N-row page's window), or {}
 *   draw(state) draws the board of a state answered by the server
 *   hinted(move) shows a hinted move (move text) on the board, or clears it (null)
 */
function createApiGame(options) {
  const MACHINE_MILLIS = 500;
  const MACHINE_PAUSE_MS = 250;
  const turnNode = document.getElementById('turn');
  const messageNode = document.getElementById('message');
  const playersNode = document.getElementById('players');
  const undoButton = document.getElementById('undo');
  const hintButton = document.getElementById('hint');

  let game = null; // {version, text, moves, movers, seats, agent}
  let state = null; // the server's answer for game.moves
  let generation = 0; // bumped by a new game or an undo, so that late answers are dropped
  let busy = false;
  let thinking = false;

  function persist() {
    GG.save(options.storageKey, game);
  }

  function request(moves) {
    return { game: game.text, moves, notation: options.notation, ...options.extras() };
  }

  function over() {
    return state !== null && state.outcome.status !== 'ongoing';
  }

  function machineToMove() {
    return state !== null && !over() && game.seats[state.toMove.index] === 'machine';
  }

  function resultText() {
    const winners = state.outcome.winners || [];
    // The library's one wording of a result (TextPlay.result), for games without scores.
    if (state.outcome.status === 'draw') return 'The game is a draw.';
    if (winners.length === 1) return `Player ${winners[0]} wins.`;
    return `Players ${winners.slice(0, -1).join(', ')} and ${winners[winners.length - 1]} share the win.`;
  }

  function render() {
    if (state === null) return;
    let mode;
    if (over()) {
      const winner = state.players.indexOf((state.outcome.winners || [])[0]);
      GG.renderTurn(turnNode, { over: true, text: `Game over: ${resultText()}`, player: state.outcome.status === 'win' ? winner : null });
      mode = 'over';
    } else {
      const mover = state.toMove.index;
      const machine = game.seats[mover] === 'machine';
      const humans = game.seats.filter((s) => s === 'human').length;
      let text = `${state.toMove.name} to move`;
      if (machine) text = `${state.toMove.name} (machine) ${thinking ? 'is thinking' : 'to move'}`;
      else if (humans === 1) text = `${state.toMove.name}: your turn`;
      GG.renderTurn(turnNode, { text, player: mover, thinking });
      mode = machine ? 'machine' : busy ? 'busy' : 'human';
    }
    document.body.dataset.state = mode;
    GG.renderPlayers(
      playersNode,
      state.players.map((name, i) => ({
        name,
        seat: game.seats[i],
        score: state.scores ? state.scores[i] : null,
        toMove: !over() && i === state.toMove.index,
        onSeat: (seat) => setSeat(i, seat),
      })),
    );
    undoButton.disabled = !game.movers.some((p) => game.seats[p] === 'human');
    hintButton.disabled = busy || thinking || over() || machineToMove();
    options.draw(state);
  }

  /** Asks the server for the state after the saved moves and draws it. */
  async function refresh() {
    const mine = generation;
    const count = game.moves.length;
    const answer = await GG.post('/api/state', request(game.moves));
    if (mine !== generation || count !== game.moves.length) return false;
    if (!answer.ok) {
      GG.say(messageNode, GG.sentence(answer.data), 'refusal');
      return false;
    }
    state = answer.data;
    render();
    return true;
  }

  const machineOnce = GG.singleLoop(() => generation);

  /** Lets the machine play while a machine seat is to move (one loop at a time). */
  function machineLoop() {
    return machineOnce(machineTurns);
  }

  async function machineTurns(mine) {
    while (machineToMove()) {
      thinking = true;
      render();
      const answer = await GG.post('/api/agent', { ...request(game.moves), agent: game.agent, millis: MACHINE_MILLIS });
      thinking = false;
      if (mine !== generation) return;
      if (!answer.ok) {
        GG.say(messageNode, GG.sentence(answer.data), 'refusal');
        render();
        return;
      }
      game.movers.push(state.toMove.index);
      game.moves.push(answer.data.move);
      state = answer.data.state;
      persist();
      render();
      await GG.sleep(MACHINE_PAUSE_MS);
      if (mine !== generation) return;
    }
    render();
  }

  /** Plays a human's move (text in the page's notation); a refusal shows the library's sentence. */
  async function play(move) {
    if (state === null || busy || thinking) return;
    if (machineToMove()) {
      GG.say(messageNode, 'Wait: the machine is to move.', 'info');
      return;
    }
    const mine = generation;
    busy = true;
    render();
    const answer = await GG.post('/api/state', request([...game.moves, move]));
    busy = false;
    if (mine !== generation) return;
    if (!answer.ok) {
      GG.say(messageNode, GG.sentence(answer.data), 'refusal');
      render();
      return;
    }
    GG.say(messageNode, '');
    options.hinted(null);
    game.movers.push(state.toMove.index);
    game.moves.push(move);
    state = answer.data;
    persist();
    render();
    machineLoop();
  }

  async function undo() {
    let i = game.movers.length - 1;
    while (i >= 0 && game.seats[game.movers[i]] !== 'human') i--;
    if (i < 0) return;
    generation++;
    busy = false;
    thinking = false;
    const taken = game.moves[i];
    game.moves = game.moves.slice(0, i);
    game.movers = game.movers.slice(0, i);
    persist();
    options.hinted(null);
    if (await refresh()) GG.say(messageNode, `Took back ${taken} and the moves after it.`, 'info');
  }

  async function hint() {
    if (state === null || busy || thinking || over() || machineToMove()) return;
    const mine = generation;
    busy = true;
    render();
    const answer = await GG.post('/api/agent', { ...request(game.moves), agent: 'best', millis: MACHINE_MILLIS });
    busy = false;
    if (mine !== generation) return;
    if (answer.ok) {
      options.hinted(answer.data.move);
      GG.say(messageNode, `Try ${answer.data.move}.`, 'info');
    } else {
      GG.say(messageNode, GG.sentence(answer.data), 'refusal');
    }
    render();
  }

  function setSeat(player, seat) {
    game.seats[player] = seat;
    persist();
    render();
    machineLoop();
  }

  /** Starts playing a game record: {text, moves, movers, seats, agent}. */
  async function start(record) {
    generation++;
    busy = false;
    thinking = false;
    game = { version: 1, movers: [], moves: [], agent: 'best', ...record };
    state = null;
    GG.say(messageNode, '');
    options.hinted(null);
    persist();
    if (await refresh()) machineLoop();
  }

  /** The saved game, if there is a readable one. */
  function saved() {
    const g = GG.load(options.storageKey);
    const ok =
      g && g.version === 1 && typeof g.text === 'string' &&
      Array.isArray(g.moves) && Array.isArray(g.movers) && g.moves.length === g.movers.length &&
      Array.isArray(g.seats) && g.seats.length >= 2;
    return ok ? g : null;
  }

  /** Fills a select with the agents the server offers for a game id. */
  async function offerAgents(select, id, chosen) {
    const answer = await fetch('/api/games').then((r) => r.json()).catch(() => null);
    const entry = answer && answer.games ? answer.games.find((g) => g.id === id) : null;
    if (!entry) return;
    select.replaceChildren(...entry.agents.map((a) => GG.el('option', { value: a, text: a })));
    select.value = entry.agents.includes(chosen) ? chosen : entry.agents[0];
  }

  undoButton.addEventListener('click', undo);
  hintButton.addEventListener('click', hint);

  return {
    start,
    saved,
    play,
    refresh,
    offerAgents,
    game: () => game,
    state: () => state,
    canPlay: () => state !== null && !busy && !thinking && !machineToMove(),
  };
}
