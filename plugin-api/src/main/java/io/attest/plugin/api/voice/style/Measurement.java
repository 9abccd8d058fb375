package io.attest.plugin.api.voice.style;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Raw counts over one or more texts, gathered in one pass each. {@link StyleProfiler} turns them
 * into a profile; {@link StyleDistance} compares the counts of one text with a profile, so that
 * both measure in exactly the same way.
 */
final class Measurement {

    static final int PUNCTUATION_MARKS = 9; // commas, semicolons, colons, dashes, parentheses, quotations, ?, !, …

    int samples;
    int paragraphs;
    final List<Integer> sentenceWords = new ArrayList<>();
    final List<Integer> paragraphSentences = new ArrayList<>();
    final List<Integer> sampleWords = new ArrayList<>();
    final double[] punctuation = new double[PUNCTUATION_MARKS];
    final int[] endings = new int[5]; // period, question, exclamation, ellipsis, none
    int sentenceInitialCapital;
    int sentenceInitialLetter;
    int capitalisedWords;
    int allCapsWords;
    int laterWords;
    final int[] markers = new int[6]; // emoji, hashtags, mentions, urls, line breaks, paragraphs
    int hashtagClosing;
    final int[] pronouns = new int[5]; // first singular, first plural, second, third, impersonal
    final Map<String, Integer> openerWords = new HashMap<>();
    final Map<String, Integer> adverbials = new HashMap<>();
    final int[] closers = new int[5]; // question, exclamation, link, hashtags, emoji
    final Map<String, Integer> closingSentences = new HashMap<>();
    final Map<String, Integer> functionWords = new HashMap<>();
    final Map<String, Integer> trigrams = new HashMap<>();
    long trigramTotal;
    final List<String> words = new ArrayList<>(); // lower case, in order
    int wordChars;
    /** Per sample: function-word counts, and its sentences as lower-case words (for spreads and the phrase bank). */
    final List<Map<String, Integer>> functionWordsPerSample = new ArrayList<>();
    final List<List<List<String>>> sentencesPerSample = new ArrayList<>();
    /** Content words: counts, samples and usual capitals. */
    final Lexicon lexicon = new Lexicon();

    void add(String raw) {
        ScannedText text = TextScanner.scan(raw);
        samples++;
        lexicon.nextSample();
        paragraphs += text.paragraphs().size();
        int wordsHere = 0;
        Map<String, Integer> functionWordsHere = new HashMap<>();
        List<List<String>> sentencesHere = new ArrayList<>();
        for (List<ScannedText.Sentence> paragraph : text.paragraphs()) {
            paragraphSentences.add(paragraph.size());
            for (ScannedText.Sentence sentence : paragraph) {
                sentencesHere.add(addSentence(sentence, functionWordsHere));
                wordsHere += sentence.words().size();
            }
        }
        functionWordsPerSample.add(functionWordsHere);
        sentencesPerSample.add(sentencesHere);
        sampleWords.add(wordsHere);
        markers[0] += text.emoji();
        markers[1] += text.hashtags();
        markers[2] += text.mentions();
        markers[3] += text.urls();
        markers[4] += text.lineBreaks();
        markers[5] += text.paragraphs().size();
        if (text.endsWithHashtags()) {
            hashtagClosing++;
        }
        addCloser(raw, text);
        addTrigrams(raw);
    }

    int sentences() {
        return sentenceWords.size();
    }

    /** Counts one sentence; returns its words in lower case. */
    private List<String> addSentence(ScannedText.Sentence sentence, Map<String, Integer> functionWordsHere) {
        List<String> lowerWords = new ArrayList<>(sentence.words().size());
        sentenceWords.add(sentence.words().size());
        countPunctuation(sentence.text());
        endings[switch (sentence.terminal()) {
            case "." -> 0;
            case "?" -> 1;
            case "!" -> 2;
            case "…" -> 3;
            default -> 4;
        }]++;
        List<String> sentenceWordsAsWritten = sentence.words();
        int firstLetter = sentence.text().codePoints().filter(Character::isLetter).findFirst().orElse(-1);
        if (firstLetter >= 0) {
            sentenceInitialLetter++;
            if (Character.isUpperCase(firstLetter)) {
                sentenceInitialCapital++;
            }
        }
        for (int i = 0; i < sentenceWordsAsWritten.size(); i++) {
            String word = sentenceWordsAsWritten.get(i);
            String lower = word.toLowerCase(Locale.ROOT);
            words.add(lower);
            lowerWords.add(lower);
            wordChars += word.length();
            if (i > 0 && Character.isLetter(word.codePointAt(0))) {
                laterWords++;
                if (Character.isUpperCase(word.codePointAt(0))) {
                    capitalisedWords++;
                }
            }
            if (word.length() > 1 && word.chars().allMatch(Character::isLetter) && word.equals(word.toUpperCase(Locale.ROOT))) {
                allCapsWords++;
            }
            lexicon.add(word, lower, i == 0);
            if (FunctionWords.contains(lower)) {
                functionWords.merge(lower, 1, Integer::sum);
                functionWordsHere.merge(lower, 1, Integer::sum);
            }
            int pronoun = Pronoun.classOf(lower);
            if (pronoun >= 0) {
                pronouns[pronoun]++;
            }
        }
        if (!sentenceWordsAsWritten.isEmpty()) {
            openerWords.merge(sentenceWordsAsWritten.get(0).toLowerCase(Locale.ROOT), 1, Integer::sum);
            String adverbial = adverbial(sentence.text());
            if (adverbial != null) {
                adverbials.merge(adverbial, 1, Integer::sum);
            }
        }
        return lowerWords;
    }

