package io.attest.plugin.api.voice.style;

import io.attest.testsupport.VoiceSamples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Properties of the profile on real writers and on random text: the document round-trips exactly
 * (also after a JSON parser has chosen other number types), measuring is deterministic, never fails
 * and gives finite values, and the phrase bank stays within its limits.
 */
class StyleProfilePropertiesTest {

    /** The first 60 samples of each writer train a profile; the last 20 are held out. */
    static final int TRAINING = 60;

    private static final String[] PIECES = {"the", "We", "you", "I", "said", "hello", "world", ",", ".", "!", "?", ";", ":",
        " — ", "(", ")", "“", "”", "\"", "'", "…", "...", "\n", "\n\n", "  ", "😀", "🚀", "#launch", "@ada", "https://x.example/a",
        "e.g.", "Dr.", "ALLCAPS", "don't", "well-known", "42", "3:16", "ünïcödé", "日本語", "\t", "-", "--"};

    @Test
    void theDocumentRoundTripsExactlyForEveryWriter() {
        for (String writer : VoiceSamples.WRITERS) {
            StyleProfile profile = StyleProfiler.measure(VoiceSamples.all(writer));
            assertThat(StyleProfile.fromDocument(profile.toDocument())).as(writer).isEqualTo(profile);
            assertThat(StyleProfile.fromDocument(asAJsonParserWouldReturnIt(profile.toDocument()))).as(writer).isEqualTo(profile);
        }
    }

    /**
     * JSON objects are unordered: a document re-serialised by another tool (keys sorted, or shuffled
     * as PostgreSQL's jsonb does) reads back to the same profile, whose document has the original order.
     */
    @Test
    void theDocumentReadsBackWhateverTheOrderOfItsKeys() {
        for (String writer : VoiceSamples.WRITERS) {
            StyleProfile profile = StyleProfiler.measure(VoiceSamples.all(writer));
            Map<String, Object> original = profile.toDocument();
            for (long seed = 0; seed < 3; seed++) {
                @SuppressWarnings("unchecked")
                Map<String, Object> shuffled = (Map<String, Object>) reordered(original, new Random(seed), seed == 0);
                assertThat(new ArrayList<>(((Map<?, ?>) shuffled.get("function_words")).keySet()))
                        .isNotEqualTo(new ArrayList<>(((Map<?, ?>) original.get("function_words")).keySet()));
                StyleProfile read = StyleProfile.fromDocument(shuffled);
                assertThat(read).as(writer).isEqualTo(profile);
                assertThat(keyOrder(read.toDocument())).as(writer).isEqualTo(keyOrder(original));
            }
        }
    }

    /** Every object of the tree with its keys sorted ({@code sorted}) or shuffled; arrays keep their order. */
    private static Object reordered(Object node, Random random, boolean sorted) {
        if (node instanceof Map<?, ?> map) {
            List<Object> keys = new ArrayList<>(map.keySet());
            if (sorted) {
                keys.sort(java.util.Comparator.comparing(Object::toString));
            } else {
                java.util.Collections.shuffle(keys, random);
            }
            Map<String, Object> out = new LinkedHashMap<>();
            for (Object key : keys) {
                out.put((String) key, reordered(map.get(key), random, sorted));
            }
            return out;
        }
        if (node instanceof List<?> list) {
            return list.stream().map(v -> reordered(v, random, sorted)).toList();
        }
        return node;
    }

    /** The keys of every object in document order, depth first. */
    private static List<String> keyOrder(Object node) {
        List<String> out = new ArrayList<>();
        if (node instanceof Map<?, ?> map) {
            map.forEach((k, v) -> {
                out.add(k.toString());
                out.addAll(keyOrder(v));
            });
        } else if (node instanceof List<?> list) {
            list.forEach(v -> out.addAll(keyOrder(v)));
        }
        return out;
    }

    @Test
    void measuringIsDeterministic() {
        List<String> samples = VoiceSamples.all("debian-handbook");
        StyleProfile first = StyleProfiler.measure(samples);
        StyleProfile second = StyleProfiler.measure(new ArrayList<>(samples));
        assertThat(second).isEqualTo(first);
        assertThat(second.toDocument()).isEqualTo(first.toDocument());
        assertThat(StyleSummary.describe(second)).isEqualTo(StyleSummary.describe(first));
        assertThat(StyleDistance.between(second, samples.get(3))).isEqualTo(StyleDistance.between(first, samples.get(3)));
    }

    @Test
    void randomTextNeverBreaksMeasuringAndAlwaysRoundTrips() {
        Random random = new Random(20261125L);
        for (int round = 0; round < 200; round++) {
            List<String> samples = new ArrayList<>();
            for (int s = 0; s < 1 + random.nextInt(6); s++) {
                samples.add(randomText(random, random.nextInt(60)));
            }
            StyleProfile profile = StyleProfiler.measure(samples);
            assertThat(StyleProfile.fromDocument(profile.toDocument())).isEqualTo(profile);
            double distance = StyleDistance.between(profile, randomText(random, random.nextInt(40)));
            assertThat(distance).isFinite().isGreaterThanOrEqualTo(0);
            assertThat(StyleSummary.describe(profile)).isNotBlank().endsWith(".");
        }
    }

