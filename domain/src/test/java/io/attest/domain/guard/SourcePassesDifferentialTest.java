package io.attest.domain.guard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The two passes over the sources (the literal rule and the case-name heuristics) against their
 * definitions written the slow, obvious way, on random patterns and sources: whitespace of every
 * kind, non-ASCII letters (some of which lower-case to ASCII), overlapping patterns, patterns that
 * are prefixes of others, occurrences at the ends of a source and inside longer words.
 */
class SourcePassesDifferentialTest {

    /** Characters the generated texts are made of; the ones that matter to the rules come often. */
    private static final String LITERAL_ALPHABET = "ab1.§() \t\n\u00a0\u2003é\u212aÉ-";

    @Test
    void literalRuleAgreesWithSearchingTextsWithoutWhitespace() {
        Random random = new Random(19);
        for (int round = 0; round < 3000; round++) {
            List<String> sources = new ArrayList<>();
            for (int s = 0; s < 1 + random.nextInt(3); s++) {
                sources.add(randomString(random, random.nextInt(80), LITERAL_ALPHABET));
            }
            List<String> texts = new ArrayList<>();
            for (int t = 0; t < 1 + random.nextInt(12); t++) {
                texts.add(randomText(random, sources, texts));
            }
            SourceIndex index = SourceIndex.of(sources);
            for (boolean samePin : new boolean[] {false, true}) {
                // Through the ASCII table, and through the automaton alone (as when the table would be too large).
                for (int maxTableEntries : new int[] {Integer.MAX_VALUE, 0}) {
                    boolean[] found = index.containsLiterally(texts, samePin, maxTableEntries);
                    for (int t = 0; t < texts.size(); t++) {
                        assertThat(found[t]).as("%s in %s, samePin %s, table %s", texts.get(t), sources, samePin, maxTableEntries)
                                .isEqualTo(literallyIn(sources, texts.get(t), samePin));
                    }
                }
            }
        }
    }

    @Test
    void asciiTransitionsAreTheAutomatonsTransitions() {
        Random random = new Random(3);
        boolean[] skipped = new boolean[128];
        skipped[' '] = true;
        for (int round = 0; round < 200; round++) {
            List<int[]> patterns = new ArrayList<>();
            for (int p = 0; p < 1 + random.nextInt(10); p++) {
                patterns.add(randomString(random, random.nextInt(6), "abc.\u00e9\u007f\u0000").chars().toArray());
            }
            AhoCorasick automaton = new AhoCorasick(patterns);
            AsciiTransitions ascii = AsciiTransitions.of(automaton, skipped, Integer.MAX_VALUE);
            for (int state = 0; state < automaton.stateCount(); state++) {
                for (char c = 0; c < 128; c++) {
                    int entry = ascii.next(AsciiTransitions.entry(state, false), c);
                    int expected = c == ' ' ? state : automaton.next(state, c);
                    assertThat(AsciiTransitions.state(entry)).isEqualTo(expected);
                    assertThat(AsciiTransitions.matches(entry)).isEqualTo(c != ' ' && automaton.hasMatch(expected));
                }
            }
        }
    }

    @Test
    void caseNameHeuristicsAgreeWithComparingNormalisedWordLists() {
        Random random = new Random(11);
        String[] vocabulary = {"Smith", "SMITH.", "smiths", "v.", "v", "Acme", "ACME", "Ins.", "Insurance", "Co.", "Co", "Company",
            "Co.-", "-Co", "'Co'", "&", "and", "AND", "Comm'r", "Comm’r", "Commissioner", "O’Brien", "O'Brien", "Code", "Ann.",
            "ann", "of", "Admin.", "Administration", "Administrative", ",", "(", ")", "...", "'", "-", "St.-Louis", "É", "é",
            "\u212aelly", "kelly", "Kelly", "\u0130nc", "inc", "Inc.", "Ünited", "ünited", "x1", "1x", "Co.Ins."};
        for (int round = 0; round < 2000; round++) {
            List<String> sources = new ArrayList<>();
            for (int s = 0; s < 1 + random.nextInt(3); s++) {
                sources.add(randomWords(random, vocabulary, random.nextInt(30)));
            }
            List<String> names = new ArrayList<>();
            for (int n = 0; n < 1 + random.nextInt(8); n++) {
                names.add(random.nextInt(3) == 0 && !names.isEmpty()
                        ? names.get(random.nextInt(names.size())) + " " + vocabulary[random.nextInt(vocabulary.length)]
                        : randomWords(random, vocabulary, 1 + random.nextInt(5)));
            }
            boolean[] found = SourceIndex.of(sources).containsNormalized(names, CaseNames.NORMALIZER);
            for (int n = 0; n < names.size(); n++) {
                List<String> name = CaseNames.words(names.get(n));
                boolean expected = !name.isEmpty()
                        && sources.stream().anyMatch(source -> Collections.indexOfSubList(CaseNames.words(source), name) >= 0);
                assertThat(found[n]).as("%s in %s", names.get(n), sources).isEqualTo(expected);
            }
        }
    }

