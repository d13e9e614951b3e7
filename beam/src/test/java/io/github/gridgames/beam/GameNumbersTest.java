package io.github.gridgames.beam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.apache.beam.sdk.io.OffsetBasedSource;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.testing.SourceTestUtils;
import org.junit.jupiter.api.Test;

class GameNumbersTest {

  private final PipelineOptions options = PipelineOptionsFactory.create();

  @Test
  void readsEveryNumberOnce() throws Exception {
    assertEquals(
        LongStream.range(0, 50).boxed().toList(), SourceTestUtils.readFromSource(GameNumbers.upTo(50), options));
  }

  @Test
  void splitsIntoMorePiecesThanAskedForThatCoverTheNumbersOnce() throws Exception {
    GameNumbers numbers = GameNumbers.upTo(600);
    // A runner with three workers asks for three pieces of the 600 numbers' 4,800 bytes.
    List<? extends OffsetBasedSource<Long>> pieces = numbers.split(numbers.getEstimatedSizeBytes(options) / 3, options);
    assertEquals(3 * GameNumbers.PIECES_PER_SPLIT, pieces.size());
    List<Long> read = new ArrayList<>();
    for (OffsetBasedSource<Long> piece : pieces) {
      assertEquals(600 / pieces.size(), piece.getEndOffset() - piece.getStartOffset(), "pieces of one size");
      read.addAll(SourceTestUtils.readFromSource(piece, options));
    }
    assertEquals(LongStream.range(0, 600).boxed().toList(), read);
    SourceTestUtils.assertSourcesEqualReferenceSource(numbers, pieces, options);
  }

  @Test
  void noGamesIsRefused() {
    assertEquals(
        "a pipeline plays at least one game, got 0",
        assertThrows(IllegalArgumentException.class, () -> GameNumbers.upTo(0)).getMessage());
  }
}