    @Test
    void thePhraseBankHoldsShortRecurringPhrasesOnly() {
        for (String writer : VoiceSamples.WRITERS) {
            List<String> samples = VoiceSamples.all(writer).stream().map(StyleProfilePropertiesTest::words).toList();
            StyleProfile profile = StyleProfiler.measure(VoiceSamples.all(writer));
            assertThat(profile.phraseBank()).as(writer).isNotEmpty().hasSizeLessThanOrEqualTo(PhraseBank.KEPT);
            for (Phrase phrase : profile.phraseBank()) {
                assertThat(phrase.wordCount()).isBetween(2, Phrase.MAX_WORDS);
                assertThat(phrase.samples()).isGreaterThanOrEqualTo(2);
                assertThat(phrase.text()).doesNotContainPattern("\\d");
                long containing = samples.stream().filter(s -> (" " + s + " ").contains(" " + phrase.text() + " ")).count();
                assertThat(containing).as("%s in %s", phrase.text(), writer).isEqualTo(phrase.samples());
            }
        }
    }

    @Test
    void theLexiconHoldsRecurringContentWordsOnlyAndMayBeAbsentFromOlderDocuments() {
        for (String writer : VoiceSamples.WRITERS) {
            List<String> samples = VoiceSamples.all(writer).stream().map(StyleProfilePropertiesTest::words).toList();
            StyleProfile profile = StyleProfiler.measure(VoiceSamples.all(writer));
            assertThat(profile.lexicon()).as(writer).hasSizeBetween(20, Lexicon.KEPT);
            double previous = 1;
            for (Lexeme lexeme : profile.lexicon()) {
                assertThat(FunctionWords.contains(lexeme.text())).as(lexeme.text()).isFalse();
                assertThat(lexeme.text()).doesNotContainPattern("[\\d\\s]").hasSizeGreaterThanOrEqualTo(3);
                assertThat(lexeme.form().toLowerCase(java.util.Locale.ROOT)).isEqualTo(lexeme.text());
                assertThat(lexeme.rate()).isPositive().isLessThanOrEqualTo(previous);
                previous = lexeme.rate();
                long containing = samples.stream().filter(s -> (" " + s + " ").contains(" " + lexeme.text() + " ")).count();
                assertThat(containing).as("%s in %s", lexeme.text(), writer).isEqualTo(lexeme.samples()).isGreaterThanOrEqualTo(2);
            }
        }
        Map<String, Object> older = copy(StyleProfiler.measure(VoiceSamples.first("scofield", TRAINING)).toDocument());
        older.remove("lexicon");
        assertThat(StyleProfile.fromDocument(older).lexicon()).isEmpty();
    }

    @Test
    void aWriterIsRecognisedMoreOftenThanNotOnSamplesTheProfileNeverSaw() {
        Map<String, StyleProfile> profiles = new LinkedHashMap<>();
        VoiceSamples.WRITERS.forEach(w -> profiles.put(w, StyleProfiler.measure(VoiceSamples.first(w, TRAINING))));
        int right = 0;
        int total = 0;
        for (String writer : VoiceSamples.WRITERS) {
            int rightHere = 0;
            for (String text : VoiceSamples.after(writer, TRAINING)) {
                String nearest = nearest(profiles, text);
                if (nearest.equals(writer)) {
                    rightHere++;
                }
            }
            assertThat(rightHere).as("held-out samples of %s nearest to their own profile", writer)
                    .isGreaterThanOrEqualTo((int) Math.ceil(0.70 * VoiceSamples.after(writer, TRAINING).size()));
            right += rightHere;
            total += VoiceSamples.after(writer, TRAINING).size();
        }
        assertThat(right / (double) total).isGreaterThanOrEqualTo(0.80);
    }

    @Test
    void aWriterIsNearerToItsOwnProfileThanToAnother() {
        StyleProfile jargon = StyleProfiler.measure(VoiceSamples.first("jargon-file", TRAINING));
        StyleProfile scofield = StyleProfiler.measure(VoiceSamples.first("scofield", TRAINING));
        String pooledJargon = String.join(" ", VoiceSamples.after("jargon-file", TRAINING));
        String pooledScofield = String.join(" ", VoiceSamples.after("scofield", TRAINING));
        assertThat(StyleDistance.between(jargon, pooledJargon)).isLessThan(StyleDistance.between(scofield, pooledJargon));
        assertThat(StyleDistance.between(scofield, pooledScofield)).isLessThan(StyleDistance.between(jargon, pooledScofield));
    }

    static String nearest(Map<String, StyleProfile> profiles, String text) {
        String best = null;
        double bestDistance = Double.MAX_VALUE;
        for (Map.Entry<String, StyleProfile> e : profiles.entrySet()) {
            double d = StyleDistance.between(e.getValue(), text);
            if (d < bestDistance) {
                bestDistance = d;
                best = e.getKey();
            }
        }
        return best;
    }

