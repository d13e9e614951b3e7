package io.github.gridgames.beam;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.gridgames.beam.GameResult.Result;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.apache.beam.sdk.io.fs.MatchResult;

/**
 * One position of a self-play game, as {@link SelfPlay} writes it: one JSON object per line of its
 * {@code rows-*.jsonl} files, with the fields of this record ({@code value} only where known).
 *
 * @param game the game's canonical spec, which {@link io.github.gridgames.core.Games#parse} reads
 * @param index the game's number, from 0
 * @param ply the number of moves played before this position, from 0
 * @param position the position's text ({@link io.github.gridgames.core.State#positionText()}),
 *     which {@link io.github.gridgames.core.Game#parsePosition(String)} reads back
 * @param toMove the player to move, 1 for the first player
 * @param agent the agent that chose the move (its spec), or {@code opening} for a random opening
 *     move
 * @param move the move played, in the game's default notation
 * @param result how the game ended for the player to move
 * @param margin the final score margin of the player to move; 0 in a game without scores or
 *     unfinished
 * @param value the exact value of the position for the player to move (as {@link
 *     io.github.gridgames.ai.SolveResult#value()} gives it: the margin over the rest of the game,
 *     or 1, 0, -1), when asked for and the solver finished within its budget
 */
public record SelfPlayRow(
    String game,
    int index,
    int ply,
    String position,
    int toMove,
    String agent,
    String move,
    Result result,
    int margin,
    OptionalInt value) {

  /**
   * Creates a row.
   *
   * @param game the game
   * @param index the game's number
   * @param ply the ply
   * @param position the position text
   * @param toMove the player to move, from 1
   * @param agent the agent
   * @param move the move
   * @param result the result for the player to move
   * @param margin the final margin
   * @param value the exact value, or empty
   * @throws IllegalArgumentException if the index or ply is negative or the player below 1
   * @throws NullPointerException if an object argument is null
   */
  public SelfPlayRow {
    requireNonNull(game, "game");
    requireNonNull(position, "position");
    requireNonNull(agent, "agent");
    requireNonNull(move, "move");
    requireNonNull(result, "result");
    requireNonNull(value, "value");
    checkArgument(index >= 0, "index must be >= 0, got %s", index);
    checkArgument(ply >= 0, "ply must be >= 0, got %s", ply);
    checkArgument(toMove >= 1, "toMove counts from 1, got %s", toMove);
  }

  /**
   * Reads every row of a self-play output folder (its {@code rows-*.jsonl} or {@code
   * rows-*.parquet} files, each read by its suffix), in game and ply order.
   *
   * @param folder the folder {@link SelfPlay#run} wrote, a local path or any path Beam's file
   *     systems read
   * @return the rows
   * @throws IllegalArgumentException if the folder holds no rows file (the message names the
   *     folder), a line or Parquet record is not a row (the message quotes it and says what is
   *     wrong), or a {@code .parquet} file is not Parquet or is compressed otherwise than with GZIP
   *     (the message names the file)
   * @throws java.io.UncheckedIOException if a file cannot be read
   */
  public static List<SelfPlayRow> readAll(String folder) {
    List<SelfPlayRow> rows = new ArrayList<>();
    List<MatchResult.Metadata> lines = new ArrayList<>();
    List<MatchResult.Metadata> parquet = new ArrayList<>();
    for (MatchResult.Metadata file : Outputs.files(folder, SelfPlay.ROWS)) {
      String name = file.resourceId().getFilename();
      (name != null && name.endsWith(RowFormat.PARQUET.suffix()) ? parquet : lines).add(file);
    }
    for (String line : Outputs.readLines(lines)) {
      rows.add(fromJson(line));
    }
    rows.addAll(ParquetRows.read(parquet));
    rows.sort(Comparator.comparingInt(SelfPlayRow::index).thenComparingInt(SelfPlayRow::ply));
    return rows;
  }

  /** Writes the row as one JSON object. */
  String toJson() {
    ObjectNode node = Json.MAPPER.createObjectNode();
    node.put("game", game)
        .put("index", index)
        .put("ply", ply)
        .put("position", position)
        .put("toMove", toMove)
        .put("agent", agent)
        .put("move", move)
        .put("result", result.name().toLowerCase(Locale.ROOT))
        .put("margin", margin);
    value.ifPresent(v -> node.put("value", v));
    return Json.write(node);
  }

  /**
   * Reads a line written by {@link #toJson()}.
   *
   * @throws IllegalArgumentException if the line is not a row
   */
  static SelfPlayRow fromJson(String line) {
    try {
      JsonNode node = Json.read(line);
      String result = Json.text(node, "result").toUpperCase(Locale.ROOT);
      return new SelfPlayRow(
          Json.text(node, "game"),
          Json.integer(node, "index"),
          Json.integer(node, "ply"),
          Json.text(node, "position"),
          Json.integer(node, "toMove"),
          Json.text(node, "agent"),
          Json.text(node, "move"),
          Result.valueOf(result),
          Json.integer(node, "margin"),
          node.hasNonNull("value") ? OptionalInt.of(Json.integer(node, "value")) : OptionalInt.empty());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("not a self-play row: '" + line + "': " + e.getMessage(), e);
    }
  }
}
