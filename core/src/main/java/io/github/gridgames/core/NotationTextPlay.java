package io.github.gridgames.core;

import static java.util.Objects.requireNonNull;

/**
 * A text play speaking one notation, made by {@link TextPlay#in(Notation)}: what it describes and
 * draws is its base's in that notation; what it reads and prompts is its base's.
 *
 * @param base the text play it speaks for
 * @param notation one of the game's notations
 * @param <S> the state type
 * @param <M> the move type
 */
record NotationTextPlay<S extends State<S, M>, M extends Move>(TextPlay<S, M> base, Notation<M> notation)
    implements TextPlay<S, M> {

  NotationTextPlay {
    requireNonNull(base, "base");
    base.game().requireNotation(notation);
  }

  @Override
  public Game<S, M> game() {
    return base.game();
  }

  @Override
  public M read(S state, String text) {
    return base.read(state, text);
  }

  @Override
  public String describe(M move) {
    return base.describe(move, notation);
  }

  @Override
  public String describe(M move, Notation<M> other) {
    return base.describe(move, other);
  }

  @Override
  public String prompt() {
    return base.prompt();
  }

  @Override
  public String help() {
    return base.help();
  }

  @Override
  public String show(S state) {
    return base.show(state, notation);
  }

  @Override
  public String show(S state, Notation<M> other) {
    return base.show(state, other);
  }

  @Override
  public String show(S state, int columns) {
    return base.show(state, notation, columns);
  }

  @Override
  public String show(S state, Notation<M> other, int columns) {
    return base.show(state, other, columns);
  }

  @Override
  public String show(S state, int columns, M lastMove) {
    return base.show(state, notation, columns, lastMove);
  }

  @Override
  public String show(S state, Notation<M> other, int columns, M lastMove) {
    return base.show(state, other, columns, lastMove);
  }

  @Override
  public String status(S state) {
    return base.status(state, notation);
  }

  @Override
  public String status(S state, Notation<M> other) {
    return base.status(state, other);
  }

  @Override
  public String scoreLine(S state) {
    return base.scoreLine(state);
  }

  @Override
  public String result(S state) {
    return base.result(state, notation);
  }

  @Override
  public String result(S state, Notation<M> other) {
    return base.result(state, other);
  }

  @Override
  public TextPlay<S, M> in(Notation<M> other) {
    return base.in(other);
  }
}
