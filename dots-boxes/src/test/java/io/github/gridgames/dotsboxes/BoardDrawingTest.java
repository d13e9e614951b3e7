package io.github.gridgames.dotsboxes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.gridgames.core.Notation;
import io.github.gridgames.core.Player;
import io.github.gridgames.core.State;
import io.github.gridgames.core.TurnPolicy;
import io.github.gridgames.core.tools.TextPlay;
import io.github.gridgames.testkit.GameProperties;
import io.github.gridgames.testkit.GameProperty;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The board drawing names its places in the notation being used, so that a reader can name every
 * line without counting: the examples pin the three drawings, and the properties read random
 * drawings back through their labels, as a reader would, and compare with the state.
 */
class BoardDrawingTest {

  private static final DotsBoxes GAME = DotsBoxes.of(2, 2);
  private static final List<DotsBoxes> GAMES =
      List.of(
          DotsBoxes.of(1, 1),
          DotsBoxes.of(2, 2),
          DotsBoxes.of(3, 5),
          DotsBoxes.of(11, 4),
          DotsBoxes.builder().rows(4).cols(11).players(3).turnPolicy(TurnPolicy.ALTERNATE).build(),
          DotsBoxes.of(1, 30),
          DotsBoxes.of(12, 12));

  private static DotsBoxesState example() {
    DotsBoxesState s = GAME.initialState();
    for (String move : List.of("(0,0)-(0,1)", "(1,0)-(1,1)", "(0,0)-(1,0)", "(0,1)-(0,2)", "(0,1)-(1,1)")) {
      s = s.play(GAME.dotPairs().parse(move));
    }
    return s;
  }

  @Test
  void dotPairsLabelDotRowsAndColumnsFromTheTopLeft() {
    String expected =
        String.join(
            "\n",
            "   0   1   2",
            "0  o---o---o",
            "   | A |",
            "1  o---o   o",
            "",
            "2  o   o   o");
    assertEquals(expected, example().render());
    assertEquals(expected, example().render(GAME.dotPairs()));
    assertEquals(expected, example().toPosition().toString());
  }

  @Test
  void boxSidesLabelColumnLettersAndRowsFromTheBottom() {
    assertEquals(
        String.join(
            "\n",
            "     A   B",
            "   o---o---o",
            "2  | A |",
            "   o---o   o",
            "1",
            "   o   o   o"),
        example().render(GAME.boxSides()));
    assertEquals(GAME.boxSides().parse("A2 T"), GAME.dotPairs().parse("(0,0)-(0,1)"));
  }

  @Test
  void lineNumbersShowOnTheUndrawnLines() {
    assertEquals(
        String.join(
            "\n",
            "o----o----o",
            "|  A |    10",
            "o----o  3 o",
            "8    9    11",
            "o  4 o  5 o"),
        example().render(GAME.notation(LineNumberNotation.NAME)));
    assertEquals(example().render(GAME.notation(LineNumberNotation.NAME)), example().render(GAME.lineNumbers().orElseThrow()));
  }

  @Test
  void aFinishedBoardIsDrawnWithoutTheResult() {
    DotsBoxesState s = finished(GAME, 0, 1, 1, 1);
    assertEquals(
        String.join("\n", "     A   B", "   o---o---o", "2  | A | B |", "   o---o---o", "1  | B | B |", "   o---o---o"),
        s.render(GAME.boxSides()));
  }

  @Test
  void theDrawingIsTheBoardAloneInEveryNotation() {
    // A header line (none in the line-number notation), then a line per row of dots and per row
    // of boxes: no scores, no turn, no result.
    for (DotsBoxes game : GAMES) {
      GameProperties.builder(game)
          .games(4)
          .build()
          .check(
              "the drawing is the board alone",
              GameProperty.eachState(
                  state -> {
                    for (Notation<Edge> notation : game.notations()) {
                      int header = notation.name().equals(LineNumberNotation.NAME) ? 0 : 1;
                      String drawn = state.render(notation);
                      assertEquals(header + 2 * game.rows() + 1, drawn.lines().count(), drawn);
                      assertEquals(false, drawn.contains("Scores") || drawn.contains("Player") || drawn.contains("turn"), drawn);
                    }
                    assertEquals(state.render(game.dotPairs()), state.render());
                  }));
    }
  }

