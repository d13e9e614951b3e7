/*
 * Random playouts per second, hand-written in C as lean as we can make it: the bar that the
 * games' own Java loops are measured against in docs/BENCHMARKS.md. Each playout starts from the
 * empty board and picks moves the way the Java loops do: a uniformly random entry of a list of
 * free moves, removed by swapping in the last one, with SplitMix64 (Java's SplittableRandom) as
 * the source. It keeps only what the rules need (no hash, no undo, no turn policy), and tests the
 * rules bit-parallel, with one loop specialised per game so that the compiler sees every size as
 * a constant:
 *
 *   tictactoe 3x3 k3    each player's stones in 9 bits; a win is a lookup of those bits in a
 *                       table of the 512 stone sets (built once from the 8 lines), a full board
 *                       draws;
 *   tictactoe 15x15 k5  each player's stones as line words, 16 bits per line with a zero bit
 *                       between lines: rows, columns, diagonals and anti-diagonals. A stone sets
 *                       one bit in each of its four lines, which are gathered into one 64-bit
 *                       word; three shift-ands find a run of five in it (overlines win);
 *   dots-boxes RxC      the drawn lines as bits of one 64-bit word per direction, laid out on the
 *                       grid of boxes (horizontal line (r, c) and vertical line (r, c) at bit
 *                       r * (C + 1) + c); the complete boxes are H & H >> (C + 1) & V & V >> 1,
 *                       and a line captures the difference of their counts before and after it;
 *                       a capture earns another move, the game ends when every line is drawn.
 *
 * The picking: a move is entry i of the n free moves, with i from SplitMix64 by Lemire's
 * multiply-shift, whichever way is faster for the game: on Tic-Tac-Toe one output per move, i the
 * high 32 bits times n shifted down by 32 (bias below n / 2^32); on the larger boards four 16-bit
 * draws from each output, high bits first, with Lemire's rejection (exactly uniform), as
 * DotsBoxesPosition.playout does.
 *
 * Build and run (bench/c/run does both):
 *   gcc -O3 -march=native -o playouts bench/c/playouts.c && ./playouts [seconds] [rounds] [game]
 * It prints one line per game and round: its name, the playouts, the seconds, the playouts per
 * second of wall time and per second of this thread's processor time. The games take turns round
 * by round, after a warm-up of a third of the time each; a game name (as printed, such as
 * "dots-boxes 5x5") runs that game alone.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint64_t state = 1;

/* SplitMix64, as Java's SplittableRandom. */
static inline uint64_t next64(void) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

/* A uniform integer in [0, n) by multiply-shift (bias below n / 2^32). */
static inline int below(int n) {
  return (int) (((next64() >> 32) * (uint64_t) n) >> 32);
}

/* A uniform int in [0, n) from 16 bits, or -1 to draw again (Lemire's rejection). */
static inline int below16(unsigned bits, int n) {
  unsigned product = bits * (unsigned) n;
  unsigned low = product & 0xFFFF;
  if (low < (unsigned) n && low < (65536u % (unsigned) n)) {
    return -1;
  }
  return (int) (product >> 16);
}

/* Four 16-bit draws per SplitMix64 output, high bits first. */
struct draws {
  uint64_t bits;
  int left;
};

/* A uniform int in [0, n), n at most 65,536, from the next 16-bit draws. */
static inline int pick16(struct draws *d, int n) {
  for (;;) {
    if (d->left == 0) {
      d->bits = next64();
      d->left = 4;
    }
    int pick = below16((unsigned) (d->bits >> 48), n);
    d->bits <<= 16;
    d->left--;
    if (pick >= 0) {
      return pick;
    }
  }
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/* The processor time of this thread: what the playouts cost on a shared, loaded machine. */
static double cpu_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/* ---- Tic-Tac-Toe: 9 bits per player, a table of the winning stone sets ---- */

static uint8_t ttt_wins[512];

static void ttt_setup(void) {
  static const int lines[8] = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};
  for (int set = 0; set < 512; set++) {
    for (int l = 0; l < 8; l++) {
      if ((set & lines[l]) == lines[l]) {
        ttt_wins[set] = 1;
      }
    }
  }
}

