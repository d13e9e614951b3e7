package io.github.gridgames.beam;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;

/**
 * One game of a {@link Tournament} or a {@link SequentialTest}: which pairing, which game of it,
 * and how it ended for the pairing's first entrant. The game is game {@code index} of {@code
 * gridgames match GAME --first A --second B --seed PAIRING_SEED} (with the same opening moves,
 * move limit and time per move), and equal to it.
 *
 * @param first the index of the pairing's first entrant, among the tournament's entrants
 * @param second the index of the second entrant, greater than {@code first}
 * @param pairingSeed the seed of the pairing's games, from the base seed and the pairing
 * @param index the game's number in the pairing, from 0; the entrants take turns to move first,
 *     {@code first} in the even games
 * @param seed the game's own seed, from the pairing seed and the index (as the arena derives it)
 * @param result how the game ended for the first entrant
 * @param margin the first entrant's final score margin, 0 in a game without scores or unfinished
 * @param moves the moves played, opening moves included
 * @param record the game's record ({@link io.github.gridgames.core.MatchRecord} text), when asked
 *     for
 */
public record GameResult(
    int first,
    int second,
    long pairingSeed,
    int index,
    long seed,
    Result result,
    int margin,
    int moves,
    Optional<String> record) {

  /**
   * Creates a game's result.
   *
   * @param first the first entrant
   * @param second the second entrant
   * @param pairingSeed the pairing's seed
   * @param index the game's number
   * @param seed the game's seed
   * @param result the first entrant's result
   * @param margin the first entrant's margin
   * @param moves the moves played
   * @param record the record, or empty
   * @throws IllegalArgumentException if an entrant, the index or the moves are negative, or the
   *     second entrant is not after the first
   * @throws NullPointerException if an object argument is null
   */
  public GameResult {
    checkArgument(first >= 0 && second > first, "entrants must be 0 <= first < second, got %s and %s", first, second);
    checkArgument(index >= 0, "index must be >= 0, got %s", index);
    checkArgument(moves >= 0, "moves must be >= 0, got %s", moves);
    requireNonNull(result, "result");
    requireNonNull(record, "record");
  }

  /**
   * How a game ended for one entrant, as {@link io.github.gridgames.ai.ArenaResult.Tally} counts
   * it.
   */
  public enum Result {
    /** The entrant won alone. */
    WIN,
    /** The game was drawn (or the win shared). */
    DRAW,
    /** The other entrant won. */
    LOSS,
    /** The move limit stopped the game. */
    UNFINISHED;

    /**
     * Returns the result for the other entrant.
     *
     * @return {@code LOSS} for {@code WIN} and the reverse; the same for the others
     */
    public Result reversed() {
      return this == WIN ? LOSS : this == LOSS ? WIN : this;
    }
  }

  /**
   * Returns whether the first entrant moved first.
   *
   * @return {@code true} in the even games
   */
  public boolean firstMovedFirst() {
    return index % 2 == 0;
  }

  /** Writes the result as one JSON object, the line of the games files. */
  String toJson() {
    ObjectNode node = Json.MAPPER.createObjectNode();
    node.put("first", first)
        .put("second", second)
        .put("pairingSeed", pairingSeed)
        .put("index", index)
        .put("seed", seed)
        .put("result", result.name().toLowerCase(java.util.Locale.ROOT))
        .put("margin", margin)
        .put("moves", moves);
    record.ifPresent(text -> node.put("record", text));
    return Json.write(node);
  }

  /**
   * Reads a line written by {@link #toJson()}.
   *
   * @throws IllegalArgumentException if the line is not such an object
   */
  static GameResult fromJson(String line) {
    JsonNode node = Json.read(line);
    return new GameResult(
        Json.integer(node, "first"),
        Json.integer(node, "second"),
        Json.longValue(node, "pairingSeed"),
        Json.integer(node, "index"),
        Json.longValue(node, "seed"),
        Result.valueOf(Json.text(node, "result").toUpperCase(java.util.Locale.ROOT)),
        Json.integer(node, "margin"),
        Json.integer(node, "moves"),
        node.hasNonNull("record") ? Optional.of(Json.text(node, "record")) : Optional.empty());
  }
}
