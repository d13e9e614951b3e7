package io.github.gridgames.core.internal;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import java.util.function.ToIntFunction;

/**
 * A run of a board's columns, {@code first} to {@code last} inclusive: the part of a board too wide
 * for a screen that a drawing shows. {@link #fitting} chooses it the one way every game does: the
 * widest run around a column of interest (the last move's) whose drawing fits the screen.
 *
 * @param first the first column
 * @param last the last column, at least {@code first}
 */
public record ColumnSpan(int first, int last) {

  /**
   * Creates a span.
   *
   * @param first the first column
   * @param last the last column
   * @throws IllegalArgumentException if {@code last < first}; the message gives both
   */
  public ColumnSpan {
    checkArgument(first <= last, "a span of columns needs first <= last, got %s..%s", first, last);
  }

  /**
   * Returns the widest span of the columns {@code first..last} that holds {@code focus} and whose
   * drawing fits in a width, as near to centred on {@code focus} as the board's edges allow (the
   * extra column of an even span falls after it): the whole board when it fits, a single column when
   * nothing wider does. The drawing's width must not shrink as a span grows.
   *
   * @param first the board's first column
   * @param last the board's last column, at least {@code first}
   * @param focus the column to keep in view; a column outside the board is taken as the nearest edge
   * @param columns the screen's width in characters
   * @param drawnWidth the width in characters of the drawing of a span
   * @return the span
   * @throws IllegalArgumentException if {@code last < first}
   * @throws NullPointerException if {@code drawnWidth} is null
   */
  public static ColumnSpan fitting(
      int first, int last, int focus, int columns, ToIntFunction<ColumnSpan> drawnWidth) {
    requireNonNull(drawnWidth, "drawnWidth");
    ColumnSpan whole = new ColumnSpan(first, last);
    if (drawnWidth.applyAsInt(whole) <= columns) {
      return whole;
    }
    long centre = Math.max(first, Math.min(last, focus));
    ColumnSpan best = around(centre, 1, first, last);
    long low = 2;
    long high = (long) last - first; // the whole board does not fit
    while (low <= high) {
      long size = (low + high) >>> 1;
      ColumnSpan span = around(centre, size, first, last);
      if (drawnWidth.applyAsInt(span) <= columns) {
        best = span;
        low = size + 1;
      } else {
        high = size - 1;
      }
    }
    return best;
  }

  /** The span of {@code size} columns centred on {@code centre}, moved inside {@code first..last}. */
  private static ColumnSpan around(long centre, long size, int first, int last) {
    long from = Math.max(first, Math.min(centre - (size - 1) / 2, (long) last - size + 1));
    return new ColumnSpan((int) from, (int) (from + size - 1));
  }

  /**
   * Returns the number of columns.
   *
   * @return at least 1
   */
  public int count() {
    return (int) ((long) last - first + 1);
  }

  /**
   * Returns whether a column is in the span.
   *
   * @param column the column
   * @return whether {@code first <= column <= last}
   */
  public boolean contains(int column) {
    return column >= first && column <= last;
  }
}
