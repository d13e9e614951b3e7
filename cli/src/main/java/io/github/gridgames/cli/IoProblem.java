package io.github.gridgames.cli;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** Says what went wrong with a file in a person's words, without the exception's class name. */
final class IoProblem {

  private IoProblem() {}

  /**
   * Describes why reading or writing a file failed.
   *
   * @param e the exception
   * @return such as {@code there is no such file} or {@code permission denied}
   */
  static String describe(IOException e) {
    if (e instanceof NoSuchFileException || e instanceof NotDirectoryException) {
      return "there is no such file (or its folder does not exist)";
    }
    if (e instanceof CharacterCodingException) {
      return "it is not UTF-8 text";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileAlreadyExistsException) {
      return "it exists already";
    }
    if (e instanceof FileSystemException fs && fs.getReason() != null) {
      return fs.getReason().toLowerCase(java.util.Locale.ROOT);
    }
    String message = e.getMessage();
    return message == null || message.isBlank() ? "an input/output error" : message;
  }
}
