package io.github.gridgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.gridgames.core.tools.GameOption;
import io.github.gridgames.core.tools.GameTools;
import io.github.gridgames.core.tools.TextPlay;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class GameToolsTest {

  /** The pile game under its own class and id {@code heap}, so that tools can be typed by it. */
  static final class Heap implements Game<Pile, Pile.Take> {
    @Override
    public GameSpec spec() {
      return GameSpec.builder("heap").put("stones", 5).build();
    }

    @Override
    public int playerCount() {
      return 2;
    }

    @Override
    public Pile initialState() {
      return Pile.GAME.initialState();
    }

    @Override
    public List<Notation<Pile.Take>> notations() {
      return Pile.NOTATIONS;
    }

    @Override
    public String playerName(Player player) {
      return Pile.GAME.playerName(player);
    }

    @Override
    public OptionalInt maxMoves() {
      return OptionalInt.of(5);
    }

    /** Returns how a heap counts a take, a method of this class that its tools call. */
    String heapWord(Pile.Take take) {
      return take.count() + " from the heap";
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Heap;
    }

    @Override
    public int hashCode() {
      return 1;
    }
  }

  /** The tools of the heap, installed for the core tests (META-INF/services). */
  public static class HeapTools implements GameTools<Heap, Pile, Pile.Take> {
    @Override
    public String id() {
      return "heap";
    }

    @Override
    public Class<Heap> gameClass() {
      return Heap.class;
    }

    @Override
    public List<GameOption> options() {
      return GameOption.ofParameters(new Heap());
    }

    @Override
    public TextPlay<Pile, Pile.Take> textPlay(Heap game) {
      return new TextPlay<>() {
        @Override
        public Game<Pile, Pile.Take> game() {
          return game;
        }

        @Override
        public String describe(Pile.Take move, Notation<Pile.Take> notation) {
          return game.heapWord(move);
        }
      };
    }
  }

  /** Two tools of the id {@code twin}, installed for the core tests, for a clash to refuse. */
  public static class TwinTools implements GameTools<Heap, Pile, Pile.Take> {
    @Override
    public String id() {
      return "twin";
    }

    @Override
    public Class<Heap> gameClass() {
      return Heap.class;
    }

    @Override
    public List<GameOption> options() {
      return List.of();
    }
  }

  /** The second tools of the id {@code twin}, another class. */
  public static final class OtherTwinTools extends TwinTools {}

  private static final Pile.Take TWO = new Pile.Take(2);

  @Test
  void aGameOfUnknownTypeGetsTheTypedTextPlayOfItsClass() {
    Game<?, ?> unknown = new Heap();
    assertEquals("2 from the heap", describeTwo(new HeapTools(), unknown));
  }

  private static <S extends State<S, M>, M extends Move> String describeTwo(GameTools<?, ?, ?> tools, Game<S, M> game) {
    TextPlay<S, M> play = tools.textPlayOf(game);
    assertSame(game, play.game());
    M move = play.read(game.initialState(), "take 2", game.notation());
    return play.describe(move, game.notation());
  }

  @Test
  void aGameOfAnotherClassIsRefused() {
    assertEquals(
        "pile(stones=5) is not a game of the tools of heap, which serve " + Heap.class.getName(),
        assertThrows(IllegalArgumentException.class, () -> new HeapTools().textPlayOf(Pile.GAME)).getMessage());
    GameTools<Heap, Pile, Pile.Take> wrong =
        new HeapTools() {
          @Override
          public TextPlay<Pile, Pile.Take> textPlay(Heap game) {
            return TextPlay.of(Pile.GAME);
          }
        };
    assertEquals(
        "the tools of heap gave the text play of pile(stones=5) for heap(stones=5)",
        assertThrows(IllegalArgumentException.class, () -> wrong.textPlayOf(new Heap())).getMessage());
    assertThrows(NullPointerException.class, () -> wrong.textPlayOf(null));
  }

  @Test
  void theDefaultsAreTheTextPlayOfTheGameAndNoProtocol() {
    GameTools<Heap, Pile, Pile.Take> plain = new TwinTools();
    assertEquals(List.of(), plain.protocols());
    Heap heap = new Heap();
    assertEquals("take 2", plain.textPlay(heap).describe(TWO, heap.notation()));
    assertSame(heap, plain.textPlayOf(heap).game());
  }

  @Test
  void theOptionsOfParametersAreOnePerParameterWithItsDefault() {
    List<GameOption> options = new HeapTools().options();
    assertEquals(1, options.size());
    assertEquals("stones", options.get(0).name());
    assertEquals("STONES", options.get(0).label());
    assertEquals("the stones of the game (default 5)", options.get(0).description());
    assertEquals(List.of(), GameOption.ofParameters(Pot.game(2, 3)).subList(0, 0));
    assertEquals(List.of("players", "stones"), GameOption.ofParameters(Pot.game(2, 3)).stream().map(GameOption::name).toList());
  }

  @Test
  void findLooksUpTheToolsOfAnIdAndRefusesTwo() {
    ClassLoader loader = GameToolsTest.class.getClassLoader();
    assertEquals(HeapTools.class, GameTools.find("heap", loader).orElseThrow().getClass());
    assertEquals(Optional.empty(), GameTools.find("pile", loader));
    IllegalStateException twins = assertThrows(IllegalStateException.class, () -> GameTools.find("twin", loader));
    assertEquals(
        "two installed game tools have the id 'twin': "
            + TwinTools.class.getName()
            + " and "
            + OtherTwinTools.class.getName(),
        twins.getMessage());
    assertEquals(HeapTools.class, GameTools.find("heap").orElseThrow().getClass(), "the class loader of GameTools");
    assertThrows(NullPointerException.class, () -> GameTools.find(null, loader));
  }

  @Test
  void theTextPlayForAGameIsItsToolsOrTheDefault() {
    assertEquals("2 from the heap", GameTools.textPlayFor(new Heap()).describe(TWO, Pile.GAME.notation()));
    assertEquals("take 2", GameTools.textPlayFor(Pile.GAME).describe(TWO, Pile.GAME.notation()));
    Thread thread = Thread.currentThread();
    ClassLoader context = thread.getContextClassLoader();
    thread.setContextClassLoader(null);
    try {
      assertEquals("2 from the heap", GameTools.textPlayFor(new Heap()).describe(TWO, Pile.GAME.notation()), "whatever the context class loader");
    } finally {
      thread.setContextClassLoader(context);
    }
  }
}
