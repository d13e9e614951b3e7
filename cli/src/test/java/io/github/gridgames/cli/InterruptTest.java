package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C (SIGINT) during {@code play --save FILE} saves the record, as the help promises. */
class InterruptTest {

  @TempDir Path dir;

  /** Reads the output up to and including the n-th occurrence of a text. */
  private static String readUntil(InputStream in, String text, int n) throws IOException {
    StringBuilder seen = new StringBuilder();
    int found = 0;
    while (found < n) {
      int c = in.read();
      if (c < 0) {
        throw new AssertionError("the output ended before '" + text + "' #" + n + ": " + seen);
      }
      seen.append((char) c);
      if (seen.length() >= text.length() && seen.substring(seen.length() - text.length()).equals(text)) {
        found++;
      }
    }
    return seen.toString();
  }

  /**
   * Whether this JVM was started with SIGINT ignored (as a background job of a shell without job
   * control is): its children inherit that, and Ctrl-C cannot reach them. Read from Linux's
   * {@code /proc/self/status}; false where that file is missing.
   */
  private static boolean sigintIgnored() throws IOException {
    Path status = Path.of("/proc/self/status");
    if (!Files.isReadable(status)) {
      return false;
    }
    for (String line : Files.readAllLines(status)) {
      if (line.startsWith("SigIgn:")) {
        long ignored = Long.parseUnsignedLong(line.substring("SigIgn:".length()).strip(), 16);
        return (ignored & (1L << (2 - 1))) != 0; // SIGINT is signal 2
      }
    }
    return false;
  }

  @Test
  void ctrlCDuringPlaySavesTheRecord() throws Exception {
    assumeTrue(
        !System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows")
            && Files.isExecutable(Path.of("/bin/kill")),
        "needs kill");
    assumeTrue(!sigintIgnored(), "SIGINT is ignored in this JVM, so in the command it starts");
    Path file = dir.resolve("game.txt");
    Process process =
        Subprocess.start(List.of(), "play", "tictactoe", "--first", "human", "--second", "human", "--save", file.toString());
    try {
      OutputStream in = process.getOutputStream();
      in.write("2 2\n1 1\n".getBytes(StandardCharsets.UTF_8));
      in.flush();
      // The third prompt: both moves are played, and the game waits for the next one.
      readUntil(process.getInputStream(), "your move", 3);
      Process kill = new ProcessBuilder("/bin/kill", "-INT", Long.toString(process.pid())).start();
      assertEquals(0, kill.waitFor());
      // A command that ignored the signal would otherwise keep the build waiting for ever.
      assertTrue(process.waitFor(60, TimeUnit.SECONDS), "play still running 60 s after SIGINT");
      int code = process.exitValue();
      String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      assertEquals(130, code, err);
      assertEquals("gridgames play: stopped; saved the game record (2 moves) to " + file + ".", err.strip());
      assertEquals(
          Cli.lines(
              "# gridgames match record",
              "game: tictactoe(rows=3,cols=3,k=3,overlines=win)",
              "notation: row-col",
              "1. 2 2",
              "2. 1 1"),
          Files.readString(file));
      Cli.Run replay = Cli.run("replay", file.toString());
      assertEquals(0, replay.code(), replay.err());
      assertTrue(replay.out().contains("2 moves"), replay.out());
    } finally {
      process.destroyForcibly();
    }
  }
}
