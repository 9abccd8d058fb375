package io.attest.plugin.api.voice.style;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/** Mean, standard deviation and percentiles of one measured quantity (sentence length in words, …). */
public record Distribution(double mean, double sd, double p10, double p25, double p50, double p75, double p90) {

    public static final Distribution EMPTY = new Distribution(0, 0, 0, 0, 0, 0, 0);

    /** Nearest-rank percentiles (no interpolation, so a value is always one that was seen), rounded. */
    static Distribution of(double[] values) {
        if (values.length == 0) {
            return EMPTY;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double sum = 0;
        for (double v : sorted) {
            sum += v;
        }
        double mean = sum / sorted.length;
        double squares = 0;
        for (double v : sorted) {
            squares += (v - mean) * (v - mean);
        }
        double sd = Math.sqrt(squares / sorted.length);
        return new Distribution(Rounding.round(mean), Rounding.round(sd), rank(sorted, 0.10), rank(sorted, 0.25),
                rank(sorted, 0.50), rank(sorted, 0.75), rank(sorted, 0.90));
    }

    private static double rank(double[] sorted, double q) {
        int index = (int) Math.ceil(q * sorted.length) - 1;
        return Rounding.round(sorted[Math.max(0, Math.min(sorted.length - 1, index))]);
    }

    /** A value drawn from the distribution: {@code u} in [0, 1) is mapped through the percentiles. */
    public double quantile(double u) {
        double[] qs = {0, 0.10, 0.25, 0.50, 0.75, 0.90, 1};
        double low = Math.max(0, p10 - (p25 - p10));
        double high = p90 + (p90 - p75);
        double[] vs = {low, p10, p25, p50, p75, p90, high};
        for (int i = 1; i < qs.length; i++) {
            if (u <= qs[i]) {
                double t = (u - qs[i - 1]) / (qs[i] - qs[i - 1]);
                return vs[i - 1] + t * (vs[i] - vs[i - 1]);
            }
        }
        return high;
    }

    Map<String, Object> toDocument() {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("mean", mean);
        d.put("sd", sd);
        d.put("p10", p10);
        d.put("p25", p25);
        d.put("p50", p50);
        d.put("p75", p75);
        d.put("p90", p90);
        return d;
    }

    static Distribution read(DocumentNode node) {
        node.onlyKeys("mean", "sd", "p10", "p25", "p50", "p75", "p90");
        return new Distribution(node.number("mean"), node.number("sd"), node.number("p10"), node.number("p25"),
                node.number("p50"), node.number("p75"), node.number("p90"));
    }
}
