package io.github.gridgames.beam;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.apache.parquet.bytes.BytesInput;
import org.apache.parquet.compression.CompressionCodecFactory;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;

/**
 * Parquet's GZIP codec (and no compression) done with the JDK's gzip streams: parquet's own codec
 * factory goes through Hadoop's codec classes, which this module does not carry. A Parquet GZIP
 * page is one gzip member, so files written here are read by any Parquet reader. Stateless and
 * thread-safe.
 */
final class GzipCodecs implements CompressionCodecFactory {

  /** The one instance. */
  static final GzipCodecs INSTANCE = new GzipCodecs();

  private GzipCodecs() {}

  /**
   * Returns the compressor of a codec.
   *
   * @throws IllegalArgumentException naming the codec if it is neither GZIP nor UNCOMPRESSED
   */
  @Override
  public BytesInputCompressor getCompressor(CompressionCodecName codec) {
    boolean gzip = supported(codec);
    return new BytesInputCompressor() {
      @Override
      public BytesInput compress(BytesInput bytes) throws IOException {
        if (!gzip) {
          return bytes;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream zip = new GZIPOutputStream(out)) {
          bytes.writeAllTo(zip);
        }
        return BytesInput.from(out.toByteArray());
      }

      @Override
      public CompressionCodecName getCodecName() {
        return codec;
      }

      @Override
      public void release() {}
    };
  }

  /**
   * Returns the decompressor of a codec.
   *
   * @throws IllegalArgumentException naming the codec if it is neither GZIP nor UNCOMPRESSED
   */
  @Override
  public BytesInputDecompressor getDecompressor(CompressionCodecName codec) {
    boolean gzip = supported(codec);
    return new BytesInputDecompressor() {
      @Override
      public BytesInput decompress(BytesInput bytes, int uncompressedSize) throws IOException {
        if (!gzip) {
          return bytes;
        }
        return BytesInput.from(inflate(bytes.toInputStream(), uncompressedSize));
      }

      @Override
      public void decompress(ByteBuffer input, int compressedSize, ByteBuffer output, int uncompressedSize)
          throws IOException {
        byte[] compressed = new byte[compressedSize];
        input.get(compressed);
        if (!gzip) {
          output.put(compressed);
          return;
        }
        output.put(inflate(new java.io.ByteArrayInputStream(compressed), uncompressedSize));
      }

      @Override
      public void release() {}
    };
  }

  @Override
  public void release() {}

  private static boolean supported(CompressionCodecName codec) {
    if (codec != CompressionCodecName.GZIP && codec != CompressionCodecName.UNCOMPRESSED) {
      throw new IllegalArgumentException(
          "the Parquet codec " + codec + " is not supported: gridgames reads and writes GZIP and UNCOMPRESSED");
    }
    return codec == CompressionCodecName.GZIP;
  }

  private static byte[] inflate(InputStream compressed, int uncompressedSize) throws IOException {
    try (GZIPInputStream zip = new GZIPInputStream(compressed)) {
      byte[] bytes = zip.readNBytes(uncompressedSize);
      if (bytes.length != uncompressedSize) {
        throw new IOException("a GZIP page held " + bytes.length + " bytes, its header says " + uncompressedSize);
      }
      return bytes;
    }
  }
}
