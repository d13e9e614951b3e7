package io.github.gridgames.nrow;

import io.github.gridgames.testkit.Feature;
import io.github.gridgames.testkit.GameProperty;
import io.github.gridgames.testkit.RulesContract;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** The test kit's rules contract, for several N, D and player counts, all with a stone cap. */
class NRowContractTest {

  static final List<NRow> GAMES =
      List.of(
          NRow.builder().stoneCap(60).build(),
          NRow.builder().n(4).distance(2).players(3).stoneCap(60).build(),
          NRow.builder().n(3).distance(1).stoneCap(40).build(),
          NRow.builder().n(2).distance(4).players(3).stoneCap(30).build(),
          NRow.builder().n(6).distance(1).players(4).stoneCap(50).build(),
          NRow.builder().n(1).distance(2).stoneCap(5).build());

  @TestFactory
  Stream<DynamicNode> rulesContract() {
    return GAMES.stream()
        .map(
            game ->
                DynamicContainer.dynamicContainer(
                    game.toString(),
                    RulesContract.builder(game)
                        .games(MutationRun.size(15))
                        .without(Feature.SCORES, "N-in-a-row keeps no score; a line wins")
                        .arbitraryMoves(arbitraryMoves())
                        .build()
                        .tests()));
  }

  /**
   * Candidates legal or not: the int-limit corners, a far random point, a random point near the
   * origin, occupied points, and points about distance D + 1 and D from random stones (legal or too
   * far, depending on the other stones).
   */
  static GameProperty.MoveSource<NRowState, Point> arbitraryMoves() {
    return (state, random) -> {
      List<Point> out = new ArrayList<>();
      int max = Integer.MAX_VALUE;
      int min = Integer.MIN_VALUE;
      out.addAll(
          List.of(
              Point.of(min, min), Point.of(max, max), Point.of(min, max), Point.of(max, 0), Point.ORIGIN));
      out.add(Point.of(random.nextInt(), random.nextInt()));
      out.add(Point.of(random.nextInt(41) - 20, random.nextInt(41) - 20));
      List<Point> stones = new ArrayList<>(state.stones().keySet());
      int d = state.game().distance();
      for (int i = 0; i < Math.min(3, stones.size()); i++) {
        Point stone = stones.get(random.nextInt(stones.size()));
        out.add(stone);
        int dx = random.nextInt(2 * d + 3) - d - 1;
        int rest = d + 1 - Math.abs(dx);
        stone.plus(dx, rest).ifPresent(out::add);
        stone.plus(dx, -rest).ifPresent(out::add);
        stone.plus(dx, rest - 1).ifPresent(out::add);
      }
      return out;
    };
  }
}
