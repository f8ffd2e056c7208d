package feerie.solve.proof;

/**
 * The cheapest way to give each of {@code rows} diagram units its own unit of the position
 * (a rectangular assignment problem, rows at most columns): the shortest-augmenting-path method
 * with potentials, O(rows² · columns). Preallocated for at most 64 rows and columns, so that the
 * search allocates nothing.
 */
final class Assignment {
    private static final int INF = Integer.MAX_VALUE / 4;
    private final int[] u = new int[65], v = new int[65], owner = new int[65], way = new int[65], minv = new int[65];
    private final boolean[] used = new boolean[65];

    /**
     * The least total of {@code cost[r * stride + c]} over assignments of every row to its own
     * column; a cost of {@code far} or more stands for "impossible" (the total is then at least far).
     */
    int cheapest(int[] cost, int stride, int rows, int columns) {
        for (int j = 0; j <= columns; j++) { u[j] = 0; v[j] = 0; owner[j] = 0; way[j] = 0; }
        for (int i = 0; i <= rows; i++) u[i] = 0;
        for (int i = 1; i <= rows; i++) {
            owner[0] = i;
            int j0 = 0;
            for (int j = 0; j <= columns; j++) { minv[j] = INF; used[j] = false; }
            do {
                used[j0] = true;
                int i0 = owner[j0], delta = INF, j1 = 0;
                for (int j = 1; j <= columns; j++) {
                    if (used[j]) continue;
                    int cur = cost[(i0 - 1) * stride + (j - 1)] - u[i0] - v[j];
                    if (cur < minv[j]) { minv[j] = cur; way[j] = j0; }
                    if (minv[j] < delta) { delta = minv[j]; j1 = j; }
                }
                for (int j = 0; j <= columns; j++) {
                    if (used[j]) { u[owner[j]] += delta; v[j] -= delta; }
                    else minv[j] -= delta;
                }
                j0 = j1;
            } while (owner[j0] != 0);
            do {
                int j1 = way[j0];
                owner[j0] = owner[j1];
                j0 = j1;
            } while (j0 != 0);
        }
        int total = 0;
        for (int j = 1; j <= columns; j++) if (owner[j] != 0) total += cost[(owner[j] - 1) * stride + (j - 1)];
        return total;
    }
}