  @Test
  void aNotationOfAnotherGameIsRefused() {
    DotsBoxes other = DotsBoxes.of(3, 3);
    assertEquals(
        "dot-pair is not a notation of dots-boxes(rows=2,cols=2,players=2,turns=extra-turn-on-capture); "
            + "it has dot-pair, box-side, line-number",
        assertThrows(IllegalArgumentException.class, () -> example().render(other.dotPairs())).getMessage());
    assertEquals(
        "box-side is not a notation of dots-boxes(rows=2,cols=3,players=2,turns=extra-turn-on-capture); it has dot-pair, box-side",
        assertThrows(IllegalArgumentException.class, () -> DotsBoxes.of(2, 3).initialState().render(GAME.boxSides()))
            .getMessage());
  }

  @Test
  void dotPairLabelsNameEveryLineAsTheNotationDoes() {
    for (DotsBoxes game : GAMES) {
      GameProperties.builder(game).games(6).build().check("dot-pair labels", GameProperty.eachState(BoardDrawingTest::readDotPairs));
    }
  }

  @Test
  void boxSideLabelsNameEveryLineAndBoxAsTheNotationDoes() {
    for (DotsBoxes game : GAMES) {
      GameProperties.builder(game).games(6).build().check("box-side labels", GameProperty.eachState(BoardDrawingTest::readBoxSides));
    }
  }

  @Test
  void lineNumbersShownAreExactlyTheUndrawnLines() {
    for (DotsBoxes game : GAMES) {
      if (game.isSquare()) {
        GameProperties.builder(game).games(6).build().check("line numbers", GameProperty.eachState(BoardDrawingTest::readLineNumbers));
      }
    }
  }

  /** Finds each dot by its row label and the column label over it, and checks the lines beside it. */
  private static void readDotPairs(DotsBoxesState state) {
    DotsBoxes game = state.game();
    List<String> lines = state.render(game.dotPairs()).lines().toList();
    Map<String, Integer> columns = labelPositions(lines.get(0));
    Map<String, Integer> rows = new HashMap<>();
    for (int i = 1; i < lines.size(); i++) {
      Matcher label = ROW_LABEL.matcher(lines.get(i));
      if (label.lookingAt()) {
        rows.put(label.group(1), i);
      }
    }
    assertEquals(game.rows() + 1, rows.size());
    assertEquals(game.cols() + 1, columns.size());
    for (int r = 0; r <= game.rows(); r++) {
      for (int c = 0; c <= game.cols(); c++) {
        int line = rows.get(Integer.toString(r));
        int at = columns.get(Integer.toString(c));
        assertEquals('o', charAt(lines.get(line), at));
        if (c < game.cols()) {
          Edge right = game.dotPairs().parse("(" + r + "," + c + ")-(" + r + "," + (c + 1) + ")");
          assertEquals(state.isDrawn(right) ? '-' : ' ', charAt(lines.get(line), at + 2), right::toString);
        }
        if (r < game.rows()) {
          Edge down = game.dotPairs().parse("(" + r + "," + c + ")-(" + (r + 1) + "," + c + ")");
          assertEquals(state.isDrawn(down) ? '|' : ' ', charAt(lines.get(line + 1), at), down::toString);
        }
      }
    }
  }

  /** Finds each box by its column letters and its row number, and checks its sides and owner. */
  private static void readBoxSides(DotsBoxesState state) {
    DotsBoxes game = state.game();
    BoxSideNotation notation = game.boxSideNames();
    List<String> lines = state.render(notation).lines().toList();
    Map<String, Integer> columns = labelPositions(lines.get(0));
    assertEquals(game.cols(), columns.size());
    int rowsSeen = 0;
    for (int i = 1; i < lines.size(); i++) {
      Matcher label = ROW_LABEL.matcher(lines.get(i));
      if (!label.lookingAt() || lines.get(i).startsWith("Scores") || lines.get(i).startsWith("Player")) {
        continue;
      }
      rowsSeen++;
      for (Map.Entry<String, Integer> column : columns.entrySet()) {
        String name = column.getKey() + label.group(1);
        int middle = columnCentre(column.getKey(), column.getValue());
        Box box = boxOf(notation, name);
        Optional<Player> owner = state.owner(box);
        assertEquals(owner.map(p -> game.playerName(p).charAt(0)).orElse(' '), charAt(lines.get(i), middle), name);
        assertEquals(state.isDrawn(notation.parse(name + " T")) ? '-' : ' ', charAt(lines.get(i - 1), middle), name + " T");
        assertEquals(state.isDrawn(notation.parse(name + " B")) ? '-' : ' ', charAt(lines.get(i + 1), middle), name + " B");
        assertEquals(state.isDrawn(notation.parse(name + " L")) ? '|' : ' ', charAt(lines.get(i), middle - 2), name + " L");
        assertEquals(state.isDrawn(notation.parse(name + " R")) ? '|' : ' ', charAt(lines.get(i), middle + 2), name + " R");
      }
    }
    assertEquals(game.rows(), rowsSeen);
  }

