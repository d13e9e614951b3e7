package io.github.gridgames.beam;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.List;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.io.OffsetBasedSource;
import org.apache.beam.sdk.options.PipelineOptions;

/**
 * The numbers of a pipeline's games, {@code 0} to {@code count - 1}, as a bounded source that
 * splits into {@value #PIECES_PER_SPLIT} times as many pieces as the runner asks for. A runner
 * asks for about one piece per worker, and a worker's piece is then one bundle of games
 * (Beam's Direct runner makes at least three of them, so two workers ran two thirds of the games
 * one after the other); smaller pieces let the workers take the next piece as they come free, as
 * {@link io.github.gridgames.ai.Arena}'s threads take the next game, whatever the games cost. No
 * result depends on the pieces: each game is played from its number alone.
 */
final class GameNumbers extends OffsetBasedSource<Long> {

  /** The pieces made of each piece the runner asks for. */
  static final int PIECES_PER_SPLIT = 4;

  private static final long serialVersionUID = 1L;

  private GameNumbers(long start, long end) {
    super(start, end, 1);
  }

  /**
   * The numbers {@code 0} to {@code count - 1}.
   *
   * @throws IllegalArgumentException if {@code count} is below 1
   */
  static GameNumbers upTo(long count) {
    checkArgument(count >= 1, "a pipeline plays at least one game, got %s", count);
    return new GameNumbers(0, count);
  }

  @Override
  public List<? extends OffsetBasedSource<Long>> split(long desiredBundleSizeBytes, PipelineOptions options)
      throws Exception {
    return super.split(Math.max(getBytesPerOffset(), desiredBundleSizeBytes / PIECES_PER_SPLIT), options);
  }

  @Override
  public long getBytesPerOffset() {
    return Long.BYTES;
  }

  @Override
  public long getMaxEndOffset(PipelineOptions options) {
    return getEndOffset();
  }

  @Override
  public OffsetBasedSource<Long> createSourceForSubrange(long start, long end) {
    return new GameNumbers(start, end);
  }

  @Override
  public Coder<Long> getOutputCoder() {
    return VarLongCoder.of();
  }

  @Override
  public BoundedReader<Long> createReader(PipelineOptions options) {
    return new Reader(this);
  }

  /** Reads a piece's numbers in order. */
  private static final class Reader extends OffsetBasedSource.OffsetBasedReader<Long> {
    private long current;

    Reader(GameNumbers source) {
      super(source);
      current = source.getStartOffset();
    }

    @Override
    protected long getCurrentOffset() {
      return current;
    }

    @Override
    protected boolean startImpl() {
      current = getCurrentSource().getStartOffset();
      return true;
    }

    @Override
    protected boolean advanceImpl() {
      current++;
      return true;
    }

    @Override
    public Long getCurrent() {
      return current;
    }

    @Override
    public void close() {}
  }
}
