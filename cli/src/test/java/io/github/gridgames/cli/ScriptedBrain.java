package io.github.gridgames.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;

/**
 * A Gomocup brain for tests: answers START, RECTSTART and RESTART with OK, ignores INFO, ends at
 * END, and plays the first free square in reading order (row by row from the top-left), each move
 * after a MESSAGE and a DEBUG line, except that at one of its moves it breaks the protocol in the
 * way its {@link Fault} says. Runs in a thread of the test ({@link #accept}) or as a process
 * ({@link #main}: {@code ScriptedBrain FAULT [AT_MOVE]}).
 */
final class ScriptedBrain implements BiConsumer<BufferedReader, PrintWriter> {

  /** How the brain breaks the protocol. */
  enum Fault {
    /** It plays by the rules. */
    NONE,
    /** Its output ends: it returns (or, as a process, exits with code 3). */
    CRASH,
    /** It answers nothing more, reading on. */
    HANG,
    /** It answers the opponent's last square. */
    TAKEN,
    /** It answers a square outside the board. */
    OUTSIDE,
    /** It answers a line that is no answer of the protocol. */
    MALFORMED,
    /** It answers ERROR. */
    ERROR,
    /** It answers every move as SUGGEST X,Y, then X,Y to PLAY X,Y (by the rules). */
    SUGGEST,
    /** It refuses START with ERROR. */
    REFUSE_START,
    /** It answers RESTART with UNKNOWN (by the rules: the manager starts it again). */
    UNKNOWN_RESTART,
    /** It sleeps {@link #SLOW_MILLIS} before each move (by the rules, but slow). */
    SLOW
  }

  /** How long a {@link Fault#SLOW} brain sleeps before each move. */
  static final long SLOW_MILLIS = 300;

  private final Fault fault;
  private final int atMove;
  private final List<String> received = Collections.synchronizedList(new ArrayList<>());
  private boolean[][] taken = new boolean[0][0];
  private int moves;
  private String last = "";

  /**
   * Creates a brain.
   *
   * @param fault how it breaks the protocol
   * @param atMove at which of its moves in a game, from 0 (for the faults of a move)
   */
  ScriptedBrain(Fault fault, int atMove) {
    this.fault = fault;
    this.atMove = atMove;
  }

  /** Returns the lines it read, trimmed, in order. */
  List<String> received() {
    synchronized (received) {
      return List.copyOf(received);
    }
  }

  /** Runs as a process: {@code ScriptedBrain FAULT [AT_MOVE]}; a crash exits with code 3. */
  public static void main(String[] args) {
    ScriptedBrain brain = new ScriptedBrain(Fault.valueOf(args[0].toUpperCase(Locale.ROOT)), args.length > 1 ? Integer.parseInt(args[1]) : 1);
    brain.accept(
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
        new PrintWriter(System.out, true, StandardCharsets.UTF_8));
    if (brain.fault == Fault.CRASH && brain.moves == brain.atMove) {
      System.exit(3);
    }
  }

  @Override
  public void accept(BufferedReader in, PrintWriter out) {
    boolean hanging = false;
    try {
      String line;
      while ((line = in.readLine()) != null) {
        line = line.strip();
        received.add(line);
        String[] words = line.split(" ", 2);
        String word = words[0];
        String rest = words.length > 1 ? words[1] : "";
        if (hanging || word.equals("INFO") || word.isEmpty()) {
          continue;
        }
        switch (word) {
          case "START", "RECTSTART" -> {
            if (fault == Fault.REFUSE_START) {
              out.println("ERROR no");
              continue;
            }
            String[] size = rest.split(",");
            taken = new boolean[Integer.parseInt(size[0])][Integer.parseInt(size[size.length - 1])];
            moves = 0;
            out.println("OK");
          }
          case "RESTART" -> {
            if (fault == Fault.UNKNOWN_RESTART) {
              out.println("UNKNOWN RESTART");
              continue;
            }
            taken = new boolean[taken.length][taken.length == 0 ? 0 : taken[0].length];
            moves = 0;
            out.println("OK");
          }
          case "END" -> {
            return;
          }
          case "TURN", "BEGIN" -> {
            if (word.equals("TURN")) {
              mark(rest);
              last = rest;
            }
            if (moves == atMove && fault != Fault.NONE) {
              switch (fault) {
                case CRASH -> {
                  return;
                }
                case HANG -> {
                  hanging = true;
                  continue;
                }
                case TAKEN -> out.println(last);
                case OUTSIDE -> out.println("99,99");
                case MALFORMED -> out.println("hello there");
                case ERROR -> out.println("ERROR I give up");
                default -> {
                  // the faults of START and RESTART, and the lawful ones, play as below
                }
              }
              if (fault == Fault.TAKEN || fault == Fault.OUTSIDE || fault == Fault.MALFORMED || fault == Fault.ERROR) {
                moves++;
                continue;
              }
            }
            if (fault == Fault.SLOW) {
              Thread.sleep(SLOW_MILLIS);
            }
            String move = firstFree();
            moves++;
            out.println("MESSAGE move " + moves);
            out.println("DEBUG first free square");
            if (fault == Fault.SUGGEST) {
              out.println("SUGGEST " + move);
            } else {
              mark(move);
              out.println(move);
            }
          }
          case "PLAY" -> {
            mark(rest);
            out.println(rest);
          }
          default -> out.println("UNKNOWN " + word);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void mark(String square) {
    String[] xy = square.split(",");
    taken[Integer.parseInt(xy[0].strip())][Integer.parseInt(xy[1].strip())] = true;
  }

  private String firstFree() {
    int height = taken.length == 0 ? 0 : taken[0].length;
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < taken.length; x++) {
        if (!taken[x][y]) {
          return x + "," + y;
        }
      }
    }
    throw new IllegalStateException("the board is full");
  }
}