    /** The literal rule of {@link SourceIndex}, by searching each source with its whitespace removed. */
    private static boolean literallyIn(List<String> sources, String text, boolean samePin) {
        String wanted = withoutSpaces(text);
        if (wanted.isEmpty()) {
            return false;
        }
        for (String source : sources) {
            StringBuilder solid = new StringBuilder();
            List<Integer> at = new ArrayList<>();
            for (int i = 0; i < source.length(); i++) {
                if (!isSpace(source.charAt(i))) {
                    solid.append(source.charAt(i));
                    at.add(i);
                }
            }
            for (int from = solid.indexOf(wanted); from >= 0; from = solid.indexOf(wanted, from + 1)) {
                int start = at.get(from);
                int end = at.get(from + wanted.length() - 1) + 1;
                boolean before = start == 0 || !Character.isLetterOrDigit(source.charAt(start - 1));
                boolean after = end == source.length() || !Character.isLetterOrDigit(source.charAt(end));
                boolean otherPin = samePin && end < source.length() && source.charAt(end) == '(';
                if (before && after && !otherPin) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String withoutSpaces(String text) {
        StringBuilder b = new StringBuilder();
        text.chars().filter(c -> !isSpace((char) c)).forEach(c -> b.append((char) c));
        return b.toString();
    }

    private static boolean isSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    /** Mostly pieces of the sources (so that many are found), some altered, some random. */
    private static String randomText(Random random, List<String> sources, List<String> earlier) {
        String source = sources.get(random.nextInt(sources.size()));
        return switch (random.nextInt(5)) {
            case 0 -> randomString(random, 1 + random.nextInt(6), LITERAL_ALPHABET);
            case 1 -> earlier.isEmpty() ? "a" : prefix(random, earlier.get(random.nextInt(earlier.size())));
            case 2 -> prefix(random, piece(random, source)) + randomString(random, 1, "ab1 ");
            default -> piece(random, source).replace(" ", random.nextBoolean() ? "" : "\n ");
        };
    }

    private static String piece(Random random, String source) {
        if (source.isEmpty()) {
            return "b";
        }
        int start = random.nextInt(source.length());
        return source.substring(start, Math.min(source.length(), start + 1 + random.nextInt(10)));
    }

    private static String prefix(Random random, String text) {
        return text.isEmpty() ? text : text.substring(0, 1 + random.nextInt(text.length()));
    }

    private static String randomString(Random random, int length, String alphabet) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < length; i++) {
            b.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return b.toString();
    }

    private static String randomWords(Random random, String[] vocabulary, int count) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < count; i++) {
            b.append(vocabulary[random.nextInt(vocabulary.length)]).append(switch (random.nextInt(6)) {
                case 0 -> "\n";
                case 1 -> "";
                case 2 -> ", ";
                default -> " ";
            });
        }
        return b.toString();
    }

    /** The case-name rule of {@link CaseNameNormalizer} written with regular expressions, for a small abbreviation table. */
    private static final class CaseNames {

        static final CaseNameNormalizer NORMALIZER = new CaseNameNormalizer(Map.of(
                "&", List.of("and"), "Ins.", List.of("Insurance"), "Co.", List.of("Company"), "Comm'r", List.of("Commissioner"),
                "Admin.", List.of("Administrative", "Administration")));
        private static final Map<String, String> CANONICAL = Map.of("insurance", "ins", "company", "co",
                "commissioner", "comm'r", "administrative", "admin", "administration", "admin");

        static List<String> words(String text) {
            List<String> words = new ArrayList<>();
            for (String token : text.split("[^\\p{L}\\p{Nd}'’‘.\\-&]+|(?=&)|(?<=&)")) {
                if (token.equals("&")) {
                    words.add("and");
                    continue;
                }
                String bare = lowerCase(token.replace(".", "").replace('’', '\'').replace('‘', '\''))
                        .replaceAll("^['\\-]+|['\\-]+$", "");
                if (bare.isEmpty()) {
                    continue;
                }
                bare = CANONICAL.getOrDefault(bare, bare);
                if (bare.equals("ann") && !words.isEmpty() && words.get(words.size() - 1).equals("code")) {
                    continue;
                }
                words.add(bare);
            }
            return words;
        }

        /** Character by character, as the normalizer folds (String.toLowerCase would turn İ into two characters). */
        private static String lowerCase(String token) {
            StringBuilder b = new StringBuilder();
            token.chars().forEach(c -> b.append(Character.toLowerCase((char) c)));
            return b.toString();
        }
    }
}
