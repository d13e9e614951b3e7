package io.github.gridgames.beam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Games;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SelfPlayTest {

  @TempDir Path dir;

  @Test
  void everyRowReadBackHasAPositionThatParsesAndAMoveLegalThere() {
    String spec = "dots-boxes(rows=2,cols=2)";
    String out = dir.resolve("rows").toString();
    long written =
        SelfPlay.builder(spec, "greedy", "random").games(6).seed(7).openingMoves(2).nodes(100).build()
            .run(Runners.direct(2), out, done -> {});
    List<SelfPlayRow> rows = SelfPlayRow.readAll(out);
    assertEquals(written, rows.size());
    assertEquals(6 * 12, rows.size(), "a 2 x 2 game lasts 12 moves");
    Game<?, ?> game = Games.parse(spec);
    for (SelfPlayRow row : rows) {
      assertEquals(game.spec().toString(), row.game());
      assertTrue(isLegalThere(game, row.position(), row.move()), row.toString());
      assertEquals(row.ply() < 2 ? "opening" : row.index() % 2 == (row.toMove() == 1 ? 0 : 1) ? "greedy" : "random",
          row.agent(), row.toString());
      assertTrue(row.value().isEmpty(), "no exact values asked for");
    }
    Map<Integer, List<SelfPlayRow>> games = rows.stream().collect(Collectors.groupingBy(SelfPlayRow::index));
    assertEquals(6, games.size());
    for (List<SelfPlayRow> played : games.values()) {
      for (int ply = 0; ply < played.size(); ply++) {
        assertEquals(ply, played.get(ply).ply(), "rows in order, none missing");
      }
      SelfPlayRow first = played.get(0);
      for (SelfPlayRow row : played) {
        int sign = row.toMove() == first.toMove() ? 1 : -1;
        assertEquals(sign * first.margin(), row.margin(), "the margin is the mover's: " + row);
        assertEquals(sign > 0 ? first.result() : first.result().reversed(), row.result(), row.toString());
      }
    }
  }

  @Test
  void parquetRowsReadBackEqualTheJsonLinesRowsAndEveryOneIsLegal() throws Exception {
    String spec = "dots-boxes(rows=2,cols=2)";
    SelfPlay.Builder builder = SelfPlay.builder(spec, "greedy", "random").games(6).seed(7).openingMoves(2).nodes(100);
    String json = dir.resolve("json").toString();
    String parquet = dir.resolve("parquet").toString();
    builder.build().run(Runners.direct(2), json, done -> {});
    long written = builder.format(RowFormat.PARQUET).build().run(Runners.direct(2), parquet, done -> {});
    List<Path> files;
    try (Stream<Path> listed = Files.list(Path.of(parquet))) {
      files = listed.toList();
    }
    assertFalse(files.isEmpty());
    for (Path file : files) {
      assertTrue(file.getFileName().toString().matches("rows-\\d{5}-of-\\d{5}\\.parquet"), file.toString());
      byte[] bytes = Files.readAllBytes(file);
      assertEquals("PAR1", new String(bytes, 0, 4, StandardCharsets.US_ASCII), "Parquet's magic number first");
      assertEquals("PAR1", new String(bytes, bytes.length - 4, 4, StandardCharsets.US_ASCII), "and last");
    }
    List<SelfPlayRow> rows = SelfPlayRow.readAll(parquet);
    assertEquals(written, rows.size());
    assertEquals(SelfPlayRow.readAll(json), rows);
    Game<?, ?> game = Games.parse(spec);
    for (SelfPlayRow row : rows) {
      assertTrue(isLegalThere(game, row.position(), row.move()), row.toString());
    }
  }

  @Test
  void parquetRowsKeepExactValuesAndTheirAbsence() {
    String spec = "dots-boxes(rows=1,cols=3)";
    String out = dir.resolve("exact-parquet").toString();
    SelfPlay.builder(spec, "random", "greedy").games(2).nodes(100).exactNodes(1_000_000).format(RowFormat.PARQUET).build()
        .run(Runners.direct(1), out, done -> {});
    List<SelfPlayRow> rows = SelfPlayRow.readAll(out);
    assertEquals(2 * 10, rows.size());
    Game<?, ?> game = Games.parse(spec);
    for (SelfPlayRow row : rows) {
      assertEquals(SplitSolve.solveText(game, row.position()).value(), row.value().orElseThrow(), row.toString());
    }
    SelfPlayRow row = rows.get(0);
    SelfPlayRow without =
        new SelfPlayRow(row.game(), row.index(), row.ply(), row.position(), row.toMove(), row.agent(), row.move(),
            row.result(), row.margin(), OptionalInt.empty());
    assertEquals(without, ParquetRows.fromGroup(ParquetRows.toGroup(without)));
    assertEquals(row, ParquetRows.fromGroup(ParquetRows.toGroup(row)));
  }

  @Test
  void aRowsFileThatIsNotParquetIsRefusedNamingIt() throws Exception {
    Path bad = Files.createDirectories(dir.resolve("bad-parquet"));
    Path file = Files.writeString(bad.resolve("rows-00000-of-00001.parquet"), "{\"game\":\"tictactoe\"}\n");
    String message =
        assertThrows(IllegalArgumentException.class, () -> SelfPlayRow.readAll(bad.toString())).getMessage();
    assertTrue(message.startsWith("cannot read " + file + " as self-play rows: "), message);
  }

  @Test
  void parquetCodecsOtherThanGzipAreRefusedNamingThem() {
    assertEquals(
        "the Parquet codec SNAPPY is not supported: gridgames reads and writes GZIP and UNCOMPRESSED",
        assertThrows(IllegalArgumentException.class, () -> GzipCodecs.INSTANCE.getDecompressor(CompressionCodecName.SNAPPY))
            .getMessage());
  }

  @Test
  void exactValuesAreTheSolversValuesOfThePositions() {
    String spec = "dots-boxes(rows=1,cols=3)";
    String out = dir.resolve("exact").toString();
    SelfPlay.builder(spec, "random", "greedy").games(2).nodes(100).exactNodes(1_000_000).build()
        .run(Runners.direct(1), out, done -> {});
    List<SelfPlayRow> rows = SelfPlayRow.readAll(out);
    assertEquals(2 * 10, rows.size(), "a 1 x 3 game lasts 10 moves");
    Game<?, ?> game = Games.parse(spec);
    for (SelfPlayRow row : rows) {
      assertEquals(SplitSolve.solveText(game, row.position()).value(), row.value().orElseThrow(), row.toString());
    }
  }

  @Test
  void aFolderWithoutRowsOrWithABadLineIsRefusedNamingIt() throws Exception {
    Path empty = Files.createDirectories(dir.resolve("empty"));
    assertEquals(
        "no rows-* files in " + empty,
        assertThrows(IllegalArgumentException.class, () -> SelfPlayRow.readAll(empty.toString())).getMessage());
    Path bad = Files.createDirectories(dir.resolve("bad"));
    Files.writeString(bad.resolve("rows-00000-of-00001.jsonl"), "{\"game\":\"tictactoe\"}\n");
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> SelfPlayRow.readAll(bad.toString()))
            .getMessage()
            .startsWith("not a self-play row: '{\"game\":\"tictactoe\"}': "));
  }

  @Test
  void badInputIsRefusedBeforeThePipelineStarts() {
    assertEquals(
        "unknown agent 'nosuch': tictactoe has no agent 'nosuch'; it has random, greedy, alphabeta, mcts, best",
        assertThrows(IllegalArgumentException.class, () -> SelfPlay.builder("tictactoe", "nosuch", "best").build())
            .getMessage());
    assertEquals(
        "the agent 'best:100' names a time per move, but every agent searches 10 nodes per move; name it without one",
        assertThrows(IllegalArgumentException.class, () -> SelfPlay.builder("tictactoe", "best:100", "best").nodes(10).build())
            .getMessage());
    assertEquals(
        "exact nodes must be >= 1, got 0",
        assertThrows(IllegalArgumentException.class, () -> SelfPlay.builder("tictactoe", "best", "best").exactNodes(0))
            .getMessage());
  }

  private static boolean isLegalThere(Game<?, ?> game, String position, String move) {
    return isLegal(game, position, move);
  }

  private static <S extends State<S, M>, M extends Move> boolean isLegal(Game<S, M> game, String position, String move) {
    S state = game.parsePosition(position);
    return state.legalMoves().contains(game.notation().parse(move));
  }
}
