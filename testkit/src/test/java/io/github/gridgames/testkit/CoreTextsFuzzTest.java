package io.github.gridgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.MatchRecord;
import io.github.gridgames.core.NotationException;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.testkit.toy.ClaimGame;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Fuzz targets for the texts core reads, whatever the game: game specs ({@link GameSpec#parse}),
 * match records ({@link MatchRecord#parse}), and through the toy game every text of a game
 * ({@link TextFuzz#tests}: {@code Games.parse}, notation, {@code Match.replay}, {@code
 * TextPlay.read}). Core's own tests cannot use the test kit, so these live here. Inputs per
 * target: {@value TextFuzz#DEFAULT_INPUTS}, or {@code -Dgridgames.fuzz.inputs=N}.
 */
class CoreTextsFuzzTest {

  private static final List<String> SPECS =
      List.of(
          "dots-boxes(rows=3,cols=3,players=2,turns=extra-turn-on-capture)",
          "tictactoe(rows=3,cols=3,k=3,overlines=win)",
          "nrow(n=6,distance=2,stones=2,players=2)",
          "tictactoe",
          "a-b9(c=1.5,d=X_y+z-0)",
          " claim ( length = 6 , players = 2 ) ",
          "claim()");

  private static final List<String> RECORDS =
      List.of(
          "# gridgames match record\ngame: tictactoe(rows=3,cols=3,k=3,overlines=win)\nnotation: row-col\n1. 2 2\n2. 1 1\n",
          "\ufeffgame: claim\r\nnotation: slot\r\n\r\n# a comment\r\n1. #0\r\n2. #2\r\n",
          "game: dots-boxes(rows=1,cols=2)\nnotation: dot-pair\n1. (0,0)-(0,1)\n2. (1,1)-(1,2)\n3. (0,2)-(1,2)",
          "  game:nrow\n  notation:  point \n1.0,0\n2. 1,-1\n");

  @Test
  void gameSpecsAreReadOrRefusedWithANotationExceptionAndRoundTrip() {
    TextFuzz.Report report =
        TextFuzz.create().check("GameSpec.parse", SPECS, TextFuzz.roundTrip(text -> {
          GameSpec spec = GameSpec.parse(text);
          assertEquals(spec, GameSpec.builder(spec.id()).putAll(spec.parameters()).build(), "the spec built again from its parts");
          return spec;
        }, GameSpec::toString, NotationException.class));
    assertTrue(report.read() > 0, report.toString());
  }

  @Test
  void matchRecordsAreReadOrRefusedWithANotationExceptionAndRoundTrip() {
    TextFuzz.Report report =
        TextFuzz.create().check("MatchRecord.parse", RECORDS, TextFuzz.roundTrip(text -> {
          MatchRecord record = MatchRecord.parse(text);
          assertEquals(record, new MatchRecord(record.game(), record.notation(), record.moves()), "the record built again");
          return record;
        }, MatchRecord::toString, NotationException.class));
    assertTrue(report.read() > 0, report.toString());
  }

  @TestFactory
  Stream<DynamicTest> everyTextOfAGame() {
    return Stream.concat(
        TextFuzz.create().tests(ClaimGame.of(6, 2, TurnPolicy.EXTRA_TURN_ON_CAPTURE)),
        TextFuzz.create().tests(ClaimGame.of(9, 3, TurnPolicy.ALTERNATE)));
  }
}
