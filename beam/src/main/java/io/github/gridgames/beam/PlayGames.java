package io.github.gridgames.beam;

import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.transforms.DoFn;
import org.jspecify.annotations.Nullable;

/**
 * Plays the games of a pairing list: element {@code k} of a sequence is game {@code k / p} of
 * pairing {@code k mod p} ({@code p} pairings), and comes out as its {@link GameResult}'s JSON
 * line. The pairings take turns along the sequence, so that every stretch of it that the runner
 * gives a worker holds as many games of each pairing, whatever their costs.
 */
final class PlayGames extends DoFn<Long, String> {

  private static final long serialVersionUID = 1L;

  private final PlaySetup setup;
  private final int[][] pairings;
  private final long firstIndex;
  private final boolean records;
  private final GameHook hook;
  private final Counter games = Metrics.counter(Pipelines.NAMESPACE, "games");
  private transient @Nullable Referee<?, ?> referee;

  PlayGames(PlaySetup setup, int[][] pairings, long firstIndex, boolean records, GameHook hook) {
    this.setup = setup;
    this.pairings = pairings;
    this.firstIndex = firstIndex;
    this.records = records;
    this.hook = hook;
  }

  /** Builds the game and its strategies on the worker. */
  @Setup
  public void setUp() {
    referee = Referee.of(setup);
  }

  /**
   * Plays one game.
   *
   * @param number the game's number in the whole run
   * @param out receives the result's line
   */
  @ProcessElement
  public void play(@Element Long number, OutputReceiver<String> out) {
    Referee<?, ?> r = referee != null ? referee : Referee.of(setup);
    referee = r;
    int[] pairing = pairings[(int) (number % pairings.length)];
    int index = (int) (firstIndex + number / pairings.length);
    hook.beforeGame(pairing[0], pairing[1], index);
    out.output(r.play(pairing[0], pairing[1], index, records).toJson());
    games.inc();
  }
}
