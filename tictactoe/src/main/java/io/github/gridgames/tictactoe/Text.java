package io.github.gridgames.tictactoe;

/** Small character and number helpers shared by the notations. */
final class Text {

  /** A value standing for any number too large to be a coordinate. */
  static final long HUGE = Long.MAX_VALUE;

  private Text() {}

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  static boolean isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  /**
   * Returns the value of the decimal digits {@code text[start, end)} with an optional leading
   * sign already checked by the caller, or {@link #HUGE} (negated for a minus sign) when the
   * number has more than nine significant digits.
   */
  static long number(String text, int start, int end) {
    boolean negative = text.charAt(start) == '-';
    int i = start;
    if (text.charAt(i) == '+' || text.charAt(i) == '-') {
      i++;
    }
    while (i < end - 1 && text.charAt(i) == '0') {
      i++;
    }
    if (end - i > 9) {
      return negative ? -HUGE : HUGE;
    }
    long value = 0;
    for (; i < end; i++) {
      value = value * 10 + (text.charAt(i) - '0');
    }
    return negative ? -value : value;
  }

  /** Returns the column letters of a zero-based column: a..z, then aa, ab, ..., like spreadsheets. */
  static String columnLetters(int col) {
    StringBuilder sb = new StringBuilder();
    int n = col + 1;
    while (n > 0) {
      n--;
      sb.append((char) ('a' + n % 26));
      n /= 26;
    }
    return sb.reverse().toString();
  }

  /**
   * Returns the zero-based column of the letters {@code text[start, end)} (either case), or
   * {@link #HUGE} when there are more than four letters.
   */
  static long columnIndex(String text, int start, int end) {
    if (end - start > 4) {
      return HUGE;
    }
    long n = 0;
    for (int i = start; i < end; i++) {
      n = n * 26 + (Character.toLowerCase(text.charAt(i)) - 'a' + 1);
    }
    return n - 1;
  }
}
