package io.github.gridgames.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/**
 * The version that {@code gridgames --version} prints: the version of the build that made this
 * jar, which the build writes into the resource {@code version.txt} beside this class.
 */
final class GridgamesVersion implements CommandLine.IVersionProvider {

  /**
   * Returns the one line of {@code --version}, {@code gridgames VERSION}.
   *
   * @throws IllegalStateException if the resource {@code version.txt} is missing or empty
   * @throws UncheckedIOException if it cannot be read
   */
  @Override
  public String[] getVersion() {
    return new String[] {"gridgames " + read(GridgamesVersion.class, "version.txt")};
  }

  /**
   * Returns the text of the resource {@code name} beside the class {@code anchor}, stripped.
   *
   * @throws IllegalStateException if there is no such resource, or it holds only white space
   * @throws UncheckedIOException if it cannot be read
   */
  static String read(Class<?> anchor, String name) {
    try (InputStream in = anchor.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("no resource " + name + " beside " + anchor.getName());
      }
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
      if (text.isEmpty()) {
        throw new IllegalStateException("the resource " + name + " beside " + anchor.getName() + " is empty");
      }
      return text;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the resource " + name + " beside " + anchor.getName(), e);
    }
  }
}
