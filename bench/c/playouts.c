/*
 * Random playouts per second, hand-written in C: the bar the games' own Java loops are measured
 * against in docs/BENCHMARKS.md (issue 11). Each playout starts from the empty board and picks
 * moves the way the Java loops do: a uniformly random entry of a list of free moves, removed by
 * swapping in the last one. It keeps only what the rules need (no hash, no undo, no turn policy):
 *
 *   m,n,k   cells of the board, a win found by counting through the new stone in four directions
 *           (overlines win), a full board draws;
 *   dots    the side count of every box, a box closed by the fourth side scores for the mover and
 *           earns another move, the game ends when every line is drawn;
 *   dots kept  the same with what DotsBoxesPosition kept until commit 8feaa82 so that every move
 *           can be undone and the position hashed: box owners, a Zobrist hash of lines, owners
 *           and turn, free-list slots, an undo record and a turn table (the "kept" lines of the
 *           output); the position now keeps less (docs/BENCHMARKS.md).
 *
 * Build and run (bench/c/run does both):
 *   gcc -O3 -march=native -o playouts bench/c/playouts.c && ./playouts [seconds]
 * It prints one line per game: its name, the playouts, the seconds and the playouts per second.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static uint64_t state = 1;

/* SplitMix64, as Java's SplittableRandom. */
static inline uint64_t next64(void) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

