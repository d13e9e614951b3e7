package io.github.gridgames.beam;

import static java.nio.charset.StandardCharsets.UTF_8;
import static java.util.Objects.requireNonNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.io.fs.EmptyMatchTreatment;
import org.apache.beam.sdk.io.fs.MatchResult;
import org.apache.beam.sdk.io.fs.MoveOptions;
import org.apache.beam.sdk.io.fs.ResolveOptions.StandardResolveOptions;
import org.apache.beam.sdk.io.fs.ResourceId;
import org.apache.beam.sdk.util.MimeTypes;

/**
 * The output folders of the pipelines: refused before a pipeline starts when they hold anything
 * (results are never overwritten) or cannot be written, and read back after it ends through Beam's
 * file systems (a local path, or any scheme registered with the pipeline's options).
 */
final class Outputs {

  private Outputs() {}

  /**
   * Makes sure a pipeline can write into a folder that holds nothing yet: a local folder is
   * created, and it must be writable; a folder of another file system must hold no file.
   *
   * @throws IllegalArgumentException naming the folder when it holds files, is a file, or cannot be
   *     created or written
   */
  static void prepare(String folder) {
    requireNonNull(folder, "folder");
    if (!folder.contains("://")) {
      prepareLocal(Path.of(folder));
      return;
    }
    if (!match(folder, "*").isEmpty()) {
      throw new IllegalArgumentException(
          "the output folder " + folder + " already holds files; name a new folder (results are never overwritten)");
    }
  }

  private static void prepareLocal(Path path) {
    if (Files.isDirectory(path)) {
      try (Stream<Path> entries = Files.list(path)) {
        if (entries.findAny().isPresent()) {
          throw new IllegalArgumentException(
              "the output folder " + path + " already holds files; name a new folder (results are never overwritten)");
        }
      } catch (IOException e) {
        throw new IllegalArgumentException("cannot read the output folder " + path + ": " + e, e);
      }
    } else if (Files.exists(path)) {
      throw new IllegalArgumentException("the output folder " + path + " is a file; name a new folder");
    }
    try {
      Files.createDirectories(path);
    } catch (FileAlreadyExistsException e) {
      throw new IllegalArgumentException("cannot create the output folder " + path + ": " + e.getFile() + " is a file", e);
    } catch (AccessDeniedException e) {
      throw new IllegalArgumentException("cannot create the output folder " + path + ": permission denied", e);
    } catch (FileSystemException e) {
      throw new IllegalArgumentException(
          "cannot create the output folder " + path + ": " + (e.getReason() != null ? e.getReason() : e.toString()), e);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot create the output folder " + path + ": " + e, e);
    }
    if (!Files.isWritable(path)) {
      throw new IllegalArgumentException("cannot write the output folder " + path + ": permission denied");
    }
  }

  /** The prefix of a folder's sharded output files of one name, for {@code TextIO.write().to}. */
  static String prefix(String folder, String name) {
    return resource(folder, name).toString();
  }

  private static ResourceId resource(String folder, String name) {
    return FileSystems.matchNewResource(folder, true).resolve(name, StandardResolveOptions.RESOLVE_FILE);
  }

  private static List<MatchResult.Metadata> match(String folder, String glob) {
    try {
      MatchResult result =
          FileSystems.match(resource(folder, glob).toString(), EmptyMatchTreatment.ALLOW);
      List<MatchResult.Metadata> files = new ArrayList<>(result.metadata());
      files.sort(Comparator.comparing(m -> m.resourceId().toString()));
      return files;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + folder, e);
    }
  }

  /**
   * Lists a folder's sharded files of one name ({@code name-*}) in name order.
   *
   * @throws IllegalArgumentException if there is no such file
   */
  static List<MatchResult.Metadata> files(String folder, String name) {
    List<MatchResult.Metadata> files = match(folder, name + "-*");
    if (files.isEmpty()) {
      throw new IllegalArgumentException("no " + name + "-* files in " + folder);
    }
    return files;
  }

  /**
   * Reads every line of a folder's sharded files of one name ({@code name-*}), file by file in
   * name order.
   *
   * @throws IllegalArgumentException if there is no such file
   */
  static List<String> readLines(String folder, String name) {
    return readLines(files(folder, name));
  }

  /** Reads every line of the files, in their order. */
  static List<String> readLines(List<MatchResult.Metadata> files) {
    List<String> lines = new ArrayList<>();
    for (MatchResult.Metadata file : files) {
      try (BufferedReader reader =
          new BufferedReader(new InputStreamReader(Channels.newInputStream(FileSystems.open(file.resourceId())), UTF_8))) {
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
          if (!line.isEmpty()) {
            lines.add(line);
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + file.resourceId(), e);
      }
    }
    return lines;
  }

  /**
   * Removes the temporary folder that Beam's {@code FileIO} sinks leave in an output folder
   * ({@code .temp-beam}, empty once the pipeline is done), when it is there and empty.
   *
   * @throws UncheckedIOException if it cannot be listed or removed
   */
  static void removeSinkTemporaryFolder(String folder) {
    ResourceId temporary =
        FileSystems.matchNewResource(folder, true).resolve(".temp-beam", StandardResolveOptions.RESOLVE_DIRECTORY);
    if (!match(folder, ".temp-beam/*").isEmpty()) {
      return;
    }
    try {
      FileSystems.delete(List.of(temporary), MoveOptions.StandardMoveOptions.IGNORE_MISSING_FILES);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot remove " + temporary, e);
    }
  }

  /** Writes one text file into a folder. */
  static void write(String folder, String name, String text) {
    try (Writer writer =
        Channels.newWriter(FileSystems.create(resource(folder, name), MimeTypes.TEXT), UTF_8)) {
      writer.write(text);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + name + " in " + folder, e);
    }
  }
}
