package io.github.gridgames.core;

/**
 * A way to write a game's moves as text and read them back, bound to one game (so it may depend on
 * the board size). For every move {@code m} that is legal in some state of the game,
 * {@code parse(format(m)).equals(m)}, and distinct moves format differently.
 *
 * <p>Parsing checks the syntax only; whether the move is legal in a state is for
 * {@link State#check(Move)} to say. A notation may refuse, as a parse error, text that cannot
 * name any move of its game, such as a number outside the board: its {@link NotationException}
 * then spans that number and names the range.
 *
 * <p>A notation is a value: the same notation of two equal games is {@code equals}, so that
 * {@link Game#requireNotation(Notation)} accepts a notation of an equal game built separately.
 * {@link io.github.gridgames.core.tools.TextPlay} reads, describes and prompts for moves in a game's notations.
 *
 * @param <M> the move type
 */
public interface Notation<M extends Move> {

  /**
   * Returns the notation's name, unique among its game's notations, such as {@code dot-pair}.
   *
   * @return the name, lower-case letters, digits and hyphens
   */
  String name();

  /**
   * Returns a short description of the accepted syntax for prompts and error messages, such as
   * {@code "(row,col)-(row,col)"}, without an example (a text play's prompt adds one).
   *
   * @return the syntax description
   */
  String syntax();

  /**
   * Writes a move.
   *
   * @param move the move
   * @return its text
   * @throws IllegalArgumentException if this notation cannot write the move (for example a
   *     coordinate its alphabet has no letter for)
   */
  String format(M move);

  /**
   * Reads a move.
   *
   * @param text the text, with surrounding whitespace allowed
   * @return the move
   * @throws NotationException if the text is not a move in this notation; it says what was
   *     expected and where
   */
  M parse(String text);
}
