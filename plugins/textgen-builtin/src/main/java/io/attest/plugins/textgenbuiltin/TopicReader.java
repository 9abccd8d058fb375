package io.attest.plugins.textgenbuiltin;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import opennlp.tools.postag.POSTaggerME;

/**
 * Finds the noun phrases of a topic with OpenNLP's part-of-speech tags (universal tags): runs of
 * adjectives, nouns and proper nouns that end in a noun, at most three words. The longest becomes
 * the main subject; the others are what the draft relates it to.
 */
final class TopicReader {

    private static final int MAX_WORDS = 3;
    private static final Set<String> VAGUE = Set.of("thing", "things", "way", "ways", "lot", "lots", "kind", "kinds",
            "sort", "stuff", "bit", "today", "tomorrow", "yesterday", "post", "article", "topic");

    private TopicReader() {
    }

    static Topic read(String topic) {
        List<String> tokens = Words.tokens(topic.length() > 2_000 ? topic.substring(0, 2_000) : topic);
        String[] tags = tokens.isEmpty() ? new String[0]
                : new POSTaggerME(NlpModels.partsOfSpeech()).tag(tokens.toArray(String[]::new));
        Map<String, NounPhrase> phrases = new LinkedHashMap<>();
        int i = 0;
        while (i < tokens.size()) {
            if (!isNominal(tags[i]) || !Words.isWord(tokens.get(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < tokens.size() && isNominal(tags[i]) && Words.isWord(tokens.get(i))) {
                i++;
            }
            int end = i;
            while (end > start && !tags[end - 1].equals("NOUN") && !tags[end - 1].equals("PROPN")) {
                end--;
            }
            if (end > start) {
                addPhrase(phrases, tokens.subList(Math.max(start, end - MAX_WORDS), end), tags, Math.max(start, end - MAX_WORDS));
            }
        }
        List<NounPhrase> found = new ArrayList<>(phrases.values());
        if (found.isEmpty()) {
            found.add(NounPhrase.of("this subject", false));
        }
        NounPhrase main = found.get(0);
        for (NounPhrase p : found) {
            if (p.text().split(" ").length > main.text().split(" ").length) {
                main = p;
            }
        }
        List<NounPhrase> others = new ArrayList<>(found);
        others.remove(main);
        List<String> keywords = new ArrayList<>();
        for (NounPhrase p : found) {
            keywords.add(p.text().replaceFirst("^the ", ""));
        }
        return new Topic(main, others, keywords);
    }

    private static boolean isNominal(String tag) {
        return tag.equals("NOUN") || tag.equals("PROPN") || tag.equals("ADJ");
    }

    private static void addPhrase(Map<String, NounPhrase> phrases, List<String> words, String[] tags, int offset) {
        String head = words.get(words.size() - 1).toLowerCase(Locale.ROOT);
        if (VAGUE.contains(head) || head.length() < 3) {
            return;
        }
        List<String> written = new ArrayList<>();
        for (int k = 0; k < words.size(); k++) {
            String w = words.get(k);
            boolean keepCase = tags[offset + k].equals("PROPN") || (w.length() > 1 && w.equals(w.toUpperCase(Locale.ROOT)));
            written.add(keepCase ? w : w.toLowerCase(Locale.ROOT));
        }
        String text = String.join(" ", written);
        boolean proper = tags[offset].equals("PROPN") && Character.isUpperCase(words.get(0).charAt(0));
        phrases.putIfAbsent(text.toLowerCase(Locale.ROOT), NounPhrase.of(text, proper));
    }
}
