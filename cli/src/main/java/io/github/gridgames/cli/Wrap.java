package io.github.gridgames.cli;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.ArrayList;
import java.util.List;

/**
 * Text for people at the terminal's width: paragraphs wrapped at word boundaries, and lists said as
 * sentences.
 */
final class Wrap {

  private Wrap() {}

  /**
   * Wraps text at word boundaries so that no line is wider than a width, each line of the text as
   * its own paragraph, its indent kept on every line it becomes; a line that fits is kept as it is. A space inside square brackets or
   * quotes, as in {@code [A1 T]} or {@code '2 3'}, does not break a line; a word wider than the width keeps a line of its own.
   *
   * @param text the text, possibly of several lines
   * @param width the widest line, at least 1
   * @return the wrapped lines, joined by line breaks
   * @throws IllegalArgumentException if {@code width} is below 1
   */
  static String text(String text, int width) {
    checkArgument(width >= 1, "a line must be at least 1 column wide, got %s", width);
    List<String> out = new ArrayList<>();
    for (String paragraph : text.split("\n", -1)) {
      if (paragraph.length() <= width) {
        out.add(paragraph); // as it is, with its spacing
        continue;
      }
      String indent = paragraph.substring(0, paragraph.length() - paragraph.stripLeading().length());
      StringBuilder line = new StringBuilder(indent);
      for (String word : words(paragraph.stripLeading())) {
        // A word carries the spaces before it (more than one where text is set in columns); a
        // line broken before it drops them.
        String bare = word.stripLeading();
        if (line.length() > indent.length() && line.length() + word.length() > width) {
          out.add(line.toString());
          line.setLength(0);
          line.append(indent);
        }
        line.append(line.length() > indent.length() ? word : bare);
      }
      out.add(line.toString());
    }
    return String.join("\n", out);
  }

  /**
   * The words of a line without its indent, each with the spaces before it: split at spaces
   * outside square brackets and quotes.
   */
  private static List<String> words(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    int depth = 0;
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == ' ' && depth == 0 && !quoted && !word.toString().isBlank()) {
        words.add(word.toString());
        word.setLength(0);
      }
      if (c == '[') {
        depth++;
      } else if (c == ']' && depth > 0) {
        depth--;
      } else if (c == '\'' && (quoted || i == 0 || !Character.isLetter(line.charAt(i - 1)))) {
        quoted = !quoted; // an apostrophe inside a word, as in player's, is no quote
      }
      word.append(c);
    }
    if (word.length() > 0) {
      words.add(word.toString());
    }
    return words;
  }
}
