package io.github.gridgames.cli;

/** How a command writes its result: text for people, or one JSON object. */
enum Format {
  /** Lines for people. */
  TEXT,
  /** One JSON object on one line. */
  JSON
}