    /** Up to three words before a comma that opens the sentence ("For instance, …"), lower case; else null. */
    static String adverbial(String sentence) {
        int comma = sentence.indexOf(',');
        if (comma <= 0 || comma > 40) {
            return null;
        }
        String head = sentence.substring(0, comma).strip();
        String[] parts = head.split("\\s+");
        if (parts.length > 3 || comma + 1 >= sentence.strip().length()) {
            return null;
        }
        for (String part : parts) {
            if (!part.chars().allMatch(Character::isLetter)) {
                return null;
            }
        }
        return head.toLowerCase(Locale.ROOT);
    }

    private void countPunctuation(String s) {
        int straightQuotes = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case ',' -> punctuation[0]++;
                case ';' -> punctuation[1]++;
                case ':' -> punctuation[2]++;
                case '—', '–' -> punctuation[3]++;
                case '-' -> {
                    boolean spaced = i > 0 && i + 1 < s.length() && s.charAt(i - 1) == ' ' && s.charAt(i + 1) == ' ';
                    boolean doubled = i + 1 < s.length() && s.charAt(i + 1) == '-';
                    if (spaced || doubled) {
                        punctuation[3]++;
                        if (doubled) {
                            i++;
                        }
                    }
                }
                case '(' -> punctuation[4]++;
                case '“', '‘' -> punctuation[5]++;
                case '"' -> straightQuotes++;
                case '?' -> punctuation[6]++;
                case '!' -> punctuation[7]++;
                case '…' -> punctuation[8]++;
                case '.' -> {
                    if (s.startsWith("...", i)) {
                        punctuation[8]++;
                        i += 2;
                    }
                }
                default -> {
                }
            }
        }
        punctuation[5] += straightQuotes / 2.0;
    }

    private void addCloser(String raw, ScannedText text) {
        List<ScannedText.Sentence> all = text.sentences();
        if (all.isEmpty()) {
            return;
        }
        ScannedText.Sentence last = all.get(all.size() - 1);
        if (last.terminal().equals("?")) {
            closers[0]++;
        } else if (last.terminal().equals("!")) {
            closers[1]++;
        }
        String stripped = raw.strip();
        String lastLine = stripped.substring(stripped.lastIndexOf('\n') + 1).toLowerCase(Locale.ROOT);
        if (lastLine.contains("http://") || lastLine.contains("https://") || lastLine.contains("www.")) {
            closers[2]++;
        }
        if (text.endsWithHashtags()) {
            closers[3]++;
        }
        if (!stripped.isEmpty() && Emoji.is(stripped.codePointBefore(stripped.length()))) {
            closers[4]++;
        }
        if (!last.words().isEmpty() && last.words().size() <= 4 && all.size() > 1) {
            closingSentences.merge(String.join(" ", last.words()).toLowerCase(Locale.ROOT), 1, Integer::sum);
        }
    }

    /** Trigrams of the lower-cased text with every run of whitespace made one space. */
    private void addTrigrams(String raw) {
        String text = normaliseForTrigrams(raw);
        int[] cps = text.codePoints().toArray();
        for (int i = 0; i + 2 < cps.length; i++) {
            trigrams.merge(new String(cps, i, 3), 1, Integer::sum);
            trigramTotal++;
        }
    }

    static String normaliseForTrigrams(String raw) {
        StringBuilder b = new StringBuilder(raw.length() + 2);
        b.append(' ');
        boolean space = true;
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (Character.isWhitespace(c)) {
                if (!space) {
                    b.append(' ');
                    space = true;
                }
            } else {
                b.append(Character.toLowerCase(c));
                space = false;
            }
        }
        if (!space) {
            b.append(' ');
        }
        return b.toString();
    }

    /** Entries by count, most frequent first, ties in alphabetical order: the same order on every run. */
    static List<Map.Entry<String, Integer>> ranked(Map<String, Integer> counts) {
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.entrySet());
        entries.sort(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()));
        return entries;
    }

    double wordCount() {
        return words.size();
    }
}
