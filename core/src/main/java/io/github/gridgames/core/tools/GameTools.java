package io.github.gridgames.core.tools;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;
import static java.util.Objects.requireNonNull;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.State;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * What the tools need from the games of one id beyond their rules: the options people choose them
 * with, how people type and read their moves, and the contest protocols their bots speak. It is a
 * service, looked up with {@link ServiceLoader} like {@link io.github.gridgames.core.GameProvider}
 * and registered the same way, beside it: in {@code module-info.java} ({@code provides
 * io.github.gridgames.core.tools.GameTools with ...}) and in {@code
 * META-INF/services/io.github.gridgames.core.tools.GameTools} for class-path use. A game needs
 * none: without it, tools give one option per parameter ({@link GameOption#ofParameters(Game)}),
 * the default {@link TextPlay#of(Game)} and no protocol.
 *
 * <p>The tools are typed by the class of the games: {@link #textPlay(Game)} receives a game of
 * that class, so an implementation uses the game's own methods without a cast. Tools that hold a
 * game of unknown type reach it through {@link #textPlayOf(Game)}, which checks the class once.
 *
 * <pre>{@code
 * public final class ConnectFourTools implements GameTools<ConnectFour, ConnectFourState, Column> {
 *   public String id() { return ConnectFour.ID; }
 *   public Class<ConnectFour> gameClass() { return ConnectFour.class; }
 *   public List<GameOption> options() { return GameOption.ofParameters(ConnectFour.of(6, 7)); }
 *   public TextPlay<ConnectFourState, Column> textPlay(ConnectFour game) { ... }
 * }
 * }</pre>
 *
 * @param <G> the class of the games
 * @param <S> the state type
 * @param <M> the move type
 */
public interface GameTools<G extends Game<S, M>, S extends State<S, M>, M extends Move> {

  /**
   * Returns the id of the games these tools serve, the id of their {@link
   * io.github.gridgames.core.GameProvider}, such as {@code dots-boxes}.
   *
   * @return the id
   */
  String id();

  /**
   * Returns the class of the games these tools serve: every game of the id is an instance of it.
   *
   * @return the class
   */
  Class<G> gameClass();

  /**
   * Returns the options people choose the game's parameters with, such as {@code --board 3x4}, in
   * the order help lists them.
   *
   * @return the options, with distinct names
   */
  List<GameOption> options();

  /**
   * Returns how people type and read the moves of a game. The default is {@link TextPlay#of(Game)}:
   * every notation of the game, its drawing and its status.
   *
   * @param game a game of the id
   * @return the text play, of that game
   * @throws NullPointerException if {@code game} is null
   */
  default TextPlay<S, M> textPlay(G game) {
    return TextPlay.of(game);
  }

  /**
   * Returns the contest protocols that bots of the game speak, such as the CodinGame protocol of
   * Dots and Boxes. The default has none.
   *
   * @return the protocols, with distinct names
   */
  default List<BotProtocol<?, ?>> protocols() {
    return List.of();
  }

  /**
   * Returns the text play of a game whose type the caller does not know: {@link #textPlay(Game)}
   * once the game is checked to be of {@link #gameClass()}.
   *
   * @param game a game of the id
   * @param <T> the game's state type
   * @param <N> the game's move type
   * @return the text play, of that game
   * @throws IllegalArgumentException if the game is not of {@link #gameClass()}, or the text play
   *     these tools give is of another game; the message names the game and the class
   * @throws NullPointerException if {@code game} is null
   */
  default <T extends State<T, N>, N extends Move> TextPlay<T, N> textPlayOf(Game<T, N> game) {
    requireNonNull(game, "game");
    checkArgument(
        gameClass().isInstance(game),
        "%s is not a game of the tools of %s, which serve %s",
        game.spec(),
        id(),
        gameClass().getName());
    TextPlay<S, M> play = textPlay(gameClass().cast(game));
    checkArgument(play.game().equals(game), "the tools of %s gave the text play of %s for %s", id(), play.game().spec(), game.spec());
    @SuppressWarnings("unchecked") // the game is a G, a Game<S, M>, so T is S and N is M
    TextPlay<T, N> typed = (TextPlay<T, N>) play;
    return typed;
  }

  /**
   * Finds the tools of a game id among those the class loader of this interface sees (as {@link
   * io.github.gridgames.core.Games} finds games), looking them up anew on every call.
   *
   * @param id the game id, such as {@code dots-boxes}
   * @return the tools, or empty when no installed game has tools of that id
   * @throws IllegalStateException if two installed tools have the id; the message names both
   *     classes
   * @throws NullPointerException if {@code id} is null
   */
  static Optional<GameTools<?, ?, ?>> find(String id) {
    return find(id, GameTools.class.getClassLoader());
  }

  /**
   * Finds the tools of a game id among those a class loader sees, looking them up anew on every
   * call: nothing is kept, so a class loader can be let go.
   *
   * @param id the game id, such as {@code dots-boxes}
   * @param loader the class loader to look in
   * @return the tools, or empty when no tools of that id are installed
   * @throws IllegalStateException if two installed tools have the id; the message names both
   *     classes
   * @throws NullPointerException if an argument is null
   */
  static Optional<GameTools<?, ?, ?>> find(String id, ClassLoader loader) {
    requireNonNull(id, "id");
    requireNonNull(loader, "loader");
    GameTools<?, ?, ?> found = null;
    for (GameTools<?, ?, ?> tools : ServiceLoader.load(GameTools.class, loader)) {
      if (tools.id().equals(id)) {
        checkState(
            found == null,
            "two installed game tools have the id '%s': %s and %s",
            id,
            found == null ? "" : found.getClass().getName(),
            tools.getClass().getName());
        found = tools;
      }
    }
    return Optional.ofNullable(found);
  }

  /**
   * Returns the text play of a game from the tools of its id that the thread's context class
   * loader sees, or the default {@link TextPlay#of(Game)} when there are none.
   *
   * @param game the game
   * @param <T> the state type
   * @param <N> the move type
   * @return the text play, of that game
   * @throws IllegalArgumentException if the tools of the game's id serve another class of games
   * @throws IllegalStateException if two installed tools have the game's id
   * @throws NullPointerException if {@code game} is null
   */
  static <T extends State<T, N>, N extends Move> TextPlay<T, N> textPlayFor(Game<T, N> game) {
    Optional<GameTools<?, ?, ?>> tools = find(game.id());
    return tools.isPresent() ? tools.get().textPlayOf(game) : TextPlay.of(game);
  }
}
