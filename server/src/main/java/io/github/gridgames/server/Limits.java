package io.github.gridgames.server;

/**
 * The documented limits of the server (see {@code docs/API.md}): what a request may ask and how
 * long an agent may think. A request past a limit is refused with a 4xx JSON error naming the
 * limit; thinking times above their cap are cut to it.
 */
final class Limits {

  /** The largest request body, in bytes (256 KiB); larger bodies are refused with 413. */
  static final int MAX_BODY_BYTES = 256 * 1024;

  /**
   * How much of a refused body the server still reads and drops (2 MiB, as Tomcat's {@code
   * maxSwallowSize}), so that the client can read its 413 before the connection closes.
   */
  static final int MAX_SWALLOW_BYTES = 2 * 1024 * 1024;

  /** The most moves a request may list, and the most moves a game offered by the API may last. */
  static final int MAX_MOVES = 4096;

  /** The longest game text and the longest move text, in characters. */
  static final int MAX_TEXT = 256;

  /** The longest position text read, in characters. */
  static final int MAX_POSITION = 65_536;

  /** The web game's sizes (boxes per side) run from 1 to this; the original offers 3, 5, 7, 10. */
  static final int MAX_WEB_SIZE = 12;

  /** The machine's thinking time for one whole turn of {@code /find/}, by default (ms). */
  static final int DEFAULT_FIND_MILLIS = 1000;

  /** An agent's thinking time for {@code /api/agent} when the request gives none (ms). */
  static final int DEFAULT_AGENT_MILLIS = 500;

  /** The cap on an agent's thinking time for {@code /api/agent} (ms). */
  static final int MAX_AGENT_MILLIS = 3000;

  /** The side of the default window on an unbounded board, centred on the last move. */
  static final int DEFAULT_WINDOW = 21;

  /** The largest window side on an unbounded board. */
  static final int MAX_WINDOW = 65;

  private Limits() {}
}
