package io.github.gridgames.beam;

/**
 * Bradley–Terry ratings on the Elo scale from pairwise results, with 95% intervals: the maximum
 * of the likelihood with one virtual draw added between every two entrants (so that an
 * entrant that won or lost everything still gets a finite rating, as bayeselo's prior does), a
 * draw counting half a win and half a loss. Ratings are shifted to average 0; the interval of
 * each is 1.96 standard errors from the inverse of the observed information, for ratings that
 * average 0.
 */
final class Ratings {

  /** Elo points per unit of natural log-odds. */
  static final double ELO = 400 / Math.log(10);

  /** The normal quantile of a two-sided 95% interval. */
  static final double Z95 = 1.959963984540054;

  private final double[] elo;
  private final double[] halfWidth;

  private Ratings(double[] elo, double[] halfWidth) {
    this.elo = elo;
    this.halfWidth = halfWidth;
  }

  double elo(int entrant) {
    return elo[entrant];
  }

  double halfWidth(int entrant) {
    return halfWidth[entrant];
  }

  /**
   * Fits the ratings.
   *
   * @param points {@code points[i][j]}: entrant i's points against j (wins plus half the draws)
   * @param games {@code games[i][j]}: finished games between i and j (symmetric)
   */
  static Ratings fit(double[][] points, double[][] games) {
    int n = points.length;
    double[][] s = new double[n][n];
    double[][] g = new double[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (i != j) {
          s[i][j] = points[i][j] + 0.5;
          g[i][j] = games[i][j] + 1;
        }
      }
    }
    // Newton's method on the strengths of entrants 1..n-1, entrant 0 held at 0.
    double[] theta = new double[n];
    double[][] info = new double[n - 1][n - 1];
    for (int iteration = 0; iteration < 100; iteration++) {
      double[] gradient = new double[n - 1];
      for (double[] row : info) {
        java.util.Arrays.fill(row, 0);
      }
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          if (g[i][j] == 0) {
            continue;
          }
          double p = 1 / (1 + Math.exp(theta[j] - theta[i]));
          if (i > 0) {
            gradient[i - 1] += s[i][j] - g[i][j] * p;
            double w = g[i][j] * p * (1 - p);
            info[i - 1][i - 1] += w;
            if (j > 0) {
              info[i - 1][j - 1] -= w;
            }
          }
        }
      }
      double[] step = solve(info, gradient);
      double largest = 0;
      for (int i = 1; i < n; i++) {
        theta[i] += step[i - 1];
        largest = Math.max(largest, Math.abs(step[i - 1]));
      }
      if (largest < 1e-10) {
        break;
      }
    }
    double[][] anchored = new double[n][n];
    double[][] inverse = invert(info);
    for (int i = 1; i < n; i++) {
      for (int j = 1; j < n; j++) {
        anchored[i][j] = inverse[i - 1][j - 1];
      }
    }
    double mean = 0;
    for (double t : theta) {
      mean += t / n;
    }
    // Variance of theta_i - mean(theta) from the covariance of the anchored strengths.
    double[] rowMean = new double[n];
    double all = 0;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        rowMean[i] += anchored[i][j] / n;
      }
      all += rowMean[i] / n;
    }
    double[] elo = new double[n];
    double[] half = new double[n];
    for (int i = 0; i < n; i++) {
      elo[i] = (theta[i] - mean) * ELO;
      double variance = anchored[i][i] - 2 * rowMean[i] + all;
      half[i] = Z95 * Math.sqrt(Math.max(0, variance)) * ELO;
    }
    return new Ratings(elo, half);
  }

  private static double[] solve(double[][] a, double[] b) {
    double[][] inverse = invert(a);
    double[] x = new double[b.length];
    for (int i = 0; i < b.length; i++) {
      for (int j = 0; j < b.length; j++) {
        x[i] += inverse[i][j] * b[j];
      }
    }
    return x;
  }

  /** Inverts a symmetric positive definite matrix by Gauss–Jordan elimination. */
  private static double[][] invert(double[][] matrix) {
    int n = matrix.length;
    double[][] a = new double[n][2 * n];
    for (int i = 0; i < n; i++) {
      System.arraycopy(matrix[i], 0, a[i], 0, n);
      a[i][n + i] = 1;
    }
    for (int c = 0; c < n; c++) {
      int pivot = c;
      for (int r = c + 1; r < n; r++) {
        if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) {
          pivot = r;
        }
      }
      double[] swap = a[c];
      a[c] = a[pivot];
      a[pivot] = swap;
      double d = a[c][c];
      if (d == 0) {
        throw new IllegalArgumentException("the entrants do not all meet: no ratings on one scale");
      }
      for (int k = 0; k < 2 * n; k++) {
        a[c][k] /= d;
      }
      for (int r = 0; r < n; r++) {
        if (r != c && a[r][c] != 0) {
          double f = a[r][c];
          for (int k = 0; k < 2 * n; k++) {
            a[r][k] -= f * a[c][k];
          }
        }
      }
    }
    double[][] inverse = new double[n][n];
    for (int i = 0; i < n; i++) {
      System.arraycopy(a[i], n, inverse[i], 0, n);
    }
    return inverse;
  }
}
