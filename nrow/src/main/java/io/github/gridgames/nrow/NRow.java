package io.github.gridgames.nrow;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.spi.TurnTable;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * N-in-a-row on an unbounded sparse board with the Manhattan-distance placement rule (reference
 * 003). Immutable.
 *
 * <p>{@code NRow.of(5, 3)} (the same as {@code NRow.builder().build()}) is the usual game: five
 * in a row, distance 3, two players, no stone cap. {@link #builder()} sets the players, a stone
 * cap or a turn policy, {@link #toBuilder()} changes one setting of a game, and
 * {@link #fromSpec(GameSpec)} reads a game's canonical text.
 *
 * <h2>Rules</h2>
 *
 * <ul>
 *   <li>The board is the whole {@code int} plane ({@link Point}); only the stones are stored.
 *   <li>{@code X} places the first stone; the game's {@link TurnPolicy} says who places each
 *       next one ({@link #turnPolicy()}): by default the players place one stone each in turn
 *       ({@link TurnPolicy#ALTERNATE}); with {@link TurnPolicy#CONNECT6} the first player places
 *       one stone, then each player two per turn (with N = 6, Connect6 on an unbounded board).
 *   <li>The first stone may go on any point. Every later stone must go on an empty point within
 *       Manhattan distance D ({@link #distance()}) of some stone already on the board.
 *   <li>A player who gets N ({@link #n()}) or more of their stones consecutively in a row
 *       (horizontally, vertically or on either diagonal) wins at once; the
 *       {@linkplain NRowState#winningLine() winning line} lists those
 *       stones.
 *   <li>With a stone cap ({@link #stoneCap()}), the game is a draw when the cap-th stone is placed
 *       without winning. Without a cap a game may go on forever ({@link #maxMoves()} is empty).
 * </ul>
 *
 * <h2>Parameters and canonical text</h2>
 *
 * <p>The canonical text is {@code nrow(n=5,distance=3,players=2,cap=none)}; {@code cap} is
 * {@code none} or a positive integer. A turn policy other than {@code alternate} adds
 * {@code turns=NAME}, such as {@code nrow(n=6,distance=3,players=2,cap=none,turns=connect6)};
 * {@link #fromSpec(GameSpec)} reads the built-in names ({@link TurnPolicy#named(String)}). A
 * custom policy ({@link Builder#turnPolicy(TurnPolicy)}) works like the built-in ones, but its
 * game's text cannot be read back, it may not take a built-in policy's name, and games are equal
 * when their canonical texts and their policies are equal (two custom policies of one name make
 * different games). Limits: {@code 1 <= n <= }{@value #MAX_N} (with
 * {@code n=1} the first stone wins); {@code 1 <= distance <= }{@value #MAX_DISTANCE} (a stone
 * adds up to {@code 2D(D+1)} candidate points, so D is kept small); {@code 2 <= players <= }
 * {@value #MAX_PLAYERS}; {@code cap >= 1}.
 *
 * <h2>Players</h2>
 *
 * <p>Players are named {@code X}, {@code O}, then {@code A}, {@code B}, ... {@code Z} in
 * alphabetical order without {@code O} and {@code X} (so the third player is {@code A} and the
 * 26th is {@code Z}).
 *
 * <h2>Notations</h2>
 *
 * <p>{@link #comma()}, {@code x,y} (the default), and {@link #space()}, {@code x y}: decimal
 * {@code int}s with an optional sign, whitespace tolerated around the text and around the comma.
 *
 * <h2>Position text</h2>
 *
 * <p>{@link NRowState#positionText()} writes a state as one line that
 * {@link #parsePosition(String)} reads back: each player's stones, then one space and the player
 * to move.
 *
 * <pre>
 * position = group *("/" group) " " mover [turn]   (one group per player: X, O, A, B, ...)
 * group    = [point *(";" point)]    the player's stones, sorted by y, then x
 * point    = int "," int             x,y: decimal, an optional '-', no leading zero, no -0
 * mover    = the symbol of the player to move
 * turn     = a digit 2 to 9: in an ongoing game, how many stones the mover places in a row from
 *            here when the turn policy gives more than one (9 stands for 9 or more; never more
 *            than the stone cap leaves)
 * </pre>
 *
 * <p>Examples: the empty board is {@code / X}; after X on 0,0, O on 1,0 and X on 2,2,
 * {@code 0,0;2,2/1,0 O}; in Connect6 order ({@link TurnPolicy#CONNECT6}) after X's first stone,
 * {@code 0,0/ O2} (O places two stones), and after O's first, {@code 0,0/1,1 O} (O places one
 * more). The turn count follows from the number of stones and is written for the reader (and
 * checked), since the turn policy decides everything else. The text is canonical: each state has
 * exactly one, and reading refuses anything else.
 *
 * <p>Reading refuses, with a {@link io.github.gridgames.core.NotationException} that names the
 * character and what was expected there: a malformed text; a point that holds two stones; more
 * stones than the cap; stone counts the turn policy cannot give (it is asked for the stones'
 * number of moves from X); a player to move or a turn count other than the policy gives; stones
 * that could not each have been placed within distance D of an earlier one (the stones must be
 * linked by steps of Manhattan distance at most D); lines of N of two players; a line of a player
 * who did not place the last stone; and lines that no single last stone completed (play went on
 * after a line). It does not check whether one order of the stones satisfies the turn order, the
 * distance rule and the absence of an earlier line all at once.
 */
public final class NRow implements Game<NRowState, Point> {

  /** The game id, {@code nrow}. */
  public static final String ID = "nrow";

  /** The largest accepted N, 1000. */
  public static final int MAX_N = 1000;

  /** The largest accepted placement distance, 16. */
  public static final int MAX_DISTANCE = 16;

  /** The largest number of players, one per symbol: 26. */
  public static final int MAX_PLAYERS = 26;

  /**
   * The largest stone count {@link #toMoveAfter(int)} answers for, 2^30: more than a board can
   * hold.
   */
  public static final int MAX_STONES = 1 << 30;

  /** The builder's number of stones in a row needed to win. */
  private static final int DEFAULT_N = 5;

  /** The builder's placement distance. */
  private static final int DEFAULT_DISTANCE = 3;

  /** The builder's number of players. */
  private static final int DEFAULT_PLAYERS = 2;

  private static final String SYMBOLS = "XOABCDEFGHIJKLMNPQRSTUVWYZ";

  private static final List<Notation<Point>> NOTATIONS =
      List.of(PointNotation.comma(), PointNotation.space());

  private static final Set<String> PARAMETERS =
      new LinkedHashSet<>(List.of("n", "distance", "players", "cap", "turns"));

  private final int n;
  private final int distance;
  private final int players;
  /** The stone cap, or 0 for none. */
  private final int cap;

  private final TurnPolicy turnPolicy;
  private final GameSpec spec;
  private final NRowState initial;

  /**
   * The turn policy's answers so far: the index of the player to move once {@code m} stones are
   * down, for {@code m} below {@link #moversKnown}. Grown under {@link #policyLock}, read without
   * it: entries below {@link #moversKnown} never change, and both fields are volatile, so a reader
   * that sees a count or a (grown, copied) table also sees the entries written before it.
   */
  private volatile int[] movers = {0};

  private volatile int moversKnown = 1;

  private final Object policyLock = new Object();
  /** How the rules ask the turn policy, filling {@link #movers}. */
  private final TurnTable turns;

  private NRow(int n, int distance, int players, int cap, TurnPolicy turnPolicy) {
    this.n = n;
    this.distance = distance;
    this.players = players;
    this.cap = cap;
    this.turnPolicy = TurnTable.checkPolicy(turnPolicy);
    this.turns = TurnTable.of(turnPolicy, players, 0, cap == 0 ? Integer.MAX_VALUE : cap);
    GameSpec.Builder text =
        GameSpec.builder(ID)
            .put("n", n)
            .put("distance", distance)
            .put("players", players)
            .put("cap", cap == 0 ? "none" : Integer.toString(cap));
    if (turnPolicy != TurnPolicy.ALTERNATE) {
      text = text.put("turns", turnPolicy.name());
    }
    this.spec = text.build();
    this.initial = NRowState.initial(this);
  }

  /**
   * Returns a two-player game without stone cap, each player placing one stone in turn:
   * {@code of(5, 3)} is the usual game, {@code nrow(n=5,distance=3,players=2,cap=none)}.
   *
   * @param n the number of stones in a row that wins, 1 to {@value #MAX_N}
   * @param distance the placement distance D, 1 to {@value #MAX_DISTANCE}
   * @return the game
   * @throws IllegalArgumentException if a parameter is out of range; the message names it, its
   *     value and the limits
   */
  public static NRow of(int n, int distance) {
    return builder().n(n).distance(distance).build();
  }

  /**
   * Starts building a game from the defaults: five in a row, distance 3, two players, no stone
   * cap, {@link TurnPolicy#ALTERNATE}; each setter of the {@link Builder} names its default.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Starts building a game from this game's settings, so as to change some of them:
   * {@code game.toBuilder().build()} equals {@code game}.
   *
   * @return a new builder holding every setting of this game
   */
  public Builder toBuilder() {
    Builder builder = builder().n(n).distance(distance).players(players).turnPolicy(turnPolicy);
    if (cap == 0) {
      builder.noStoneCap();
    } else {
      builder.stoneCap(cap);
    }
    return builder;
  }

  /**
   * Creates a game from its spec, such as {@code nrow(n=4,cap=100)}; missing parameters take
   * their defaults.
   *
   * @param spec a spec with id {@code nrow} and only the parameters {@code n}, {@code distance},
   *     {@code players}, {@code cap} and {@code turns}
   * @return the game
   * @throws IllegalArgumentException if the id is not {@code nrow}, a parameter is unknown, not an
   *     integer ({@code cap} may also be {@code none}) or out of range, or {@code turns} is not
   *     the name of a built-in turn policy; the message names it
   */
  public static NRow fromSpec(GameSpec spec) {
    GameSpec checked = requireNonNull(spec, "spec").requireOnly(ID, PARAMETERS);
    Builder builder =
        builder()
            .n(checked.intParameter("n", DEFAULT_N))
            .distance(checked.intParameter("distance", DEFAULT_DISTANCE))
            .players(checked.intParameter("players", DEFAULT_PLAYERS));
    if (checked.get("cap").orElse("none").equals("none")) {
      builder.noStoneCap();
    } else {
      builder.stoneCap(checked.intParameter("cap", 0));
    }
    Optional<String> turns = checked.get("turns");
    if (turns.isPresent()) {
      builder.turnPolicy(TurnPolicy.named(turns.get()));
    }
    return builder.build();
  }

  /**
   * Returns the number of stones in a row that wins.
   *
   * @return N, at least 1
   */
  public int n() {
    return n;
  }

  /**
   * Returns the placement distance: every stone after the first must be within this Manhattan
   * distance of some stone already placed.
   *
   * @return D, at least 1
   */
  public int distance() {
    return distance;
  }

  /**
   * Returns the stone cap: the game is a draw when this many stones are placed without a win.
   *
   * @return the cap, or empty when the game has none
   */
  public OptionalInt stoneCap() {
    return cap == 0 ? OptionalInt.empty() : OptionalInt.of(cap);
  }

  @Override
  public GameSpec spec() {
    return spec;
  }

  @Override
  public int playerCount() {
    return players;
  }

  /**
   * Returns the policy that says who places each next stone: {@link TurnPolicy#ALTERNATE} unless
   * the game was built with another. Stones capture nothing, so the policy always sees
   * {@link MoveEffect#NONE}; it sees the move number.
   *
   * @return the turn policy
   */
  @Override
  public TurnPolicy turnPolicy() {
    return turnPolicy;
  }

  /**
   * Returns the player to move once {@code stones} stones are on the board, as the turn policy
   * decides it move after move from {@code X} on the empty board: so an agent can see who moves
   * after the next move without assuming alternation. The policy is asked once per move number
   * and its answers are kept.
   *
   * @param stones the number of stones on the board, 0 to {@value #MAX_STONES} (more than a board
   *     can hold: a position holds at most 2^30 points)
   * @return the player to move then
   * @throws IllegalArgumentException if {@code stones} is out of range
   * @throws IllegalStateException if the turn policy names a player outside the game on the way;
   *     the message names the policy
   */
  public Player toMoveAfter(int stones) {
    checkArgument(
        stones >= 0 && stones <= MAX_STONES,
        "stones must be between 0 and %s, got %s",
        MAX_STONES,
        stones);
    return Player.of(moverAt(stones));
  }

  /** The index of the player to move once {@code stones} stones are down; see toMoveAfter. */
  int moverAt(int stones) {
    if (stones < moversKnown) {
      return movers[stones];
    }
    return askPolicy(stones);
  }

  private int askPolicy(int stones) {
    synchronized (policyLock) {
      int known = moversKnown;
      int[] table = movers;
      if (stones >= table.length) {
        table = Arrays.copyOf(table, (int) Math.max(stones + 1L, Math.min(MAX_STONES + 1L, 2L * table.length)));
      }
      for (int m = known; m <= stones; m++) {
        table[m] = turns.next(table[m - 1], 0, m - 1);
        movers = table;
        moversKnown = m + 1;
      }
      return table[stones];
    }
  }

  /**
   * Returns the empty board with {@code X} to move, on which every point is legal; see
   * {@link NRowState#legalMoves()}.
   *
   * @return the initial state
   */
  @Override
  public NRowState initialState() {
    return initial;
  }

  /**
   * Returns the {@link #comma()} ({@code x,y}, the default) and {@link #space()} ({@code x y})
   * notations, in that order.
   *
   * @return the two notations
   */
  @Override
  public List<Notation<Point>> notations() {
    return NOTATIONS;
  }

  /**
   * Returns the notation named {@code comma}, the default: a point as {@code x,y}, such as
   * {@code -3,7}; whitespace is tolerated around the text and around the comma.
   *
   * @return the notation
   */
  public Notation<Point> comma() {
    return PointNotation.comma();
  }

  /**
   * Returns the notation named {@code space}: a point as {@code x y}, such as {@code -3 7}; at
   * least one whitespace character separates the coordinates.
   *
   * @return the notation
   */
  public Notation<Point> space() {
    return PointNotation.space();
  }

  /**
   * Returns the player's symbol: {@code X}, {@code O}, then {@code A} to {@code Z} without
   * {@code O} and {@code X}.
   *
   * @param player a player of this game
   * @return a one-letter name
   * @throws IllegalArgumentException if the player's index is not below {@link #playerCount()}
   */
  @Override
  public String playerName(Player player) {
    requireNonNull(player, "player");
    checkArgument(
        player.index() < players,
        "%s is not in this game of %s players",
        player,
        players);
    return String.valueOf(symbol(player.index()));
  }

  /**
   * Returns {@code true}: states write a position text that {@link #parsePosition(String)} reads;
   * see the class comment.
   *
   * @return true
   */
  @Override
  public boolean hasPositionText() {
    return true;
  }

  /**
   * Reads a position text, as the class comment describes: {@code parsePosition(s.positionText())}
   * equals {@code s}. Its {@link NRowState#lastMove()} is empty.
   *
   * @param text a position text of this game
   * @return the state it names, with its outcome (a win carries the line through the stone that
   *     completed it)
   * @throws io.github.gridgames.core.NotationException if the text is malformed or names a
   *     position the rules cannot produce (see the class comment); the message names the
   *     character and what was expected there
   * @throws NullPointerException if {@code text} is null
   */
  @Override
  public NRowState parsePosition(String text) {
    requireNonNull(text, "text");
    return NRowPositionText.read(this, text);
  }

  /**
   * Returns the stone cap, or empty when there is none (a game may then go on forever).
   *
   * @return the maximum game length
   */
  @Override
  public OptionalInt maxMoves() {
    return stoneCap();
  }

  /** Two games are equal when their {@linkplain #spec() canonical texts} and turn policies are. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof NRow other
        && spec.equals(other.spec)
        && turnPolicy.equals(other.turnPolicy);
  }

  @Override
  public int hashCode() {
    return spec.hashCode();
  }

  /** Returns the canonical text, such as {@code nrow(n=5,distance=3,players=2,cap=none)}. */
  @Override
  public String toString() {
    return spec.toString();
  }

  static char symbol(int playerIndex) {
    return SYMBOLS.charAt(playerIndex);
  }

  /**
   * Says where a game stands in the players' symbols: {@code O to move}, {@code X wins} (a line
   * has one winner) or {@code draw}.
   */
  String standing(Outcome outcome, Player toMove) {
    if (outcome.isWin()) {
      return playerName(outcome.winners().iterator().next()) + " wins";
    }
    return outcome.isDraw() ? "draw" : playerName(toMove) + " to move";
  }

  /**
   * Builds an {@link NRow}: a mutable builder whose setters record a value and return this
   * builder, and whose {@link #build()} checks them all. Not thread-safe.
   */
  public static final class Builder {
    private int n = DEFAULT_N;
    private int distance = DEFAULT_DISTANCE;
    private int players = DEFAULT_PLAYERS;
    /** The stone cap, or 0 for none. */
    private int cap = 0;
    private boolean capSet = false;
    private TurnPolicy turnPolicy = TurnPolicy.ALTERNATE;

    private Builder() {}

    /**
     * Sets the number of stones in a row that wins; the default is 5.
     *
     * @param n 1 to {@value NRow#MAX_N}; checked by {@link #build()}
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder n(int n) {
      this.n = n;
      return this;
    }

    /**
     * Sets the placement distance D; the default is 3.
     *
     * @param distance 1 to {@value NRow#MAX_DISTANCE}; checked by {@link #build()}
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder distance(int distance) {
      this.distance = distance;
      return this;
    }

    /**
     * Sets the number of players; the default is 2.
     *
     * @param players 2 to {@value NRow#MAX_PLAYERS}; checked by {@link #build()}
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder players(int players) {
      this.players = players;
      return this;
    }

    /**
     * Sets a stone cap: the game is a draw once this many stones are placed without a win. The
     * default is no cap ({@link #noStoneCap()}).
     *
     * @param cap at least 1; checked by {@link #build()}
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder stoneCap(int cap) {
      this.cap = cap;
      this.capSet = true;
      return this;
    }

    /**
     * Removes the stone cap (the default): a game may go on forever.
     *
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder noStoneCap() {
      this.cap = 0;
      this.capSet = false;
      return this;
    }

    /**
     * Sets who places each next stone; the default is {@link TurnPolicy#ALTERNATE}, one stone
     * each in turn. For example {@link TurnPolicy#CONNECT6} or a user's policy; see the class
     * comment.
     *
     * @param turnPolicy the policy; a custom one may not take a built-in policy's name (checked
     *     by {@link #build()})
     * @return this builder
     * @throws NullPointerException if {@code turnPolicy} is null
     */
    @CanIgnoreReturnValue
    public Builder turnPolicy(TurnPolicy turnPolicy) {
      this.turnPolicy = requireNonNull(turnPolicy, "turnPolicy");
      return this;
    }

    /**
     * Builds the game; the builder may be changed and used again afterwards.
     *
     * @return the game
     * @throws IllegalArgumentException if a parameter is out of range (the message names the
     *     parameter, its value and the limits), or a custom turn policy takes a built-in name
     */
    public NRow build() {
      checkArgument(
          n >= 1 && n <= MAX_N,
          "n (stones in a row to win) must be between 1 and %s, got %s",
          MAX_N,
          n);
      checkArgument(
          distance >= 1 && distance <= MAX_DISTANCE,
          "distance (the placement distance D) must be between 1 and %s, got %s",
          MAX_DISTANCE,
          distance);
      checkArgument(
          players >= 2 && players <= MAX_PLAYERS,
          "players must be between 2 and %s, got %s",
          MAX_PLAYERS,
          players);
      checkArgument(
          !capSet || cap >= 1,
          "cap (the stone cap) must be at least 1 (or none), got %s",
          cap);
      TurnTable.checkPolicy(turnPolicy);
      return new NRow(n, distance, players, capSet ? cap : 0, turnPolicy);
    }
  }
}
