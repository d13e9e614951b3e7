package io.github.gridgames.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Requests written byte for byte on a plain socket, as no HTTP client would write them (bad URIs,
 * control characters in headers, conflicting lengths, a missing {@code Host}), and the answers
 * read back as they came. After the request the socket's output is shut, so that the server sees
 * the end of the input, answers what it has and closes; every answer on the connection is read.
 */
final class RawHttp {

  private RawHttp() {}

  /** One answer: the status, the headers (names in lower case, the last of each) and the body. */
  record Answer(int status, Map<String, String> headers, byte[] body) {

    String header(String name) {
      return headers.getOrDefault(name.toLowerCase(Locale.ROOT), "");
    }

    String text() {
      return new String(body, StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
      return status + " " + headers + " " + text();
    }
  }

  /**
   * Sends the bytes to a loopback port and reads every answer until the server closes.
   *
   * @param port the server's port
   * @param request the request's bytes, exactly as sent
   * @param timeoutMillis how long to wait for the server at most
   * @return the answers in order; empty if the server closed without answering
   * @throws UncheckedIOException if the server did not close within the time
   */
  static List<Answer> exchange(int port, byte[] request, int timeoutMillis) {
    byte[] received;
    try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
      socket.setSoTimeout(timeoutMillis);
      OutputStream out = socket.getOutputStream();
      try {
        out.write(request);
        out.flush();
        socket.shutdownOutput();
      } catch (IOException e) {
        // The server may answer and close before it has read all of a refused request.
      }
      received = readAll(socket.getInputStream());
    } catch (SocketTimeoutException e) {
      throw new UncheckedIOException("no end of the answer within " + timeoutMillis + " ms", e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return parse(received, new String(request, 0, Math.min(5, request.length), StandardCharsets.ISO_8859_1)
        .startsWith("HEAD "));
  }

  /** Sends text (ISO-8859-1, so that each char is one byte) and expects exactly one answer. */
  static Answer one(int port, String request) {
    List<Answer> answers = exchange(port, request.getBytes(StandardCharsets.ISO_8859_1), 20_000);
    if (answers.size() != 1) {
      throw new AssertionError("expected one answer to " + printable(request) + ", got " + answers);
    }
    return answers.get(0);
  }

  private static byte[] readAll(InputStream in) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    byte[] buffer = new byte[8192];
    int read;
    try {
      while ((read = in.read(buffer)) >= 0) {
        bytes.write(buffer, 0, read);
      }
    } catch (SocketTimeoutException e) {
      throw e;
    } catch (IOException e) {
      // A reset after the answers: what came before it is what the server said.
    }
    return bytes.toByteArray();
  }

  /**
   * Splits what came back into answers: 1xx answers are dropped, bodies read by their framing.
   * What follows an answer that cannot be read is left (a request's body the server read as a
   * second request may have been cut); the first answer must be readable.
   */
  static List<Answer> parse(byte[] data, boolean head) {
    List<Answer> answers = new ArrayList<>();
    int[] at = {0};
    while (at[0] < data.length) {
      try {
        next(data, at, head).ifPresent(answers::add);
      } catch (RuntimeException | AssertionError e) {
        if (answers.isEmpty()) {
          throw new AssertionError("an answer that cannot be read: " + printable(data, 0), e);
        }
        break;
      }
    }
    return answers;
  }

  private static Optional<Answer> next(byte[] data, int[] position, boolean head) {
    int at = position[0];
    int end = indexOf(data, "\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1), at);
    if (end < 0) {
      throw new IllegalStateException("no end of the headers");
    }
    String[] lines = new String(data, at, end - at, StandardCharsets.ISO_8859_1).split("\r\n");
    String[] statusLine = lines[0].split(" ", 3);
    if (statusLine.length < 2 || !statusLine[0].startsWith("HTTP/1.")) {
      throw new IllegalStateException("not an HTTP status line: " + lines[0]);
    }
    int status = Integer.parseInt(statusLine[1]);
    Map<String, String> headers = new LinkedHashMap<>();
    for (int i = 1; i < lines.length; i++) {
      int colon = lines[i].indexOf(':');
      headers.put(
          lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT),
          lines[i].substring(colon + 1).strip());
    }
    at = end + 4;
    if (status < 200) {
      position[0] = at;
      return Optional.empty();
    }
    byte[] body;
    if (head || status == 204 || status == 304) {
      body = new byte[0];
    } else if (headers.getOrDefault("transfer-encoding", "").equalsIgnoreCase("chunked")) {
      ByteArrayOutputStream chunks = new ByteArrayOutputStream();
      while (true) {
        int lineEnd = indexOf(data, "\r\n".getBytes(StandardCharsets.ISO_8859_1), at);
        String size = new String(data, at, lineEnd - at, StandardCharsets.ISO_8859_1);
        int length = Integer.parseInt(size.split(";")[0].strip(), 16);
        at = lineEnd + 2;
        if (length == 0) {
          at = indexOf(data, "\r\n".getBytes(StandardCharsets.ISO_8859_1), at) + 2;
          break;
        }
        chunks.write(data, at, length);
        at += length + 2;
      }
      body = chunks.toByteArray();
    } else if (headers.containsKey("content-length")) {
      int length = Integer.parseInt(headers.get("content-length"));
      body = Arrays.copyOfRange(data, at, at + length);
      at += length;
    } else {
      body = Arrays.copyOfRange(data, at, data.length);
      at = data.length;
    }
    position[0] = at;
    return Optional.of(new Answer(status, headers, body));
  }

  private static int indexOf(byte[] data, byte[] pattern, int from) {
    outer:
    for (int i = from; i <= data.length - pattern.length; i++) {
      for (int j = 0; j < pattern.length; j++) {
        if (data[i + j] != pattern[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  /** The bytes as Java string text, with control characters and non-ASCII bytes escaped. */
  static String printable(byte[] data, int from) {
    StringBuilder text = new StringBuilder();
    for (int i = from; i < data.length; i++) {
      int b = data[i] & 0xff;
      switch (b) {
        case '\r' -> text.append("\\r");
        case '\n' -> text.append("\\n");
        case '\\' -> text.append("\\\\");
        case '"' -> text.append("\\\"");
        default -> {
          if (b < 0x20 || b >= 0x7f) {
            text.append(String.format("\\u%04x", b));
          } else {
            text.append((char) b);
          }
        }
      }
    }
    return text.toString();
  }

  static String printable(String text) {
    return printable(text.getBytes(StandardCharsets.ISO_8859_1), 0);
  }
}
