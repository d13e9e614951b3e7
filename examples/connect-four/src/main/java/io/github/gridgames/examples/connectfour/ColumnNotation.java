package io.github.gridgames.examples.connectfour;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;
import java.util.stream.IntStream;

/** Connect Four's notation: the column number, counted from 1 at the left, such as {@code 4}. */
record ColumnNotation(int cols) implements Notation<ConnectFour.Drop> {
  @Override
  public String name() {
    return "column";
  }

  @Override
  public String syntax() {
    return "a column number from 1 to " + cols;
  }

  @Override
  public String format(ConnectFour.Drop move) {
    return String.valueOf(move.column() + 1);
  }

  @Override
  public ConnectFour.Drop parse(String text) {
    String t = text.strip();
    int bad = IntStream.range(0, t.length())
        .filter(i -> i >= 2 || !Character.isDigit(t.charAt(i))).findFirst().orElse(0);
    if (bad > 0 || t.isEmpty() || !Character.isDigit(t.charAt(0))
        || Integer.parseInt(t) < 1 || Integer.parseInt(t) > cols) {
      throw new NotationException(text, text.indexOf(t) + bad, syntax());
    }
    return new ConnectFour.Drop(Integer.parseInt(t) - 1);
  }
}
