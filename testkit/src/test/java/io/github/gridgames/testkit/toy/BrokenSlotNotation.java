package io.github.gridgames.testkit.toy;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;

/**
 * The slot notation with one of the notation {@link Bug}s: it writes {@code #index} as the correct
 * notation does, and reads it back wrongly where the bug says.
 */
final class BrokenSlotNotation implements Notation<Slot> {

  private final Notation<Slot> correct = new SlotNotation();
  private final Bug bug;

  BrokenSlotNotation(Bug bug) {
    this.bug = bug;
  }

  @Override
  public String name() {
    return correct.name();
  }

  @Override
  public String syntax() {
    return bug == Bug.BLANK_SYNTAX ? " " : correct.syntax();
  }

  @Override
  public String format(Slot move) {
    return correct.format(move);
  }

  @Override
  public Slot parse(String text) {
    if (bug == Bug.NOTATION_READS_NOTHING) {
      throw new NotationException(text, 0, "nothing at all");
    }
    Slot read = correct.parse(text);
    if (bug == Bug.NOTATION_READS_THE_LAST_CHARACTER) {
      return new Slot(text.charAt(text.length() - 1) - '0');
    }
    return bug == Bug.NOTATION_READS_THE_NEXT_CELL ? new Slot(read.index() + 1) : read;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof BrokenSlotNotation other && other.bug == bug;
  }

  @Override
  public int hashCode() {
    return bug.hashCode();
  }
}
