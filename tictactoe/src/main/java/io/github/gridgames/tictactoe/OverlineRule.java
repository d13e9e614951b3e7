package io.github.gridgames.tictactoe;

import static java.util.Objects.requireNonNull;

/**
 * Whether a row of more than k stones (an overline) wins an m,n,k-game. Freestyle gomoku and
 * Tic-Tac-Toe count overlines as wins ({@link #WIN}, the default); standard gomoku requires exactly
 * five ({@link #NO_WIN}).
 */
public enum OverlineRule {
  /** A row of k or more stones wins. Written {@code win}. */
  WIN("win"),
  /** Only a row of exactly k stones wins; a longer row does not, and the game goes on. Written {@code no-win}. */
  NO_WIN("no-win");

  private final String text;

  OverlineRule(String text) {
    this.text = text;
  }

  /**
   * Returns the rule's name in a game's canonical text: {@code win} or {@code no-win}.
   *
   * @return the name
   */
  public String text() {
    return text;
  }

  /**
   * Returns whether a maximal row of {@code length} stones wins a game with the given k.
   *
   * @param length the number of stones in an unbroken row, at least 1
   * @param k the number of stones in a row that wins
   * @return {@code length >= k} for {@link #WIN}, {@code length == k} for {@link #NO_WIN}
   */
  public boolean wins(int length, int k) {
    return this == WIN ? length >= k : length == k;
  }

  /**
   * Returns the rule with the given name.
   *
   * @param text {@code win} or {@code no-win}
   * @return the rule
   * @throws IllegalArgumentException if the text is neither; the message quotes it
   * @throws NullPointerException if {@code text} is null
   */
  public static OverlineRule fromText(String text) {
    requireNonNull(text, "text");
    for (OverlineRule rule : values()) {
      if (rule.text.equals(text)) {
        return rule;
      }
    }
    throw new IllegalArgumentException(
        "parameter overlines of tictactoe must be win or no-win, got '" + text + "'");
  }

  /** Returns {@link #text()}. */
  @Override
  public String toString() {
    return text;
  }
}
