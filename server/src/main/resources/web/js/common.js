// Helpers shared by the gridgames pages: talking to the server, local storage, building
// elements, and the message line. Plain JavaScript, no build step.
'use strict';

const GG = (() => {
  const SVG_NS = 'http://www.w3.org/2000/svg';

  /**
   * Posts a JSON body and resolves to {ok, status, data}; never rejects. A network failure
   * answers status 0 with a sentence saying so.
   */
  async function post(path, body) {
    let response;
    try {
      response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (e) {
      return {
        ok: false,
        status: 0,
        data: { error: 'network', message: 'The server did not answer. Is it still running?' },
      };
    }
    let data = null;
    try {
      data = await response.json();
    } catch (e) {
      data = { error: 'bad-answer', message: `The server answered ${response.status} without JSON.` };
    }
    return { ok: response.ok, status: response.status, data };
  }

  /** The sentence of an error answer: the library's or the server's own message. */
  function sentence(data) {
    if (data && typeof data.message === 'string' && data.message) return data.message;
    if (data && typeof data.error === 'string') return data.error;
    return 'The server refused the request.';
  }

  /** Reads a JSON value from local storage, or null when missing or unreadable. */
  function load(key) {
    try {
      const text = window.localStorage.getItem(key);
      return text === null ? null : JSON.parse(text);
    } catch (e) {
      return null;
    }
  }

  /** Writes a JSON value to local storage; a full or disabled storage is ignored. */
  function save(key, value) {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch (e) {
      // Private windows may refuse storage; the game still plays, it just won't resume.
    }
  }

  function forget(key) {
    try {
      window.localStorage.removeItem(key);
    } catch (e) {
      // Nothing to forget.
    }
  }

  function setAttributes(node, attrs) {
    for (const [name, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (name === 'text') node.textContent = value;
      else node.setAttribute(name, value === true ? '' : String(value));
    }
    return node;
  }

  /** Creates an HTML element with attributes ("text" sets the text) and children. */
  function el(tag, attrs, ...children) {
    const node = setAttributes(document.createElement(tag), attrs);
    for (const child of children) {
      if (child !== null && child !== undefined) node.append(child);
    }
    return node;
  }

  /** Creates an SVG element with attributes and appends it to parent when given. */
  function svg(tag, attrs, parent) {
    const node = setAttributes(document.createElementNS(SVG_NS, tag), attrs);
    if (parent) parent.append(node);
    return node;
  }

  /** Shows a sentence in a message line: kind "refusal", "info" or "" (plain). */
  function say(node, text, kind) {
    node.textContent = text || '';
    node.className = `message ${text ? kind || '' : ''}`.trim();
  }

  function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /**
   * Returns a runner that starts loop(generation) unless a loop of the current generation (read
   * from generationOf()) is still running; a new game or an undo bumps the generation.
   */
  function singleLoop(generationOf) {
    let running = -1;
    return async (loop) => {
      const mine = generationOf();
      if (running === mine) return;
      running = mine;
      try {
        await loop(mine);
      } finally {
        if (running === mine) running = -1;
      }
    };
  }

  /** The CSS class giving player index i its colour (four colours, then again). */
  function playerClass(i) {
    return `p${((i % 4) + 4) % 4}`;
  }

  /** Fills a list with one row per player: swatch, name, seat chooser, score. */
  function renderPlayers(list, players) {
    list.replaceChildren();
    players.forEach((p, i) => {
      const seat = el(
        'select',
        { 'aria-label': `${p.name} is played by`, 'data-seat': i },
        el('option', { value: 'human', text: 'Human' }),
        el('option', { value: 'machine', text: 'Machine' }),
      );
      seat.value = p.seat;
      seat.addEventListener('change', () => p.onSeat(seat.value));
      const row = el(
        'li',
        { class: `${playerClass(i)}${p.toMove ? ' to-move' : ''}`, 'data-player': i },
        el('span', { class: 'swatch', 'aria-hidden': 'true' }),
        el('span', { class: 'name', text: p.name }),
        seat,
        el('span', { class: 'score', 'aria-label': `${p.name}'s score`, text: p.score ?? '' }),
      );
      list.append(row);
    });
  }

  /** Writes whose turn it is, or the result, into the turn line. */
  function renderTurn(node, { over, text, player, thinking }) {
    node.replaceChildren();
    node.className = `turn${over ? ' over' : ''}${thinking ? ' thinking' : ''}`;
    if (player !== undefined && player !== null) {
      node.append(el('span', { class: `swatch ${playerClass(player)}`, 'aria-hidden': 'true' }));
    }
    node.append(el('span', { text }));
  }

  return { post, sentence, load, save, forget, el, svg, say, sleep, singleLoop, playerClass, renderPlayers, renderTurn };
})();
