package io.github.gridgames.beam;

import com.google.common.io.CountingOutputStream;
import io.github.gridgames.beam.GameResult.Result;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.apache.beam.sdk.io.FileIO;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.io.fs.MatchResult;
import org.apache.beam.sdk.io.fs.ResourceId;
import org.apache.parquet.ParquetReadOptions;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.DelegatingSeekableInputStream;
import org.apache.parquet.io.InputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.PositionOutputStream;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.io.SeekableInputStream;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Types;
import org.jspecify.annotations.Nullable;

/**
 * Self-play rows as Parquet files, written by parquet's own writer into the channels of Beam's
 * file sinks and read back through Beam's file systems: no Hadoop file system, and the JDK's gzip
 * ({@link GzipCodecs}) instead of Hadoop's codecs. The columns are {@link SelfPlayRow}'s fields
 * under their JSON names.
 */
final class ParquetRows {

  /** The schema of a row. */
  static final MessageType SCHEMA =
      Types.buildMessage()
          .required(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("game")
          .required(PrimitiveTypeName.INT32).named("index")
          .required(PrimitiveTypeName.INT32).named("ply")
          .required(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("position")
          .required(PrimitiveTypeName.INT32).named("toMove")
          .required(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("agent")
          .required(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("move")
          .required(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("result")
          .required(PrimitiveTypeName.INT32).named("margin")
          .optional(PrimitiveTypeName.INT32).named("value")
          .named("self_play_row");

  private ParquetRows() {}

  /** A row as a Parquet record. */
  static Group toGroup(SelfPlayRow row) {
    Group group =
        new SimpleGroupFactory(SCHEMA)
            .newGroup()
            .append("game", row.game())
            .append("index", row.index())
            .append("ply", row.ply())
            .append("position", row.position())
            .append("toMove", row.toMove())
            .append("agent", row.agent())
            .append("move", row.move())
            .append("result", row.result().name().toLowerCase(Locale.ROOT))
            .append("margin", row.margin());
    row.value().ifPresent(v -> group.append("value", v));
    return group;
  }

  /**
   * A Parquet record as a row.
   *
   * @throws IllegalArgumentException if the record is not a row: the message quotes it
   */
  static SelfPlayRow fromGroup(Group group) {
    try {
      return new SelfPlayRow(
          group.getString("game", 0),
          group.getInteger("index", 0),
          group.getInteger("ply", 0),
          group.getString("position", 0),
          group.getInteger("toMove", 0),
          group.getString("agent", 0),
          group.getString("move", 0),
          Result.valueOf(group.getString("result", 0).toUpperCase(Locale.ROOT)),
          group.getInteger("margin", 0),
          group.getFieldRepetitionCount("value") > 0
              ? OptionalInt.of(group.getInteger("value", 0))
              : OptionalInt.empty());
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("not a self-play row: '" + group.toString().strip() + "': " + e.getMessage(), e);
    }
  }

  /**
   * Reads every row of a folder's Parquet files of rows, file by file in name order.
   *
   * @throws IllegalArgumentException if a file is not Parquet, is compressed otherwise than with
   *     GZIP, or holds a record that is not a row (the message names the file)
   * @throws UncheckedIOException if a file cannot be read
   */
  static List<SelfPlayRow> read(List<MatchResult.Metadata> files) {
    List<SelfPlayRow> rows = new ArrayList<>();
    for (MatchResult.Metadata file : files) {
      readFile(file.resourceId(), file.sizeBytes(), rows);
    }
    return rows;
  }

  private static void readFile(ResourceId resource, long size, List<SelfPlayRow> rows) {
    ParquetReadOptions options =
        ParquetReadOptions.builder(new PlainParquetConfiguration()).withCodecFactory(GzipCodecs.INSTANCE).build();
    try (ParquetFileReader reader = ParquetFileReader.open(new BeamInputFile(resource, size), options)) {
      MessageType schema = reader.getFooter().getFileMetaData().getSchema();
      ColumnIOFactory columns = new ColumnIOFactory();
      for (PageReadStore pages = reader.readNextRowGroup(); pages != null; pages = reader.readNextRowGroup()) {
        RecordReader<Group> records =
            columns.getColumnIO(schema).getRecordReader(pages, new GroupRecordConverter(schema));
        for (long i = 0; i < pages.getRowCount(); i++) {
          rows.add(fromGroup(records.read()));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + resource + " as Parquet: " + e.getMessage(), e);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("cannot read " + resource + " as self-play rows: " + e.getMessage(), e);
    }
  }

  /**
   * Writes rows, given as their JSON lines, into one Parquet file per shard of Beam's file sink.
   * Parquet's writer buffers a row group and writes it, with the file's footer, when the sink is
   * flushed; the channel is left to the sink to close.
   */
  static final class Sink implements FileIO.Sink<String> {
    private static final long serialVersionUID = 1L;

    private transient @Nullable ParquetWriter<Group> writer;

    @Override
    public void open(WritableByteChannel channel) throws IOException {
      writer =
          ExampleParquetWriter.builder(new ChannelOutputFile(channel))
              .withConf(new PlainParquetConfiguration())
              .withType(SCHEMA)
              .withCodecFactory(GzipCodecs.INSTANCE)
              .withCompressionCodec(CompressionCodecName.GZIP)
              .build();
    }

    @Override
    public void write(String line) throws IOException {
      openWriter().write(toGroup(SelfPlayRow.fromJson(line)));
    }

    @Override
    public void flush() throws IOException {
      openWriter().close();
      writer = null;
    }

    private ParquetWriter<Group> openWriter() {
      ParquetWriter<Group> w = writer;
      if (w == null) {
        throw new IllegalStateException("the Parquet sink is not open");
      }
      return w;
    }
  }

  /** A Parquet output file over a channel that the caller closes. */
  private static final class ChannelOutputFile implements OutputFile {
    private final WritableByteChannel channel;

    ChannelOutputFile(WritableByteChannel channel) {
      this.channel = channel;
    }

    @Override
    public PositionOutputStream create(long blockSizeHint) {
      CountingOutputStream counting = new CountingOutputStream(new KeepOpen(Channels.newOutputStream(channel)));
      return new PositionOutputStream() {
        @Override
        public long getPos() {
          return counting.getCount();
        }

        @Override
        public void write(int b) throws IOException {
          counting.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
          counting.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
          counting.flush();
        }

        @Override
        public void close() throws IOException {
          counting.close();
        }
      };
    }

    @Override
    public PositionOutputStream createOrOverwrite(long blockSizeHint) {
      return create(blockSizeHint);
    }

    @Override
    public boolean supportsBlockSize() {
      return false;
    }

    @Override
    public long defaultBlockSize() {
      return 0;
    }
  }

  /** Flushes instead of closing: the sink closes the channel. */
  private static final class KeepOpen extends FilterOutputStream {
    KeepOpen(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
    }

    @Override
    public void close() throws IOException {
      flush();
    }
  }

  /** A Parquet input file of one of Beam's file systems, whose channels must be seekable. */
  private static final class BeamInputFile implements InputFile {
    private final ResourceId resource;
    private final long size;

    BeamInputFile(ResourceId resource, long size) {
      this.resource = resource;
      this.size = size;
    }

    @Override
    public long getLength() {
      return size;
    }

    @Override
    public SeekableInputStream newStream() throws IOException {
      ReadableByteChannel opened = FileSystems.open(resource);
      if (!(opened instanceof SeekableByteChannel channel)) {
        opened.close();
        throw new IOException(resource + " cannot be read at random places, which Parquet needs");
      }
      return new DelegatingSeekableInputStream(Channels.newInputStream(channel)) {
        @Override
        public long getPos() throws IOException {
          return channel.position();
        }

        @Override
        public void seek(long newPos) throws IOException {
          channel.position(newPos);
        }
      };
    }
  }
}
