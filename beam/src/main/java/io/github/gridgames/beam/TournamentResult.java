package io.github.gridgames.beam;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * What a {@link Tournament} produced.
 *
 * @param game the game's canonical spec
 * @param standings one line per entrant, highest rating first
 * @param games every game, by pairing and then by index
 */
public record TournamentResult(String game, List<Standing> standings, List<GameResult> games) {

  /**
   * Creates a result.
   *
   * @param game the game
   * @param standings the standings; copied
   * @param games the games; copied
   * @throws NullPointerException if an argument is null
   */
  public TournamentResult {
    requireNonNull(game, "game");
    standings = List.copyOf(standings);
    games = List.copyOf(games);
  }
}