static int ttt_playout(void) {
  uint8_t free_cells[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  unsigned stones[2] = {0, 0};
  int count = 9, player = 0;
  while (count > 0) {
    int pick = below(count);
    int cell = free_cells[pick];
    free_cells[pick] = free_cells[--count];
    unsigned mine = stones[player] | 1u << cell;
    stones[player] = mine;
    if (ttt_wins[mine]) {
      return 9 - count + 16; /* moves played, and a mark of the win */
    }
    player ^= 1;
  }
  return 9;
}

/* ---- m,n,k 15,15,5: line words, 16 bits per line, four lines of a stone in one word ---- */

#define G 15
#define G_LINES (G + G + 2 * G - 1 + 2 * G - 1) /* rows, columns, diagonals, anti-diagonals */

/* Per cell: the index of its row, column, diagonal and anti-diagonal word, and its bit in each. */
static uint8_t g_line[G * G][4];
static uint8_t g_bit[G * G][4];

static void gomoku_setup(void) {
  for (int r = 0; r < G; r++) {
    for (int c = 0; c < G; c++) {
      int cell = r * G + c;
      g_line[cell][0] = (uint8_t) r;
      g_bit[cell][0] = (uint8_t) c;
      g_line[cell][1] = (uint8_t) (G + c);
      g_bit[cell][1] = (uint8_t) r;
      g_line[cell][2] = (uint8_t) (2 * G + (c - r + G - 1));
      g_bit[cell][2] = (uint8_t) r;
      g_line[cell][3] = (uint8_t) (2 * G + 2 * G - 1 + (r + c));
      g_bit[cell][3] = (uint8_t) r;
    }
  }
}

static int gomoku_playout(void) {
  uint16_t free_cells[G * G];
  uint16_t lines[2][G_LINES];
  for (int i = 0; i < G * G; i++) {
    free_cells[i] = (uint16_t) i;
  }
  memset(lines, 0, sizeof lines);
  int count = G * G, player = 0;
  struct draws d = {0, 0};
  while (count > 0) {
    int pick = pick16(&d, count);
    int cell = free_cells[pick];
    free_cells[pick] = free_cells[--count];
    uint16_t *mine = lines[player];
    const uint8_t *line = g_line[cell], *bit = g_bit[cell];
    uint64_t w0 = mine[line[0]] |= (uint16_t) (1u << bit[0]);
    uint64_t w1 = mine[line[1]] |= (uint16_t) (1u << bit[1]);
    uint64_t w2 = mine[line[2]] |= (uint16_t) (1u << bit[2]);
    uint64_t w3 = mine[line[3]] |= (uint16_t) (1u << bit[3]);
    uint64_t w = w0 | w1 << 16 | w2 << 32 | w3 << 48; /* bit 15 of each line is always 0 */
    w &= w >> 1;
    w &= w >> 2;
    w &= w >> 1;
    if (w != 0) {
      return G * G - count + 1024;
    }
    player ^= 1;
  }
  return G * G;
}

/* ---- Dots and Boxes: the lines as bits on the grid of boxes ---- */

/* Per edge: its bit, in H (horizontal lines) for the first (R + 1) * C edges, else in V. */
static uint64_t d_bit[2 * 10 * 11];

static void dots_setup(int rows, int cols) {
  int horizontal = (rows + 1) * cols;
  for (int e = 0; e < horizontal; e++) {
    d_bit[e] = 1ULL << ((e / cols) * (cols + 1) + e % cols);
  }
  for (int e = horizontal; e < horizontal + rows * (cols + 1); e++) {
    int v = e - horizontal;
    d_bit[e] = 1ULL << ((v / (cols + 1)) * (cols + 1) + v % (cols + 1));
  }
}

static uint64_t box_mask(int rows, int cols) {
  uint64_t mask = 0;
  for (int r = 0; r < rows; r++) {
    for (int c = 0; c < cols; c++) {
      mask |= 1ULL << (r * (cols + 1) + c);
    }
  }
  return mask;
}

static int score[2];

static inline __attribute__((always_inline)) int dots_playout(int rows, int cols) {
  enum { MAX_EDGES = 2 * 10 * 11 };
  const int horizontal = (rows + 1) * cols;
  const int edges = horizontal + rows * (cols + 1);
  const uint64_t mask = box_mask(rows, cols);
  uint8_t free_edges[MAX_EDGES];
  for (int e = 0; e < edges; e++) {
    free_edges[e] = (uint8_t) e;
  }
  uint64_t h = 0, v = 0;
  int s[2] = {0, 0};
  int count = edges, player = 0, closed = 0;
  while (count > 0) {
    uint64_t bits = next64(); /* four 16-bit draws, high bits first (faster here than pick16) */
    for (int k = 0; k < 4 && count > 0; k++) {
      int pick = below16((unsigned) (bits >> 48), count);
      bits <<= 16;
      if (pick < 0) {
        continue;
      }
      int edge = free_edges[pick];
      free_edges[pick] = free_edges[--count];
      uint64_t bit = d_bit[edge];
      uint64_t vertical = -(uint64_t) (edge >= horizontal); /* a select, not an indexed store */
      h |= bit & ~vertical;
      v |= bit & vertical;
      int now_closed = __builtin_popcountll(h & h >> (cols + 1) & v & v >> 1 & mask);
      int captured = now_closed - closed;
      closed = now_closed;
      s[player] += captured;
      player ^= captured == 0;
    }
  }
  score[0] = s[0];
  score[1] = s[1];
  return s[0] - s[1] + edges;
}

static int dots3_playout(void) { return dots_playout(3, 3); }
static int dots5_playout(void) { return dots_playout(5, 5); }

/* ---- the runs ---- */

static volatile long sink;

static void measure(const char *name, int (*playout)(void), double seconds) {
  long playouts = 0;
  double start = now(), cpu_start = cpu_now(), end = start + seconds, t;
  do {
    for (int i = 0; i < 256; i++) {
      sink += playout();
    }
    playouts += 256;
  } while ((t = now()) < end);
  double cpu = cpu_now() - cpu_start;
  printf("%-22s %12ld playouts %6.2f s %14.0f playouts/s %14.0f per cpu s\n", name, playouts,
         t - start, playouts / (t - start), playouts / cpu);
  fflush(stdout);
}

int main(int argc, char **argv) {
  double seconds = argc > 1 ? atof(argv[1]) : 3;
  int rounds = argc > 2 ? atoi(argv[2]) : 1;
  const char *only = argc > 3 ? argv[3] : NULL;
  if (!(seconds > 0 && seconds <= 600) || rounds < 1 || rounds > 100 || argc > 4) {
    fprintf(stderr, "usage: playouts [seconds per game and round, 0 to 600; default 3]"
                    " [rounds, 1 to 100; default 1] [the one game to run, by its name]\n");
    return 2;
  }
  ttt_setup();
  gomoku_setup();
  struct {
    const char *name;
    int (*playout)(void);
    int rows, cols;
  } games[] = {
      {"tictactoe 3x3 k3", ttt_playout, 0, 0},
      {"tictactoe 15x15 k5", gomoku_playout, 0, 0},
      {"dots-boxes 3x3", dots3_playout, 3, 3},
      {"dots-boxes 5x5", dots5_playout, 5, 5},
  };
  int n = sizeof games / sizeof games[0];
  int found = 0;
  for (int g = 0; g < n; g++) {
    found |= only == NULL || strcmp(only, games[g].name) == 0;
  }
  if (!found) {
    fprintf(stderr, "playouts: no game named '%s'\n", only);
    return 2;
  }
  for (int round = 0; round <= rounds; round++) { /* round 0 warms up, a third as long */
    for (int g = 0; g < n; g++) {
      if (only != NULL && strcmp(only, games[g].name) != 0) {
        continue;
      }
      if (games[g].rows > 0) {
        dots_setup(games[g].rows, games[g].cols);
      }
      if (round == 0) {
        for (double warm = now() + seconds / 3; now() < warm;) {
          sink += games[g].playout();
        }
      } else {
        measure(games[g].name, games[g].playout, seconds);
      }
    }
  }
  return 0;
}
