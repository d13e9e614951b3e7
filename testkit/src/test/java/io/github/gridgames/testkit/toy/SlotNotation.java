package io.github.gridgames.testkit.toy;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;

/** Writes a slot as {@code #index}. Every slot notation is equal: it depends on no game. */
final class SlotNotation implements Notation<Slot> {

  @Override
  public String name() {
    return "slot";
  }

  @Override
  public String syntax() {
    return "#index";
  }

  @Override
  public String format(Slot move) {
    return "#" + move.index();
  }

  @Override
  public Slot parse(String text) {
    String t = text.strip();
    int offset = text.indexOf(t.isEmpty() ? "" : t.substring(0, 1));
    if (!t.startsWith("#")) {
      throw new NotationException(text, Math.max(0, offset), "'#'");
    }
    try {
      return new Slot(Integer.parseInt(t.substring(1)));
    } catch (NumberFormatException e) {
      throw new NotationException(text, offset + 1, "an integer index");
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SlotNotation;
  }

  @Override
  public int hashCode() {
    return SlotNotation.class.hashCode();
  }
}
