package io.attest.plugins.textgenbuiltin;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Closed-set attributor 1 (Cosine Delta): the {@code size} most frequent words of the reference
 * texts, each text's relative frequencies z-scored against the mean and standard deviation over all
 * reference texts, a centroid per writer, and the writer whose centroid has the highest cosine
 * with the text's z-scores. Built only from the reference (test) samples it is given.
 */
final class MostFrequentWordsAttributor {

    private final List<String> vocabulary;
    private final double[] mean;
    private final double[] sd;
    private final Map<String, double[]> centroids = new LinkedHashMap<>();

    MostFrequentWordsAttributor(Map<String, List<String>> referenceTexts, int size) {
        Map<String, Integer> counts = new HashMap<>();
        referenceTexts.values().forEach(texts -> texts.forEach(t -> words(t).forEach(w -> counts.merge(w, 1, Integer::sum))));
        List<Map.Entry<String, Integer>> ranked = new ArrayList<>(counts.entrySet());
        ranked.sort(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        vocabulary = ranked.stream().limit(size).map(Map.Entry::getKey).toList();
        List<double[]> all = new ArrayList<>();
        Map<String, List<double[]>> byWriter = new LinkedHashMap<>();
        referenceTexts.forEach((writer, texts) -> {
            List<double[]> vectors = texts.stream().map(this::frequencies).toList();
            byWriter.put(writer, vectors);
            all.addAll(vectors);
        });
        mean = new double[size];
        sd = new double[size];
        for (int i = 0; i < vocabulary.size(); i++) {
            double sum = 0;
            for (double[] v : all) {
                sum += v[i];
            }
            mean[i] = sum / all.size();
            double squares = 0;
            for (double[] v : all) {
                squares += (v[i] - mean[i]) * (v[i] - mean[i]);
            }
            sd[i] = Math.max(1e-9, Math.sqrt(squares / (all.size() - 1)));
        }
        byWriter.forEach((writer, vectors) -> {
            double[] centroid = new double[vocabulary.size()];
            for (double[] v : vectors) {
                double[] z = z(v);
                for (int i = 0; i < centroid.length; i++) {
                    centroid[i] += z[i] / vectors.size();
                }
            }
            centroids.put(writer, centroid);
        });
    }

    String attribute(String text) {
        double[] z = z(frequencies(text));
        String best = null;
        double bestCosine = -2;
        for (Map.Entry<String, double[]> e : centroids.entrySet()) {
            double c = Vectors.cosine(z, e.getValue());
            if (c > bestCosine) {
                bestCosine = c;
                best = e.getKey();
            }
        }
        return best;
    }

    private double[] frequencies(String text) {
        List<String> words = words(text);
        double[] f = new double[vocabulary.size()];
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < vocabulary.size(); i++) {
            index.put(vocabulary.get(i), i);
        }
        for (String w : words) {
            Integer i = index.get(w);
            if (i != null) {
                f[i]++;
            }
        }
        for (int i = 0; i < f.length; i++) {
            f[i] /= Math.max(1, words.size());
        }
        return f;
    }

    private double[] z(double[] f) {
        double[] z = new double[f.length];
        for (int i = 0; i < f.length; i++) {
            z[i] = (f[i] - mean[i]) / sd[i];
        }
        return z;
    }

    static List<String> words(String text) {
        return Words.tokens(text.toLowerCase(Locale.ROOT)).stream().filter(Words::isWord).toList();
    }
}