  private static void readLineNumbers(DotsBoxesState state) {
    DotsBoxes game = state.game();
    Notation<Edge> notation = game.notation(LineNumberNotation.NAME);
    List<String> lines = state.render(notation).lines().toList();
    String board = String.join("\n", lines);
    Set<Edge> shown = new HashSet<>();
    Matcher number = Pattern.compile("\\d+").matcher(board);
    while (number.find()) {
      shown.add(notation.parse(number.group()));
    }
    assertEquals(Set.copyOf(state.legalMoves()), shown);
  }

  private static final Pattern ROW_LABEL = Pattern.compile(" *(\\d+)(  |$)");

  /** Returns where each label of a header line starts. */
  private static Map<String, Integer> labelPositions(String header) {
    Map<String, Integer> positions = new HashMap<>();
    Matcher label = Pattern.compile("\\S+").matcher(header);
    while (label.find()) {
      positions.put(label.group(), label.start());
    }
    return positions;
  }

  /** The column of a box's middle, under its one or two letters (the second of two). */
  private static int columnCentre(String letters, int start) {
    return start + (letters.length() == 1 ? 0 : 1);
  }

  private static Box boxOf(BoxSideNotation notation, String name) {
    Edge top = notation.parse(name + " T");
    Edge left = notation.parse(name + " L");
    return Box.of(top.from().row(), left.from().col());
  }

  private static char charAt(String line, int at) {
    return at < line.length() ? line.charAt(at) : ' ';
  }

  @Test
  void resultLinesAreWordedAsDocumented() {
    assertEquals(
        Set.of("Player B wins 3-1.", "The game is a draw, 2-2.", "Player A wins 4-0."),
        List.of(
                finished(GAME, 1, 1, 0, 1), finished(GAME, 0, 1, 1, 0), finished(GAME, 0, 0, 0, 0))
            .stream()
            .map(s -> TextPlay.of(GAME).result(s, GAME.notation()))
            .collect(Collectors.toSet()));
  }

  private static DotsBoxesState finished(DotsBoxes game, int... owners) {
    Map<Box, Player> map = new HashMap<>();
    for (int b = 0; b < owners.length; b++) {
      map.put(game.box(b), Player.of(owners[b]));
    }
    return game.stateOf(game.edges(), map, Player.FIRST);
  }

  @Test
  void aBoardWiderThanTheScreenIsDrawnAroundALineInEveryNotation() {
    DotsBoxes wide = DotsBoxes.of(3, 40);
    DotsBoxesState state = wide.initialState().play(Edge.of(0, 0, 0, 1)).play(Edge.of(1, 39, 1, 40));
    for (Notation<Edge> notation : wide.notations()) {
      String drawn = state.render(notation, 40, Edge.of(1, 39, 1, 40));
      List<String> lines = drawn.lines().toList();
      String note = lines.stream().filter(line -> line.contains("columns of boxes shown")).findFirst().orElseThrow();
      for (String line : lines) {
        if (line != note && !line.startsWith("Scores") && !line.startsWith("Player")) {
          assertEquals(true, line.length() <= 40, notation.name() + ": '" + line + "' in\n" + drawn);
        }
      }
      assertEquals(true, drawn.contains("o---o\n") || notation.name().equals("line-number"), drawn);
      assertEquals(true, note.matches("\\d+ of 40 columns of boxes shown; 1 drawn line lies outside\\."), note);
      // The whole board when it fits, exactly as render(notation) draws it.
      assertEquals(state.render(notation), state.render(notation, 1000, Edge.of(0, 0, 0, 1)));
    }
    assertEquals(true, state.render(wide.dotPairs(), 40, Edge.of(1, 39, 1, 40)).lines().findFirst().orElseThrow().endsWith("39  40"));
    assertEquals(true, state.render(wide.dotPairs(), 40).contains("; 2 drawn lines lie outside."), "centred: both drawn lines outside");
    assertEquals(
        "the line (9,9)-(9,10) is not on the board",
        assertThrows(IllegalArgumentException.class, () -> state.render(wide.dotPairs(), 40, Edge.of(9, 9, 9, 10))).getMessage());
  }

