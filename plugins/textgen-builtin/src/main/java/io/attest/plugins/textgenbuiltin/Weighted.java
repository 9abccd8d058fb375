package io.attest.plugins.textgenbuiltin;

import java.util.Random;

/** Draws an index with probability proportional to its weight. */
final class Weighted {

    private Weighted() {
    }

    static int pick(double[] weights, Random random) {
        double total = 0;
        for (double w : weights) {
            total += Math.max(0, w);
        }
        if (total <= 0) {
            return random.nextInt(weights.length);
        }
        double u = random.nextDouble() * total;
        for (int i = 0; i < weights.length; i++) {
            u -= Math.max(0, weights[i]);
            if (u < 0) {
                return i;
            }
        }
        return weights.length - 1;
    }
}