/* A uniform integer in [0, n) by multiply-shift (bias below 2^-32 for the sizes here). */
static inline int below(int n) {
  return (int) (((next64() >> 32) * (uint64_t) n) >> 32);
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/* ---- m,n,k ---- */

#define MAX_CELLS (19 * 19)

static int mnk_cols, mnk_rows, mnk_k;
static signed char cells[MAX_CELLS];
static int free_cells[MAX_CELLS];

static int run_length(int row, int col, int dr, int dc, int player) {
  int n = 0;
  for (int r = row + dr, c = col + dc;
       r >= 0 && r < mnk_rows && c >= 0 && c < mnk_cols && cells[r * mnk_cols + c] == player;
       r += dr, c += dc) {
    n++;
  }
  return n;
}

static int wins(int cell, int player) {
  int row = cell / mnk_cols, col = cell % mnk_cols;
  static const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
  for (int d = 0; d < 4; d++) {
    int dr = dirs[d][0], dc = dirs[d][1];
    if (1 + run_length(row, col, dr, dc, player) + run_length(row, col, -dr, -dc, player) >= mnk_k) {
      return 1;
    }
  }
  return 0;
}

/* One playout; returns the number of moves played. */
static int mnk_playout(void) {
  int n = mnk_rows * mnk_cols;
  for (int i = 0; i < n; i++) {
    cells[i] = -1;
    free_cells[i] = i;
  }
  int count = n, player = 0, moves = 0;
  while (count > 0) {
    int pick = below(count);
    int cell = free_cells[pick];
    free_cells[pick] = free_cells[--count];
    cells[cell] = (signed char) player;
    moves++;
    if (wins(cell, player)) {
      break;
    }
    player ^= 1;
  }
  return moves;
}

/* ---- Dots and Boxes ---- */

#define MAX_EDGES 2 * 10 * 11
#define MAX_BOXES 10 * 10

static int dots_rows, dots_cols, dots_edges;
static int edge_boxes[MAX_EDGES][2]; /* the one or two boxes beside each line, -1 for none */
static int sides[MAX_BOXES];
static int free_edges[MAX_EDGES];

static void dots_setup(int rows, int cols) {
  dots_rows = rows;
  dots_cols = cols;
  int horizontal = (rows + 1) * cols;
  dots_edges = horizontal + rows * (cols + 1);
  for (int e = 0; e < horizontal; e++) {
    int r = e / cols, c = e % cols;
    edge_boxes[e][0] = r > 0 ? (r - 1) * cols + c : -1;
    edge_boxes[e][1] = r < rows ? r * cols + c : -1;
  }
  for (int e = horizontal; e < dots_edges; e++) {
    int v = e - horizontal, r = v / (cols + 1), c = v % (cols + 1);
    edge_boxes[e][0] = c > 0 ? r * cols + c - 1 : -1;
    edge_boxes[e][1] = c < cols ? r * cols + c : -1;
  }
}

static int score[2];

static int dots_playout(void) {
  int boxes = dots_rows * dots_cols;
  for (int b = 0; b < boxes; b++) {
    sides[b] = 0;
  }
  for (int e = 0; e < dots_edges; e++) {
    free_edges[e] = e;
  }
  score[0] = score[1] = 0;
  int count = dots_edges, player = 0;
  while (count > 0) {
    int pick = below(count);
    int edge = free_edges[pick];
    free_edges[pick] = free_edges[--count];
    int closed = 0;
    for (int s = 0; s < 2; s++) {
      int b = edge_boxes[edge][s];
      if (b >= 0 && ++sides[b] == 4) {
        closed++;
      }
    }
    score[player] += closed;
    if (closed == 0) {
      player ^= 1;
    }
  }
  return dots_edges;
}

static void measure(const char *name, int (*playout)(void), double seconds);

/*
 * The same game with the bookkeeping DotsBoxesPosition keeps so that every move can be taken back
 * and the position hashed at any time: the owner of every box, a 64-bit Zobrist hash of the
 * drawn lines, the owners and the player to move, the slot of every line in the free list, an
 * undo record per move, and the next player read from a table by mover and boxes captured.
 */

static uint64_t edge_keys[MAX_EDGES], owner_keys[MAX_BOXES][2], turn_key;
static signed char owner[MAX_BOXES];
static int slot[MAX_EDGES];
static uint64_t history[MAX_EDGES];
static int next_player[2][3] = {{1, 0, 0}, {0, 1, 1}};
static uint64_t hash;

static void dots_keys(void) {
  for (int e = 0; e < MAX_EDGES; e++) {
    edge_keys[e] = next64();
  }
  for (int b = 0; b < MAX_BOXES; b++) {
    owner_keys[b][0] = next64();
    owner_keys[b][1] = next64();
  }
  turn_key = next64();
}

static int dots_bookkept_playout(void) {
  int boxes = dots_rows * dots_cols;
  for (int b = 0; b < boxes; b++) {
    sides[b] = 0;
    owner[b] = -1;
  }
  for (int e = 0; e < dots_edges; e++) {
    free_edges[e] = e;
    slot[e] = e;
  }
  score[0] = score[1] = 0;
  hash = 0;
  int count = dots_edges, player = 0, depth = 0;
  while (count > 0) {
    int pick = below(count);
    int edge = free_edges[pick];
    int last = free_edges[--count];
    free_edges[pick] = last;
    slot[last] = pick;
    free_edges[count] = edge;
    slot[edge] = count;
    int closed = 0;
    uint64_t h = edge_keys[edge];
    for (int s = 0; s < 2; s++) {
      int b = edge_boxes[edge][s];
      if (b >= 0 && ++sides[b] == 4) {
        closed++;
        owner[b] = (signed char) player;
        h ^= owner_keys[b][player];
      }
    }
    score[player] += closed;
    int next = next_player[player][closed];
    if (next != player) {
      h ^= turn_key;
    }
    hash ^= h;
    history[depth++] = (uint64_t) edge | (uint64_t) pick << 16 | (uint64_t) player << 32;
    player = next;
  }
  return dots_edges;
}

static void dots_bookkept(const char *name, int rows, int cols, double seconds) {
  dots_setup(rows, cols);
  measure(name, dots_bookkept_playout, seconds);
}

/* ---- the runs ---- */

static volatile long sink;

static void measure(const char *name, int (*playout)(void), double seconds) {
  for (double warm = now() + seconds / 3; now() < warm;) {
    sink += playout();
  }
  long playouts = 0;
  double start = now(), end = start + seconds, t;
  do {
    for (int i = 0; i < 256; i++) {
      sink += playout();
    }
    playouts += 256;
  } while ((t = now()) < end);
  printf("%-22s %12ld playouts %6.2f s %14.0f playouts/s\n", name, playouts, t - start,
         playouts / (t - start));
  fflush(stdout);
}

static void mnk(const char *name, int cols, int rows, int k, double seconds) {
  mnk_cols = cols;
  mnk_rows = rows;
  mnk_k = k;
  measure(name, mnk_playout, seconds);
}

static void dots(const char *name, int rows, int cols, double seconds) {
  dots_setup(rows, cols);
  measure(name, dots_playout, seconds);
}

int main(int argc, char **argv) {
  double seconds = argc > 1 ? atof(argv[1]) : 3;
  if (!(seconds > 0 && seconds <= 600)) {
    fprintf(stderr, "usage: playouts [seconds per game, 0 to 600; default 3]\n");
    return 2;
  }
  mnk("tictactoe 3x3 k3", 3, 3, 3, seconds);
  mnk("tictactoe 15x15 k5", 15, 15, 5, seconds);
  dots("dots-boxes 3x3", 3, 3, seconds);
  dots("dots-boxes 5x5", 5, 5, seconds);
  dots_keys();
  dots_bookkept("dots-boxes 3x3 kept", 3, 3, seconds);
  dots_bookkept("dots-boxes 5x5 kept", 5, 5, seconds);
  return 0;
}