  @Test
  void aNarrowDrawingWithoutALineToKeepInViewIsCentredOnTheMiddleColumn() {
    // Odd and even column counts, and 1 x 21, whose 64 lines fill one word exactly. The middle
    // column of c columns is (c - 1) / 2; a run of n columns centred on it starts (n - 1) / 2
    // before it (the extra column of an even run falls after it), moved inside the board.
    Pattern note = Pattern.compile("(\\d+) of (\\d+) columns of boxes shown; (\\d+) drawn lines? lies? outside\\.");
    for (DotsBoxes game : List.of(DotsBoxes.of(1, 7), DotsBoxes.of(2, 8), DotsBoxes.of(1, 21))) {
      int cols = game.cols();
      DotsBoxesState state = game.initialState().play(Edge.vertical(0, cols)).play(Edge.horizontal(1, 0));
      Set<Integer> counts = new HashSet<>();
      for (int width = 5; width <= 4 * cols + 4; width++) {
        String drawn = state.render(game.dotPairs(), width);
        Matcher m = note.matcher(drawn);
        if (!m.find()) {
          assertEquals(state.render(game.dotPairs()), drawn);
          continue;
        }
        int shown = Integer.parseInt(m.group(1));
        counts.add(shown);
        int middle = (cols - 1) / 2;
        int first = Math.max(0, Math.min(middle - (shown - 1) / 2, cols - shown));
        String labels =
            java.util.stream.IntStream.rangeClosed(first, first + shown)
                .mapToObj(String::valueOf)
                .collect(Collectors.joining(" "));
        assertEquals(labels, drawn.lines().findFirst().orElseThrow().trim().replaceAll(" +", " "), drawn);
        assertEquals(String.valueOf(cols), m.group(2));
        // the two drawn lines lie at both ends of the board: left of box column 0, right of the last
        int outside = (first > 0 ? 1 : 0) + (first + shown < cols ? 1 : 0);
        assertEquals(String.valueOf(outside), m.group(3), drawn);
      }
      assertEquals(true, counts.size() >= 3, game + " drawn in " + counts + " columns");
    }
  }

  @Test
  void theLinesSaidToLieOutsideAreTheDrawnLinesOffTheShownColumns() {
    DotsBoxes wide = DotsBoxes.of(2, 30);
    Pattern note = Pattern.compile("(\\d+) of 30 columns of boxes shown; (\\d+) drawn lines? lies? outside\\.");
    for (DotsBoxesState state : List.of(randomState(wide, 1, 60), randomState(wide, 2, 120), randomState(wide, 3, 150))) {
      for (Notation<Edge> notation : wide.notations()) {
        for (int columns : List.of(40, 90)) {
          // kept in view at the left end, the shown columns are 0 to n - 1; at the right end, 30 - n to 29
          for (boolean left : List.of(true, false)) {
            Edge around = left ? Edge.of(0, 0, 0, 1) : Edge.of(0, 29, 0, 30);
            Matcher m = note.matcher(state.render(notation, columns, around));
            assertEquals(true, m.find(), notation.name());
            int shown = Integer.parseInt(m.group(1));
            int first = left ? 0 : 30 - shown;
            int last = first + shown - 1;
            long outside =
                state.drawnEdges().stream()
                    .filter(
                        e ->
                            e.isHorizontal()
                                ? e.from().col() < first || e.from().col() > last
                                : e.from().col() < first || e.from().col() > last + 1)
                    .count();
            assertEquals(outside, Long.parseLong(m.group(2)), () -> state + " " + notation.name() + " " + columns);
          }
        }
      }
    }
  }

  private static DotsBoxesState randomState(DotsBoxes game, long seed, int lines) {
    SplittableRandom random = new SplittableRandom(seed);
    DotsBoxesState state = game.initialState();
    for (int i = 0; i < lines && !state.isTerminal(); i++) {
      List<Edge> legal = state.legalMoves();
      state = state.play(legal.get(random.nextInt(legal.size())));
    }
    return state;
  }

  @Test
  void aStateIsDrawnInANotationThroughTheStateInterface() {
    State<DotsBoxesState, Edge> start = GAME.initialState().play(Edge.of(0, 0, 0, 1));
    assertEquals(start.render(), start.render(GAME.notation()));
    assertEquals(
        String.join(
            "\n",
            "     A   B",
            "   o---o   o",
            "2",
            "   o   o   o",
            "1",
            "   o   o   o"),
        start.render(GAME.boxSides()));
    Notation<Edge> foreign = DotsBoxes.of(3, 3).boxSides();
    assertEquals(
        "box-side is not a notation of dots-boxes(rows=2,cols=2,players=2,turns=extra-turn-on-capture);"
            + " it has dot-pair, box-side, line-number",
        assertThrows(IllegalArgumentException.class, () -> start.render(foreign)).getMessage());
  }
}
