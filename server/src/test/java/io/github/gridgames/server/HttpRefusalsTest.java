package io.github.gridgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The API's error for each status the HTTP layer chooses: a client's error keeps its 4xx status
 * (with the layer's reason, or a plain sentence without one), and only a failure of the server
 * itself is a 500.
 */
class HttpRefusalsTest {

  private static String said(ApiError error) {
    return error.status() + " " + error.code() + ": " + error.getMessage();
  }

  @Test
  void anotherClientErrorKeepsItsStatusAndReason() {
    assertEquals(
        "417 http-417: Expectation Failed",
        said(HttpRefusals.refusal(417, " Expectation Failed ", "POST", "/api/state")));
    assertEquals(
        "499 http-499: the request was refused", said(HttpRefusals.refusal(499, null, "GET", "/")));
    assertEquals(
        "401 http-401: the request was refused", said(HttpRefusals.refusal(401, " ", "GET", "/")));
  }

  @Test
  void onlyAFailureOfTheServerIsA500() {
    for (int status : new int[] {500, 503, 302}) {
      assertEquals(
          "500 internal: the server failed on this request",
          said(HttpRefusals.refusal(status, "Server Error", "GET", "/")));
    }
  }

  @Test
  void anHttpVersionTheServerDoesNotSpeakIsABadRequest() {
    assertEquals(
        "400 bad-request: the server speaks HTTP/1.0 and HTTP/1.1 only (HTTP/2.0)",
        said(HttpRefusals.refusal(505, "HTTP/2.0", "GET", "/")));
    assertEquals(
        "400 bad-request: the server speaks HTTP/1.0 and HTTP/1.1 only",
        said(HttpRefusals.refusal(505, null, "GET", "/")));
  }
}
