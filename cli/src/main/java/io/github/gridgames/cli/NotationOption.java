package io.github.gridgames.cli;

import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.State;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The {@code --notation NAME} option of the commands that print boards and moves ({@code play},
 * {@code replay}): the prompt, the board's labels and every move printed are in the named notation
 * of the game; moves typed are still read in every notation, and saved records keep the game's
 * default notation. Its help lists each installed game's notations, as the game options do.
 */
final class NotationOption {

  /** The option's name. */
  static final String NAME = "--notation";

  private NotationOption() {}

  /**
   * Adds the option to a command, its help listing the notations of each installed game (those of
   * the game its provider creates without parameters), the default first.
   *
   * @param command the command
   * @param installed the games
   * @param more what the option means beyond the moves printed and the labels, for the command,
   *     or empty text
   */
  static void add(CommandSpec command, Installed installed, String more) {
    List<String> lines = new ArrayList<>();
    lines.add("The notation of the prompt, the moves printed and the board's labels (default: the game's first)." + more);
    for (GameProvider provider : installed.providers()) {
      List<String> names =
          provider.create(GameSpec.builder(provider.id()).build()).notations().stream()
              .map(Notation::name)
              .toList();
      lines.add(provider.id() + ": " + Installed.either(names, "none") + ".");
    }
    command.addOption(
        OptionSpec.builder(NAME).paramLabel("NAME").type(String.class).description(String.join(" ", lines)).build());
  }

  /**
   * Returns a game as the command plays it in the notation given with the option, or unchanged
   * when the option was not given.
   *
   * @param command the command, parsed
   * @param game the game
   * @param <S> the state type
   * @param <M> the move type
   * @return the game, its moves described and its boards drawn in the notation
   * @throws UsageException if the game has no notation of the name given; the message lists the
   *     game's notations
   */
  static <S extends State<S, M>, M extends Move> PlayedGame<S, M> apply(CommandSpec command, PlayedGame<S, M> game) {
    String name = command.findOption(NAME).getValue();
    if (name == null) {
      return game;
    }
    List<Notation<M>> notations = game.game().notations();
    Notation<M> chosen =
        notations.stream()
            .filter(notation -> notation.name().equals(name))
            .findFirst()
            .orElseThrow(
                () ->
                    UsageException.badValue(
                        NAME,
                        name,
                        "expected a notation of "
                            + game.game().id()
                            + ": "
                            + Installed.either(notations.stream().map(Notation::name).toList(), "none")));
    return game.in(chosen);
  }
}
