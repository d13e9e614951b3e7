package io.github.gridgames.examples.connectfour;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.NotationException;

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
    int start = text.indexOf(t);
    for (int i = 0; i < t.length(); i++) {
      if (i >= 2 || !Character.isDigit(t.charAt(i))) {
        throw new NotationException(text, start + i, syntax());
      }
    }
    if (t.isEmpty()) {
      throw new NotationException(text, start, syntax());
    }
    int column = Integer.parseInt(t);
    if (column < 1 || column > cols) {
      throw new NotationException(text, start, start + t.length(), syntax());
    }
    return new ConnectFour.Drop(column - 1);
  }

}
