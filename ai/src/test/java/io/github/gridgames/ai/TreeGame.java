package io.github.gridgames.ai;

import io.github.gridgames.core.Game;
import io.github.gridgames.core.GameSpec;
import io.github.gridgames.core.IllegalMoveException;
import io.github.gridgames.core.Move;
import io.github.gridgames.core.MoveEffect;
import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Outcome;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.Reason;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.Violation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A toy game given as an explicit tree, to build exact scenarios: each inner node names the player
 * to move (so a player may move twice in a row, as after a capture), each leaf its outcome.
 */
final class TreeGame implements Game<TreeGame.Node, TreeGame.Choice> {

  record Choice(int index) implements Move {}

  private final String name;
  private final int players;
  private final Node root;

  private TreeGame(String name, int players, Spec root) {
    this.name = name;
    this.players = players;
    this.root = build(root, new int[1]);
  }

  static TreeGame of(String name, int players, Spec root) {
    return new TreeGame(name, players, root);
  }

  /** The description of a node before the game numbers it. */
  record Spec(int player, Outcome outcome, List<Spec> children) {}

  static Spec node(int player, Spec... children) {
    return new Spec(player, Outcome.ongoing(), List.of(children));
  }

  static Spec win(int player) {
    return new Spec(0, Outcome.win(Player.of(player)), List.of());
  }

  static Spec draw() {
    return new Spec(0, Outcome.draw(), List.of());
  }

  private Node build(Spec spec, int[] counter) {
    int id = counter[0]++;
    List<Node> children = new ArrayList<>();
    for (Spec child : spec.children()) {
      children.add(build(child, counter));
    }
    return new Node(this, id, Player.of(spec.player()), spec.outcome(), List.copyOf(children));
  }

  @Override
  public GameSpec spec() {
    return GameSpec.builder("tree").put("name", name).put("players", players).build();
  }

  @Override
  public int playerCount() {
    return players;
  }

  @Override
  public TurnPolicy turnPolicy() {
    return TurnPolicy.of("tree", (mover, effect, count) -> mover);
  }

  @Override
  public Node initialState() {
    return root;
  }

  @Override
  public List<Notation<Choice>> notations() {
    return List.of(
        new Notation<>() {
          @Override
          public String name() {
            return "index";
          }

          @Override
          public String syntax() {
            return "<index>";
          }

          @Override
          public String format(Choice move) {
            return Integer.toString(move.index());
          }

          @Override
          public Choice parse(String text) {
            return new Choice(Integer.parseInt(text));
          }
        });
  }

  @Override
  public String playerName(Player player) {
    return Integer.toString(player.index());
  }

  @Override
  public OptionalInt maxMoves() {
    return OptionalInt.empty();
  }

  /** A node of the tree, which is also the game's state. */
  static final class Node implements State<Node, Choice> {
    private final TreeGame game;
    private final int id;
    private final Player toMove;
    private final Outcome outcome;
    private final List<Node> children;

    Node(TreeGame game, int id, Player toMove, Outcome outcome, List<Node> children) {
      this.game = game;
      this.id = id;
      this.toMove = toMove;
      this.outcome = outcome;
      this.children = children;
    }

    @Override
    public Game<Node, Choice> game() {
      return game;
    }

    @Override
    public Player toMove() {
      return toMove;
    }

    @Override
    public Outcome outcome() {
      return outcome;
    }

    @Override
    public List<Choice> legalMoves() {
      List<Choice> moves = new ArrayList<>();
      for (int i = 0; i < children.size(); i++) {
        moves.add(new Choice(i));
      }
      return moves;
    }

    @Override
    public Optional<Violation> check(Choice move) {
      if (outcome.isOver()) {
        return Optional.of(Violation.gameOver());
      }
      if (move.index() < 0 || move.index() >= children.size()) {
        return Optional.of(Violation.of(Reason.OUT_OF_BOUNDS, "no child " + move.index()));
      }
      return Optional.empty();
    }

    @Override
    public Node play(Choice move) {
      check(move).ifPresent(v -> {
        throw new IllegalMoveException(v);
      });
      return children.get(move.index());
    }

    @Override
    public MoveEffect effectOf(Choice move) {
      return MoveEffect.NONE;
    }

    @Override
    public String render() {
      return "node " + id;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Node other && other.game == game && other.id == id;
    }

    @Override
    public int hashCode() {
      return id;
    }

    @Override
    public String toString() {
      return "node " + id;
    }
  }
}
