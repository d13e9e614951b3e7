package io.github.gridgames.beam;

/**
 * The file format of {@link SelfPlay}'s rows, which {@link SelfPlayRow#readAll} reads back in
 * either form.
 */
public enum RowFormat {

  /**
   * Sharded JSON Lines, {@code rows-*.jsonl}: one JSON object per row, with the fields of {@link
   * SelfPlayRow} ({@code value} only where known; {@code result} in lower case).
   */
  JSON_LINES(".jsonl"),

  /**
   * Sharded Parquet files, {@code rows-*.parquet}, gzip-compressed: one record per row, with the
   * columns of {@link SelfPlayRow} under the same names as in JSON Lines ({@code value} optional;
   * the texts and {@code result} as UTF-8 strings; the numbers as 32-bit integers).
   */
  PARQUET(".parquet");

  private final String suffix;

  RowFormat(String suffix) {
    this.suffix = suffix;
  }

  /** The suffix of the format's files, with its dot. */
  String suffix() {
    return suffix;
  }
}
