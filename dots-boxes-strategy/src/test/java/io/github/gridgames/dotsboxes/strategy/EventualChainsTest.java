package io.github.gridgames.dotsboxes.strategy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.gridgames.core.Player;
import io.github.gridgames.dotsboxes.DotsBoxes;
import io.github.gridgames.dotsboxes.DotsBoxesPosition;
import io.github.gridgames.dotsboxes.Edge;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The chains and loops a position ends with, merged through its joints. */
class EventualChainsTest {

  private static String describe(List<ChainAnalysis.Component> components) {
    StringBuilder s = new StringBuilder();
    for (ChainAnalysis.Component c : components) {
      s.append(c.loop() ? "L" : "C").append(c.length()).append(' ');
    }
    return s.toString().trim();
  }

  /**
   * One row of five boxes with every top side drawn and every bottom side but the middle box's:
   * two chains of two, and between them a joint with one drawn side.
   */
  private static DotsBoxesPosition twoChainsThroughAJoint() {
    List<Edge> drawn = new ArrayList<>();
    for (int c = 0; c < 5; c++) {
      drawn.add(Edge.horizontal(0, c));
      if (c != 2) {
        drawn.add(Edge.horizontal(1, c));
      }
    }
    return DotsBoxesPosition.of(Oracles.withLines(DotsBoxes.of(1, 5), drawn, Player.FIRST));
  }

  @Test
  void aJointMergesItsTwoLongestArmsIntoOneChain() {
    DotsBoxesPosition board = twoChainsThroughAJoint();
    assertEquals("C2 C2", describe(ChainAnalysis.components(board)));
    assertEquals("C5", describe(EventualChains.of(board)));
    ChainAnalysis chains = new ChainAnalysis();
    assertEquals(0, chains.value(ChainAnalysis.components(board)), "two chains of two alone");
    assertEquals(-5, EventualChains.value(board, chains), "one chain of five");
  }

  @Test
  void chainsWithoutJointsStayAsTheyAre() {
    DotsBoxesPosition board = DotsBoxesPosition.of(Positions.singleAndChainOfFive());
    assertEquals("C1 C5", describe(EventualChains.of(board)));
    assertEquals(
        describe(ChainAnalysis.components(board)), describe(EventualChains.of(board)));
  }

  @Test
  void aJointWithoutChainsIsASingleBox() {
    DotsBoxesPosition board = DotsBoxesPosition.of(DotsBoxes.of(1, 1));
    assertEquals("C1", describe(EventualChains.of(board)));
  }

  @Test
  void aChainWithBothEndsAtOneJointClosesIntoALoop() {
    // two rows of two boxes: the bottom-right box is the joint (only its right side drawn); the
    // other three form a chain from the joint's top side round to its left side
    List<Edge> drawn =
        List.of(
            Edge.horizontal(0, 0),
            Edge.horizontal(0, 1),
            Edge.vertical(0, 0),
            Edge.vertical(1, 0),
            Edge.vertical(0, 2),
            Edge.vertical(1, 2),
            Edge.horizontal(2, 0));
    DotsBoxesPosition board =
        DotsBoxesPosition.of(Oracles.withLines(DotsBoxes.of(2, 2), drawn, Player.FIRST));
    assertEquals("C3", describe(ChainAnalysis.components(board)));
    assertEquals("L4", describe(EventualChains.of(board)));
  }
}
