package io.github.gridgames.examples.embedding;

import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Match;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.Violation;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.dotsboxes.Box;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesState;
import io.github.gridgames.dotsboxes.Edge;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Plays a short game of Dots and Boxes on 2 x 2 boxes through the public API of the installed
 * {@code gridgames-dots-boxes} artifact: moves in two notations and as values, typed text read in
 * any notation, refusals with their reasons, a small strategy of its own, and the match record replayed to the same position.
 */
public final class ShortGame {

  /**
   * What the game produced.
   *
   * @param finalState the position at the end
   * @param refusals the sentences of the moves the rules refused on the way
   * @param record the match record, as text
   * @param extraTurns how many moves completed a box and earned another turn
   */
  public record Result(
      DotsBoxesState finalState, List<String> refusals, String record, int extraTurns) {}

  private ShortGame() {}

  /**
   * Plays the game and prints it.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    Result result = play();
    System.out.println(result.finalState().render()); // the board alone
    System.out.println("Scores: " + result.finalState().scores().orElseThrow());
    result.refusals().forEach(refusal -> System.out.println("Refused: " + refusal));
    System.out.println("Moves that earned another turn: " + result.extraTurns());
    System.out.print(result.record());
  }

  /**
   * Plays the game.
   *
   * @return what it produced
   * @throws IllegalStateException if the replayed record does not reach the same position
   */
  public static Result play() {
    DotsBoxes game = DotsBoxes.of(2, 2);
    Match<DotsBoxesState, Edge> match = Match.start(game);
    match.play("(0,0)-(0,1)"); // the dot-pair notation, the game's default
    match.play("A2 L", game.boxSides()); // the contest's box-and-side names
    match.play(Edge.of(1, 0, 1, 1)); // a move value

    List<String> refusals = new ArrayList<>();
    for (Edge wrong : List.of(Edge.of(0, 0, 0, 1), Edge.of(0, 0, 1, 1), Edge.of(0, 0, 0, 7))) {
      Optional<Violation> violation = match.state().check(wrong);
      violation.ifPresent(v -> refusals.add(v.reason().code() + ": " + v.message()));
    }
    // What a person types is read in any notation, the one in use first (here the web game's line
    // numbers): text that cannot be read (answered in the notation in use) and a move the rules
    // refuse are told apart.
    TextPlay<DotsBoxesState, Edge> text = TextPlay.of(game);
    for (String typed : List.of("99", "(0,1)-(0,0)")) {
      try {
        refusals.add("read as a legal move: " + text.read(match.state(), typed, game.notation("line-number")));
      } catch (NotationException e) {
        refusals.add("unreadable: " + e.getMessage());
      } catch (IllegalMoveException e) {
        refusals.add(e.violation().reason().code() + ": " + e.getMessage());
      }
    }

    int extraTurns = 0;
    while (!match.state().isTerminal()) {
      DotsBoxesState before = match.state();
      DotsBoxesState after = match.play(choose(before));
      if (after.toMove().equals(before.toMove())) { // the mover moves again
        extraTurns++;
      }
    }

    String record = match.record().toString();
    Match<DotsBoxesState, Edge> again = Match.replay(game, MatchRecord.parse(record));
    if (!again.state().equals(match.state())) {
      throw new IllegalStateException("the record did not replay to the same position:\n" + record);
    }
    return new Result(match.state(), List.copyOf(refusals), record, extraTurns);
  }

  /** Takes a box if it can, else draws a line that gives none away, else the first free line. */
  static Edge choose(DotsBoxesState state) {
    List<Edge> moves = state.legalMoves();
    for (Edge edge : moves) {
      if (state.effectOf(edge).captured()) {
        return edge;
      }
    }
    for (Edge edge : moves) {
      boolean safe = true;
      for (Box box : state.game().boxesOf(edge)) {
        if (state.sidesDrawn(box) == 2) {
          safe = false;
        }
      }
      if (safe) {
        return edge;
      }
    }
    return moves.get(0);
  }
}
