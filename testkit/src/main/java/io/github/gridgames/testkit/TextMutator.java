package io.github.gridgames.testkit;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Makes the inputs of {@link TextFuzz}: mutations of valid sample texts (character edits,
 * insertions, deletions, truncations, duplications, swaps, splices, line edits) with pieces from a
 * hostile alphabet and from the samples' own words, and purely random strings. Input {@code i}
 * depends only on the samples, the seed and {@code i}.
 */
final class TextMutator {

  /** Pieces that parsers of numbers, separators, lines and characters tend to get wrong. */
  private static final List<String> HOSTILE =
      List.of(
          "0", "00", "-0", "-1", "+1", "1", "9", "10", "2147483647", "2147483648", "-2147483648",
          "-2147483649", "4294967296", "9223372036854775807", "9223372036854775808",
          "99999999999999999999", "9".repeat(40), "1e9", "0x1f", "1.5", "NaN", " ", "  ", "\t",
          "\n", "\r", "\r\n", "\n\n", "\0", "\u000b", "\u000c", "\u001c", "\u0085", "\u00a0",
          "\u1680", "\u2000", "\u2028", "\u2029", "\u3000", "\ufeff", "\u200b", "\u00e9", "\u00c9",
          "\u0131", "\u0130", "\u017f", "\u212a", "\uff21", "\uff11", "\u0661", "\u0967", "\u00b2",
          "\u2460", "\ud835\udfd9", "\ud800", "\udc00", "\uffff", "\ufffd", ",", ";", ":", ".", "..",
          "(", ")", "((", "))", "[", "]", "{", "}", "=", "==", "-", "--", "+", "_", "#", "/", "\\",
          "|", "'", "\"", "%", "*", "?", "!", "@", "$", "&", "~", "`", "^", "<", ">", "A", "Z",
          "a", "z", "AA", "ZZZZZZZZZZ", "x");

  private static final int MAX_TOKENS = 400;

  private final List<String> samples;
  private final List<String> tokens;
  private final long seed;

  TextMutator(List<String> samples, long seed) {
    this.samples = List.copyOf(samples);
    this.seed = seed;
    this.tokens = tokens(this.samples);
  }

  /** The distinct words of the samples: runs of letters, runs of digits, single other characters. */
  private static List<String> tokens(List<String> samples) {
    Set<String> words = new LinkedHashSet<>();
    for (String sample : samples) {
      int i = 0;
      while (i < sample.length() && words.size() < MAX_TOKENS) {
        int start = i;
        char c = sample.charAt(i);
        if (Character.isLetter(c)) {
          while (i < sample.length() && Character.isLetter(sample.charAt(i))) {
            i++;
          }
        } else if (Character.isDigit(c)) {
          while (i < sample.length() && Character.isDigit(sample.charAt(i))) {
            i++;
          }
        } else {
          i++;
        }
        words.add(sample.substring(start, i));
      }
    }
    return List.copyOf(words);
  }

  String input(int index) {
    SplittableRandom random = new SplittableRandom(RandomGames.gameSeed(seed, index));
    int kind = random.nextInt(16);
    if (samples.isEmpty() || kind == 0) {
      return randomString(random);
    }
    String text = samples.get(random.nextInt(samples.size()));
    if (kind == 1) {
      return text;
    }
    int mutations = 1 + random.nextInt(random.nextBoolean() ? 2 : 5);
    for (int i = 0; i < mutations; i++) {
      text = mutate(text, random);
    }
    return text;
  }

  private String piece(SplittableRandom random) {
    if (!tokens.isEmpty() && random.nextInt(3) == 0) {
      return tokens.get(random.nextInt(tokens.size()));
    }
    return HOSTILE.get(random.nextInt(HOSTILE.size()));
  }

  private String randomString(SplittableRandom random) {
    int length = random.nextInt(random.nextInt(8) == 0 ? 200 : 24);
    StringBuilder sb = new StringBuilder();
    while (sb.length() < length) {
      switch (random.nextInt(4)) {
        case 0 -> sb.append(piece(random));
        case 1 -> sb.append((char) (0x20 + random.nextInt(0x5f)));
        case 2 -> sb.append((char) random.nextInt(0x10000));
        default -> sb.append((char) random.nextInt(0x20));
      }
    }
    return sb.toString();
  }

  private String mutate(String text, SplittableRandom random) {
    int length = text.length();
    int at = random.nextInt(length + 1);
    int end = Math.min(length, at + 1 + random.nextInt(random.nextBoolean() ? 3 : 12));
    return switch (random.nextInt(12)) {
      case 0, 1 -> text.substring(0, Math.min(at, length)) + piece(random) + text.substring(Math.min(end, length));
      case 2, 3 -> text.substring(0, at) + piece(random) + text.substring(at);
      case 4 -> text.substring(0, at) + text.substring(end);
      case 5 -> text.substring(0, at);
      case 6 -> text.substring(0, end) + text.substring(at, end) + text.substring(end);
      case 7 -> swap(text, random);
      case 8 -> {
        String other = samples.get(random.nextInt(samples.size()));
        int from = random.nextInt(other.length() + 1);
        int to = Math.min(other.length(), from + random.nextInt(16));
        yield text.substring(0, at) + other.substring(from, to) + text.substring(end);
      }
      case 9 -> lines(text, random);
      case 10 -> text.substring(0, at) + (char) random.nextInt(0x10000) + text.substring(at);
      default -> digits(text, random);
    };
  }

  private static String swap(String text, SplittableRandom random) {
    if (text.length() < 2) {
      return text;
    }
    char[] chars = text.toCharArray();
    int i = random.nextInt(chars.length);
    int j = random.nextBoolean() ? Math.min(chars.length - 1, i + 1) : random.nextInt(chars.length);
    char c = chars[i];
    chars[i] = chars[j];
    chars[j] = c;
    return new String(chars);
  }

  /** Deletes, duplicates or swaps whole lines; a one-line text gets a copy of itself on a new line. */
  private static String lines(String text, SplittableRandom random) {
    List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
    if (lines.size() < 2) {
      return text + "\n" + text;
    }
    int i = random.nextInt(lines.size());
    int j = random.nextInt(lines.size());
    switch (random.nextInt(3)) {
      case 0 -> lines.remove(i);
      case 1 -> lines.add(j, lines.get(i));
      default -> {
        String line = lines.get(i);
        lines.set(i, lines.get(j));
        lines.set(j, line);
      }
    }
    return String.join("\n", lines);
  }

  /** Replaces a run of digits (or inserts a number where there is none) with an extreme number. */
  private static String digits(String text, SplittableRandom random) {
    List<int[]> runs = new ArrayList<>();
    for (int i = 0; i < text.length(); ) {
      if (Character.isDigit(text.charAt(i))) {
        int start = i;
        while (i < text.length() && Character.isDigit(text.charAt(i))) {
          i++;
        }
        runs.add(new int[] {start, i});
      } else {
        i++;
      }
    }
    String number =
        switch (random.nextInt(6)) {
          case 0 -> "0";
          case 1 -> "-1";
          case 2 -> Integer.toString(Integer.MAX_VALUE);
          case 3 -> "99999999999999999999";
          case 4 -> "0" + random.nextInt(100);
          default -> Integer.toString(random.nextInt(200));
        };
    if (runs.isEmpty()) {
      int at = random.nextInt(text.length() + 1);
      return text.substring(0, at) + number + text.substring(at);
    }
    int[] run = runs.get(random.nextInt(runs.size()));
    return text.substring(0, run[0]) + number + text.substring(run[1]);
  }
}
