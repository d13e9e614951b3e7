package io.github.gridgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile input is refused with a clear error and exit code, never an {@link OutOfMemoryError}:
 * every line read is bounded ({@link LineLimitReader#MAX_LINE} characters), and {@code replay}
 * refuses files that are not regular or are over {@link Records#MAX_BYTES} without reading them.
 */
class HostileInputTest {

  private static final String TOO_LONG = "a line of the input is longer than the limit of 1,048,576 characters";

  @TempDir Path dir;

  private static String line(int length) {
    char[] chars = new char[length];
    Arrays.fill(chars, '7');
    return new String(chars);
  }

  @Test
  void linesAreBoundedAndEndAsInABufferedReader() throws IOException {
    LineLimitReader in = new LineLimitReader(new StringReader("ab\r\ncd\ref\n\nlast"), 4);
    assertEquals("ab", in.readLine());
    assertEquals("cd", in.readLine());
    assertEquals("ef", in.readLine());
    assertEquals("", in.readLine());
    assertEquals("last", in.readLine());
    assertNull(in.readLine());
    LineLimitReader exact = new LineLimitReader(new StringReader("abcd\nabcde\n"), 4);
    assertEquals("abcd", exact.readLine());
    IOException e = assertThrows(LineLimitReader.LineTooLongException.class, exact::readLine);
    assertEquals("a line of the input is longer than the limit of 4 characters", e.getMessage());
  }

  @Test
  void playRefusesALineOverTheLimitAndSavesTheGame() throws IOException {
    Path file = dir.resolve("game.txt");
    Cli.Run run =
        Cli.input(
            Cli.lines("2 2", line(LineLimitReader.MAX_LINE + 1), "1 1"),
            "play", "tictactoe", "--first", "human", "--second", "human", "--save", file.toString());
    assertEquals(1, run.code(), run.err());
    assertEquals("gridgames play: " + TOO_LONG + "; the game stops here.", run.err().strip());
    assertTrue(run.out().contains("Move 1: X plays row 2, column 2."), run.out());
    assertFalse(run.out().contains(": O plays"), run.out());
    assertTrue(Files.readString(file).endsWith("1. 2 2\n"), Files.readString(file));
  }

  @Test
  void playTakesALineAtTheLimitAsAnAnswer() {
    Cli.Run run =
        Cli.input(Cli.lines(line(LineLimitReader.MAX_LINE), "2 2"), "play", "tictactoe", "--first", "human", "--second", "human");
    assertEquals(0, run.code(), run.err());
    assertEquals("", run.err());
    assertTrue(run.out().contains("Please answer in the format"), "refused as a move");
    assertTrue(run.out().contains("Move 1: X plays row 2, column 2."), run.out());
  }

  @Test
  void theBotRefusesAProtocolLineOverTheLimit() {
    Cli.Run run = Cli.input(line(LineLimitReader.MAX_LINE + 1) + "\n", "bot", "codingame");
    assertEquals(1, run.code());
    assertEquals("gridgames bot codingame: " + TOO_LONG, run.err().strip());
    assertEquals("", run.out());
  }

  @Test
  void replayRefusesADeviceAtOnce() {
    assumeTrue(Files.exists(Path.of("/dev/zero")), "needs /dev/zero");
    Cli.Run run = Cli.run("replay", "/dev/zero");
    assertEquals(2, run.code());
    assertEquals(
        "gridgames replay: FILE '/dev/zero': it is not a regular file (such as a device or a pipe); a record is a"
            + " file written by 'gridgames play --save' (see 'gridgames replay --help')",
        run.err().strip());
    assertEquals("", run.out());
  }

  @Test
  void replayRefusesAFileOverTheLimitWithoutReadingIt() throws IOException {
    Path big = dir.resolve("big.txt");
    try (RandomAccessFile file = new RandomAccessFile(big.toFile(), "rw")) {
      file.setLength(Records.MAX_BYTES + 1L); // sparse: nothing is written
    }
    Cli.Run run = Cli.run("replay", big.toString());
    assertEquals(2, run.code());
    assertEquals(
        "gridgames replay: FILE '" + big + "': it has 8,388,609 bytes, more than the limit of 8,388,608 bytes"
            + " (8 MiB) for a record (see 'gridgames replay --help')",
        run.err().strip());
    Cli.Run folder = Cli.run("replay", dir.toString());
    assertEquals(2, folder.code());
    assertEquals(
        "gridgames replay: FILE '" + dir + "': it is a folder, not a record file (see 'gridgames replay --help')",
        folder.err().strip());
  }

  @Test
  void replayRefusesTextThatIsNotUtf8() throws IOException {
    Path file = dir.resolve("latin1.txt");
    Files.write(file, new byte[] {'g', 'a', 'm', 'e', ':', ' ', (byte) 0xe9, '\n'});
    Cli.Run run = Cli.run("replay", file.toString());
    assertEquals(2, run.code());
    assertEquals(
        "gridgames replay: FILE '" + file + "': cannot read it: it is not UTF-8 text (see 'gridgames replay --help')",
        run.err().strip());
  }

  /** A 50 MB line into a JVM of 64 MB: refused with the message, not an OutOfMemoryError. */
  @Test
  void aHugeLineUnderASmallHeapIsRefusedNotAnOutOfMemoryError() throws Exception {
    Process process = Subprocess.start(List.of("-Xmx64m"), "play", "tictactoe", "--first", "human", "--second", "human");
    Thread writer =
        new Thread(
            () -> {
              byte[] chunk = new byte[1 << 20];
              Arrays.fill(chunk, (byte) '7');
              try (OutputStream in = process.getOutputStream()) {
                for (int i = 0; i < 50; i++) {
                  in.write(chunk);
                }
                in.write('\n');
              } catch (IOException e) {
                // The command stopped reading: the rest of the line is refused unread.
              }
            });
    writer.start();
    String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    int code = process.waitFor();
    writer.join();
    assertEquals(1, code, err);
    assertEquals("gridgames play: " + TOO_LONG + "; the game stops here.", err.strip());
  }
}
