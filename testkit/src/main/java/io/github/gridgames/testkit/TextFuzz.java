package io.github.gridgames.testkit;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.errorprone.annotations.CheckReturnValue;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import io.github.gridgames.core.tools.TextPlay;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.DynamicTest;

/**
 * Seeded fuzzing of anything that reads text: a parser, a notation, a record reader, a protocol.
 * Each fuzz target gets valid sample texts and a {@link TextCheck}; {@link #check(String, List,
 * TextCheck)} feeds it {@linkplain #inputs(int) a number of} inputs made from the samples by
 * character edits, insertions, deletions, truncations, duplications, swaps, splices and line
 * edits, with pieces of a hostile alphabet (digits, separators, huge and negative numbers, every
 * kind of whitespace and line break, NUL, letters that change under case mapping, digits of other
 * scripts, lone surrogates) and of the samples' own words, and purely random strings.
 *
 * <pre>{@code
 * TextFuzz.create().check("my notation", samples,
 *     TextFuzz.roundTrip(notation::parse, notation::format, NotationException.class));
 * }</pre>
 *
 * <p>{@link #roundTrip} makes the usual check: the documented refusals only, and what reads is
 * written back and read again to an equal value. A check can also be written by hand: it returns
 * whether the text was read, and fails by throwing.
 *
 * <p>The check fails by throwing anything: an assertion of its own, or an exception the code under
 * test does not document. An input that runs longer than the {@linkplain #hangLimit(Duration) hang
 * limit} (10 s by default, a watchdog for gross hangs, not a speed test) fails too. The first
 * failure is shrunk, by deleting chunks and single characters while the input still fails the
 * same way, and reported as an {@link org.opentest4j.AssertionFailedError} whose message names the
 * target, the base seed, the input's number, the input and the shrunk input, both written as Java
 * string literals.
 *
 * <p>{@link #tests(Game)} makes the fuzz targets of every text of a game: its spec, each
 * notation, its match records, its text play and its contest protocols.
 *
 * <p>Input {@code i} depends only on the samples, the base seed and {@code i} ({@link
 * #input(List, int)} returns it), so a reported failure reproduces from the seed and the number.
 * The base seed is {@link GameProperties#defaultSeed()} (the system property {@code gridgames.seed}
 * or {@link GameProperties#DEFAULT_SEED}) unless {@link #seed(long)} sets another; the number of
 * inputs per target is {@value #DEFAULT_INPUTS}, or the system property {@code
 * gridgames.fuzz.inputs}, such as {@code -Dgridgames.fuzz.inputs=1000000} for a long run.
 */
public final class TextFuzz {

  /** The number of inputs per target unless {@link #inputs(int)} or {@code gridgames.fuzz.inputs} sets another. */
  public static final int DEFAULT_INPUTS = 3000;

  /** The system property that sets the number of inputs per target. */
  public static final String INPUTS_PROPERTY = "gridgames.fuzz.inputs";

  /** How long one input may run before it counts as a hang, unless {@link #hangLimit(Duration)} sets another. */
  public static final Duration DEFAULT_HANG_LIMIT = Duration.ofSeconds(10);

  private static final int SHRINK_ATTEMPTS = 3000;
  private static final long SHRINK_NANOS = TimeUnit.SECONDS.toNanos(20);
  private static final long POLL_MILLIS = 100;

  private long seed = GameProperties.defaultSeed();
  private int inputs = defaultInputs();
  private Duration hangLimit = DEFAULT_HANG_LIMIT;

  private TextFuzz() {}

  /**
   * Starts fuzzing with the default seed, number of inputs and hang limit.
   *
   * @return a fuzzer
   * @throws IllegalArgumentException if {@code gridgames.seed} or {@code gridgames.fuzz.inputs} is
   *     set but not a number (of inputs, at least 1)
   */
  public static TextFuzz create() {
    return new TextFuzz();
  }

