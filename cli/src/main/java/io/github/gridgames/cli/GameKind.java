package io.github.gridgames.cli;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.nrow.NRow;
import io.github.gridgames.tictactoe.MnkGame;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/** The games the command knows, by the names used on the command line. */
enum GameKind {
  /** Dots and Boxes. */
  DOTS_BOXES("dots-boxes", "Dots and Boxes", List.of("--board", "--players")) {
    @Override
    GameAdapter<?, ?> create(GameOptions options) {
      int[] board = options.board(3, 3, DotsBoxes.MAX_SIZE, "rows x columns of boxes");
      int players =
          GameOptions.ranged(
              "--players", options.players, 2, DotsBoxes.MIN_PLAYERS, DotsBoxes.MAX_PLAYERS);
      return new DotsBoxesAdapter(
          DotsBoxes.of(board[0], board[1], players, TurnPolicy.EXTRA_TURN_ON_CAPTURE));
    }
  },
  /** Tic-Tac-Toe and the m,n,k-games. */
  TICTACTOE("tictactoe", "Tic-Tac-Toe (m,n,k-game)", List.of("--board", "--k")) {
    @Override
    GameAdapter<?, ?> create(GameOptions options) {
      int[] board = options.board(3, 3, MnkGame.MAX_SIDE, "m columns x n rows");
      int longer = Math.max(board[0], board[1]);
      int k = GameOptions.ranged("--k", options.k, Math.min(3, longer), 1, longer);
      return new TicTacToeAdapter(MnkGame.of(board[0], board[1], k));
    }
  },
  /** N-in-a-row. */
  NROW("nrow", "N-in-a-row", List.of("--in-a-row", "--distance", "--players", "--cap")) {
    @Override
    GameAdapter<?, ?> create(GameOptions options) {
      NRow.Builder builder =
          NRow.builder()
              .n(GameOptions.ranged("--in-a-row", options.inARow, NRow.DEFAULT_N, 1, NRow.MAX_N))
              .distance(
                  GameOptions.ranged(
                      "--distance", options.distance, NRow.DEFAULT_DISTANCE, 1, NRow.MAX_DISTANCE))
              .players(
                  GameOptions.ranged(
                      "--players", options.players, NRow.DEFAULT_PLAYERS, 2, NRow.MAX_PLAYERS));
      if (options.cap != null) {
        builder.stoneCap(GameOptions.ranged("--cap", options.cap, 0, 1, Integer.MAX_VALUE));
      }
      return new NRowAdapter(builder.build());
    }
  };

  private final String text;
  private final String title;
  private final List<String> options;

  GameKind(String text, String title, List<String> options) {
    this.text = text;
    this.title = title;
    this.options = options;
  }

  /**
   * Returns the name used on the command line, which is also the game's id.
   *
   * @return such as {@code dots-boxes}
   */
  String text() {
    return text;
  }

  /**
   * Returns the game's name for people.
   *
   * @return such as {@code Dots and Boxes}
   */
  String title() {
    return title;
  }

  /**
   * Returns the game options this game takes.
   *
   * @return option names
   */
  List<String> options() {
    return options;
  }

  /**
   * Builds the game from the options, after checking that it takes them all.
   *
   * @param options the options
   * @return the game's adapter
   * @throws UsageException if an option does not apply or has a bad value
   */
  final GameAdapter<?, ?> adapter(GameOptions options) {
    options.requireOnly(this);
    return create(options);
  }

  abstract GameAdapter<?, ?> create(GameOptions options);

  /**
   * Returns the kind named on the command line.
   *
   * @param text the name
   * @return the kind
   * @throws UsageException if no game has that name
   */
  static GameKind named(String text) {
    for (GameKind kind : values()) {
      if (kind.text.equals(text)) {
        return kind;
      }
    }
    throw new UsageException(
        "Invalid value for parameter 'GAME': '" + text + "': expected " + names());
  }

  /**
   * Returns the names joined for a message: {@code dots-boxes, tictactoe or nrow}.
   *
   * @return the names
   */
  static String names() {
    String all = Arrays.stream(values()).map(GameKind::text).collect(Collectors.joining(", "));
    int last = all.lastIndexOf(", ");
    return all.substring(0, last) + " or " + all.substring(last + 2);
  }

  /**
   * Returns the adapter of a game object, such as one created from a record's canonical text.
   *
   * @param game the game
   * @return its adapter
   * @throws UsageException if the command has no adapter for the game
   */
  static GameAdapter<?, ?> adapterFor(Game<?, ?> game) {
    if (game instanceof DotsBoxes dots) {
      return new DotsBoxesAdapter(dots);
    }
    if (game instanceof MnkGame mnk) {
      return new TicTacToeAdapter(mnk);
    }
    if (game instanceof NRow nrow) {
      return new NRowAdapter(nrow);
    }
    throw new UsageException("the command cannot play " + game.spec() + "; it knows " + names());
  }
}
