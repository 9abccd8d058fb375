package io.attest.plugins.textgenbuiltin;

import java.util.Map;

final class Vectors {

    private Vectors() {
    }

    static double cosine(double[] a, double[] b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
    }

    static double cosine(Map<String, Double> a, Map<String, Double> b) {
        double dot = 0;
        for (Map.Entry<String, Double> e : a.entrySet()) {
            Double other = b.get(e.getKey());
            if (other != null) {
                dot += e.getValue() * other;
            }
        }
        double na = a.values().stream().mapToDouble(v -> v * v).sum();
        double nb = b.values().stream().mapToDouble(v -> v * v).sum();
        return na == 0 || nb == 0 ? 0 : dot / Math.sqrt(na * nb);
    }
}