    @Test
    void anInvalidDocumentIsRefusedWithThePathOfTheProblem() {
        Map<String, Object> valid = StyleProfiler.measure(VoiceSamples.first("scofield", TRAINING)).toDocument();

        Map<String, Object> missing = copy(valid);
        ((Map<String, Object>) missing.get("lengths")).remove("sentence_words");
        assertThatThrownBy(() -> StyleProfile.fromDocument(missing)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("$.lengths.sentence_words is missing");

        Map<String, Object> negative = copy(valid);
        ((Map<String, Object>) negative.get("punctuation")).put("commas", -1);
        assertThatThrownBy(() -> StyleProfile.fromDocument(negative)).hasMessage("$.punctuation.commas must be a finite number of at least 0");

        Map<String, Object> wrongType = copy(valid);
        ((List<Object>) wrongType.get("phrase_bank")).set(0, "just text");
        assertThatThrownBy(() -> StyleProfile.fromDocument(wrongType)).hasMessage("$.phrase_bank[0] must be an object");

        Map<String, Object> unknown = copy(valid);
        ((Map<String, Object>) unknown.get("markers")).put("sparkles", 1);
        assertThatThrownBy(() -> StyleProfile.fromDocument(unknown)).hasMessage("$.markers.sparkles is not a known field");

        Map<String, Object> share = copy(valid);
        ((Map<String, Object>) share.get("endings")).put("question", 1.5);
        assertThatThrownBy(() -> StyleProfile.fromDocument(share)).hasMessage("$.endings.question must be between 0 and 1");

        Map<String, Object> version = copy(valid);
        version.put("version", 2);
        assertThatThrownBy(() -> StyleProfile.fromDocument(version)).hasMessage("$.version must be 1");

        Map<String, Object> longPhrase = copy(valid);
        ((Map<String, Object>) ((List<Object>) longPhrase.get("phrase_bank")).get(0)).put("text", "one two three four five");
        assertThatThrownBy(() -> StyleProfile.fromDocument(longPhrase)).hasMessage("$.phrase_bank[0].text must have at most 4 words");

        Map<String, Object> lexeme = copy(valid);
        ((Map<String, Object>) ((List<Object>) lexeme.get("lexicon")).get(0)).put("text", "Two words");
        assertThatThrownBy(() -> StyleProfile.fromDocument(lexeme)).hasMessageStartingWith("$.lexicon[0].text must be one lower-case word");

        Map<String, Object> form = copy(valid);
        ((Map<String, Object>) ((List<Object>) form.get("lexicon")).get(0)).put("form", "other");
        assertThatThrownBy(() -> StyleProfile.fromDocument(form)).hasMessage("$.lexicon[0].form must be the text with other capitals only");

        Map<String, Object> words = copy(valid);
        ((Map<String, Object>) words.get("function_words")).remove("the");
        assertThatThrownBy(() -> StyleProfile.fromDocument(words)).hasMessageStartingWith("$.function_words must list exactly");

        assertThatThrownBy(() -> StyleProfile.fromDocument(null)).hasMessage("$ must be an object");
    }

    /** Doubles become BigDecimal and ints Long, as a JSON parser configured for exact decimals returns them. */
    @SuppressWarnings("unchecked")
    static Object asAJsonParserWouldReturnIt(Object node) {
        if (node instanceof Map<?, ?> map) {
            Map<String, Object> out = new LinkedHashMap<>();
            map.forEach((k, v) -> out.put((String) k, asAJsonParserWouldReturnIt(v)));
            return out;
        }
        if (node instanceof List<?> list) {
            return list.stream().map(StyleProfilePropertiesTest::asAJsonParserWouldReturnIt).toList();
        }
        if (node instanceof Double d) {
            return new BigDecimal(d.toString());
        }
        if (node instanceof Integer i) {
            return i.longValue();
        }
        return node;
    }

    private static Map<String, Object> asAJsonParserWouldReturnIt(Map<String, Object> document) {
        return (Map<String, Object>) asAJsonParserWouldReturnIt((Object) document);
    }

    /** A deep, mutable copy. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> copy(Map<String, Object> document) {
        return (Map<String, Object>) deepCopy(document);
    }

    private static Object deepCopy(Object node) {
        if (node instanceof Map<?, ?> map) {
            Map<String, Object> out = new LinkedHashMap<>();
            map.forEach((k, v) -> out.put((String) k, deepCopy(v)));
            return out;
        }
        if (node instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            list.forEach(v -> out.add(deepCopy(v)));
            return out;
        }
        return node;
    }

    private static String words(String text) {
        List<String> all = new ArrayList<>();
        for (ScannedText.Sentence s : TextScanner.scan(text).sentences()) {
            all.add(String.join(" ", s.words()).toLowerCase(java.util.Locale.ROOT));
        }
        return String.join(" | ", all);
    }

    private static String randomText(Random random, int pieces) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < pieces; i++) {
            b.append(random.nextBoolean() ? " " : "").append(PIECES[random.nextInt(PIECES.length)]);
        }
        return b.toString();
    }
}