  /**
   * Returns the number of inputs per target in use when none is set: the system property {@value
   * #INPUTS_PROPERTY} if set, otherwise {@value #DEFAULT_INPUTS}.
   *
   * @return the number
   * @throws IllegalArgumentException if the property is set but not an {@code int} of at least 1
   */
  public static int defaultInputs() {
    String property = System.getProperty(INPUTS_PROPERTY);
    if (property == null || property.isBlank()) {
      return DEFAULT_INPUTS;
    }
    int value;
    try {
      value = Integer.parseInt(property.strip());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "system property " + INPUTS_PROPERTY + " must be a number, got '" + property + "'", e);
    }
    checkArgument(value >= 1, "system property %s must be at least 1, got %s", INPUTS_PROPERTY, value);
    return value;
  }

  /**
   * Sets the base seed.
   *
   * @param seed the seed
   * @return this
   */
  @CheckReturnValue
  public TextFuzz seed(long seed) {
    this.seed = seed;
    return this;
  }

  /**
   * Sets the number of inputs per target.
   *
   * @param inputs at least 1
   * @return this
   * @throws IllegalArgumentException if {@code inputs} is below 1
   */
  @CheckReturnValue
  public TextFuzz inputs(int inputs) {
    checkArgument(inputs >= 1, "inputs must be >= 1, got %s", inputs);
    this.inputs = inputs;
    return this;
  }

  /**
   * Sets how long one input may run before it fails as a hang.
   *
   * @param limit a positive duration
   * @return this
   * @throws IllegalArgumentException if {@code limit} is not positive
   */
  @CheckReturnValue
  public TextFuzz hangLimit(Duration limit) {
    requireNonNull(limit, "limit");
    checkArgument(!limit.isNegative() && !limit.isZero(), "the hang limit must be positive, got %s", limit);
    this.hangLimit = limit;
    return this;
  }

  /**
   * Returns the base seed.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * Returns the number of inputs per target.
   *
   * @return the number
   */
  public int inputs() {
    return inputs;
  }

  /**
   * Returns input number {@code index} of a target with these samples under this fuzzer's seed:
   * the text a failure report's input number names.
   *
   * @param samples the target's sample texts
   * @param index the input's number, from 0
   * @return the input
   * @throws IllegalArgumentException if {@code index} is negative
   */
  public String input(List<String> samples, int index) {
    checkArgument(index >= 0, "index must be >= 0, got %s", index);
    return new TextMutator(samples, seed).input(index);
  }

  /**
   * Reads what a fuzz target does with one input. A check runs the code under test on the text,
   * treats the documented refusals as such, and checks what it reads; it fails by throwing.
   */
  @FunctionalInterface
  public interface TextCheck {

    /**
     * Checks one input.
     *
     * @param text the input
     * @return whether the text was read ({@code true}) or refused as documented ({@code false}),
     *     for the {@link Report}
     * @throws Exception an assertion error or any exception: the input fails
     */
    boolean check(String text) throws Exception;
  }

  /**
   * Reads a value from text, as the code under test does.
   *
   * @param <T> the value's type
   */
  @FunctionalInterface
  public interface TextReader<T> {

    /**
     * Reads a text.
     *
     * @param text the text
     * @return the value
     * @throws Exception if the text is refused, as documented or not
     */
    T read(String text) throws Exception;
  }

  /**
   * Returns the check of a reader that refuses text only with the given exceptions and whose reading
   * round-trips: the value, written back, reads to an equal value. Extra assertions on what is read
   * go in the reader or the writer.
   *
   * @param read the reader under test
   * @param write writes a value read back as text
   * @param refusals the exception classes the reader documents for text it refuses
   * @param <T> the value's type
   * @return the check, which returns whether the text was read
   */
  public static <T> TextCheck roundTrip(TextReader<T> read, Function<? super T, String> write, Class<?>... refusals) {
    requireNonNull(read, "read");
    requireNonNull(write, "write");
    List<Class<?>> documented = List.of(refusals);
    return text -> {
      T value;
      try {
        value = read.read(text);
      } catch (Exception e) {
        if (documented.stream().anyMatch(refusal -> refusal.isInstance(e))) {
          return false;
        }
        throw e;
      }
      String written = write.apply(value);
      assertEquals(value, read.read(written), () -> "the value read back from its text " + TextShrinker.literal(written));
      return true;
    };
  }

  /**
   * What a fuzz target did.
   *
   * @param target the target's name
   * @param seed the base seed
   * @param inputs the number of inputs checked
   * @param read how many of them were read rather than refused
   */
  public record Report(String target, long seed, int inputs, int read) {}

  /**
   * Runs a fuzz target: checks {@link #inputs()} inputs made from the samples.
   *
   * @param target the target's name, for the report
   * @param samples valid texts to mutate, possibly none (then every input is a random string)
   * @param check the check of one input
   * @return what the target did
   * @throws org.opentest4j.AssertionFailedError on the first input that fails, with the shrunk
   *     input in its message
   */
  public Report check(String target, List<String> samples, TextCheck check) {
    requireNonNull(target, "target");
    requireNonNull(check, "check");
    TextMutator mutator = new TextMutator(samples, seed);
    Worker worker = new Worker(mutator, check, inputs);
    Thread thread = new Thread(worker, "text fuzz: " + target);
    thread.setDaemon(true);
    thread.start();
    long limit = hangLimit.toNanos();
    while (thread.isAlive()) {
      try {
        thread.join(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while fuzzing " + target, e);
      }
      long started = worker.started;
      int index = worker.index;
      if (thread.isAlive() && started != 0 && System.nanoTime() - started > limit) {
        Hang hang = new Hang(hangLimit, thread.getStackTrace());
        worker.stopped = true;
        throw failure(target, samples, index, mutator.input(index), hang, check);
      }
    }
    Throwable failed = worker.failure;
    if (failed != null) {
      throw failure(target, samples, worker.failedIndex, requireNonNull(worker.failedInput), failed, check);
    }
    return new Report(target, seed, inputs, worker.read);
  }

  /**
   * Returns the fuzz targets of every text of a game, one dynamic test each: the game's spec read
   * by {@link io.github.gridgames.core.Games#parse(String)}, each notation (parse, round trip, and
   * a {@link io.github.gridgames.core.Match} that refuses the text changes nothing), match records
   * (parse, round trip, replay), the text play of the game's installed {@link
   * io.github.gridgames.core.tools.GameTools} ({@link TextPlay#read}, on random states, each
   * notation in use in turn; the example of every prompt, a legal move), and the setup, turns and
   * answers of the tools' contest protocols that carry the game ({@link
   * io.github.gridgames.core.tools.BotProtocol}). The samples come from seeded random games.
   *
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the dynamic tests, named after the game and the target
   */
  public <S extends State<S, M>, M extends Move> Stream<DynamicTest> tests(Game<S, M> game) {
    return new GameTexts<>(this, game, Optional.empty()).tests();
  }

  /**
   * Returns the fuzz targets of {@link #tests(Game)}, with a given text play.
   *
   * @param game the game
   * @param textPlay how people type the game's moves
   * @param <S> the state type
   * @param <M> the move type
   * @return the dynamic tests
   * @throws IllegalArgumentException if the text play is of another game
   */
  public <S extends State<S, M>, M extends Move> Stream<DynamicTest> tests(Game<S, M> game, TextPlay<S, M> textPlay) {
    checkArgument(textPlay.game().equals(game), "the text play is of %s, not of %s", textPlay.game(), game);
    return new GameTexts<>(this, game, Optional.of(textPlay)).tests();
  }

  private TextFuzzFailure failure(
      String target, List<String> samples, int index, String input, Throwable failure, TextCheck check) {
    // A hang costs the whole hang limit per attempt that still hangs: its shrinking gets three.
    long shrinkNanos = failure instanceof Hang ? 3 * hangLimit.toNanos() : SHRINK_NANOS;
    String shrunk = new TextShrinker(check, failure, hangLimit, SHRINK_ATTEMPTS, shrinkNanos).shrink(input);
    @Nullable Throwable shrunkFailure = shrunk.equals(input) ? failure : TextShrinker.failureOf(check, shrunk, hangLimit);
    String message =
        "fuzz target '" + target + "' failed on input " + index + " of base seed " + seed
            + " (" + inputs + " inputs, " + samples.size() + " samples)\n"
            + "  failure: " + failure + "\n"
            + "  input:  " + TextShrinker.literal(input) + "\n"
            + "  shrunk: " + TextShrinker.literal(shrunk) + " (" + shrunk.length() + " of " + input.length()
            + " chars), which fails with: " + shrunkFailure + "\n"
            + "  -Dgridgames.seed=" + seed + " reruns it; TextFuzz.input(samples, " + index + ") gives the input";
    TextFuzzFailure report = new TextFuzzFailure(message, target, seed, index, input, shrunk, shrunkFailure);
    if (shrunkFailure != failure && shrunkFailure != null) {
      report.addSuppressed(failure);
    }
    return report;
  }

  /** Runs the inputs on its own thread, so that the caller can watch for hangs. */
  private static final class Worker implements Runnable {
    private final TextMutator mutator;
    private final TextCheck check;
    private final int inputs;
    volatile int index;
    volatile long started;
    volatile boolean stopped;
    int read;
    int failedIndex;
    @Nullable String failedInput;
    @Nullable Throwable failure;

    Worker(TextMutator mutator, TextCheck check, int inputs) {
      this.mutator = mutator;
      this.check = check;
      this.inputs = inputs;
    }

    @Override
    public void run() {
      for (int i = 0; i < inputs && !stopped; i++) {
        String input = mutator.input(i);
        index = i;
        started = System.nanoTime() | 1;
        try {
          if (check.check(input)) {
            read++;
          }
        } catch (Throwable t) { // everything a check throws is a failure to report, errors included
          failedIndex = i;
          failedInput = input;
          failure = t;
          return;
        } finally {
          started = 0;
        }
      }
    }
  }

  /** An input that ran past the hang limit; its stack trace is where the check was stuck. */
  static final class Hang extends AssertionError {
    private static final long serialVersionUID = 1L;

    Hang(Duration limit, StackTraceElement[] where) {
      super("no result within " + limit.toMillis() + " ms (a hang); the check was stuck here");
      setStackTrace(where);
    }
  }
}
