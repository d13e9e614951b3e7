package io.github.gridgames.testkit.toy;

import io.github.gridgames.core.Move;

/** A move of the toy game: claim the cell at {@code index} (which may be off the row). */
public record Slot(int index) implements Move {}
