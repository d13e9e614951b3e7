package io.github.gridgames.dotsboxes;

/**
 * A side of a box in the contest's box-side notation, written with one letter. The order of the
 * constants, {@code L T R B}, is the order in which the contest lists a box's free sides.
 */
enum Side {
  /** The left side, {@code L}. */
  L,
  /** The top side, {@code T}. */
  T,
  /** The right side, {@code R}. */
  R,
  /** The bottom side, {@code B}. */
  B;

  /**
   * Returns the side's letter.
   *
   * @return {@code 'L'}, {@code 'T'}, {@code 'R'} or {@code 'B'}
   */
  public char letter() {
    return name().charAt(0);
  }

  /**
   * Returns the side with the given letter, in either case.
   *
   * @param letter one of {@code L T R B}, or lower case
   * @return the side
   * @throws IllegalArgumentException if the letter names no side
   */
  public static Side of(char letter) {
    return switch (Character.toUpperCase(letter)) {
      case 'L' -> L;
      case 'T' -> T;
      case 'R' -> R;
      case 'B' -> B;
      default -> throw new IllegalArgumentException(
          "a box side is one of L, T, R, B, got '" + letter + "'");
    };
  }
}
