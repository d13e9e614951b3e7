package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.GameProvider;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.State;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The prompt's example is a legal move of the position, in every installed game and every notation
 * in use: over random positions, the example reads in the notation in use as a legal move, and the
 * command reads it as that move.
 */
class PromptExampleTest {

  private static final int GAMES = 30;

  @Test
  void theExampleOfEveryPromptIsALegalMoveOfThePosition() {
    Installed installed = Installed.load(PromptExampleTest.class.getClassLoader());
    assertFalse(installed.providers().isEmpty());
    SplittableRandom random = new SplittableRandom(31);
    for (GameProvider provider : installed.providers()) {
      PlayedGame<?, ?> game = installed.played(provider, provider.create(GameSpec.builder(provider.id()).build()));
      check(game, random);
    }
  }

  private static <S extends State<S, M>, M extends Move> void check(PlayedGame<S, M> game, SplittableRandom random) {
    int checked = 0;
    for (int round = 0; round < GAMES; round++) {
      S state = game.game().initialState();
      for (int moves = random.nextInt(round + 1); moves > 0 && !state.isTerminal(); moves--) {
        List<M> legal = state.legalMoves();
        state = state.play(legal.get(random.nextInt(legal.size())));
      }
      for (Notation<M> notation : game.game().notations()) {
        PlayedGame<S, M> inUse = game.in(notation);
        String prompt = inUse.prompt(state);
        Optional<String> example = inUse.text().example(state, notation);
        if (state.isTerminal()) {
          assertEquals(Optional.empty(), example, "no example once the game is over");
          continue;
        }
        String text = example.orElseThrow(() -> new AssertionError("no example in " + notation.name()));
        assertEquals(notation.syntax() + ", such as " + text, prompt);
        M move = notation.parse(text);
        assertTrue(state.isLegal(move), text + " in " + notation.name() + " is legal in " + state);
        assertEquals(move, inUse.read(state, text));
        checked++;
      }
    }
    assertTrue(checked >= GAMES, game.game().spec() + ": " + checked + " prompts checked");
  }
}
