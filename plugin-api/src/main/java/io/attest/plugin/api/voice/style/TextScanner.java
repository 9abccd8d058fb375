package io.attest.plugin.api.voice.style;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Cuts text into paragraphs, sentences and words in one pass over the characters: no regular
 * expressions, so the time is linear in the text and the result is the same on every machine.
 */
final class TextScanner {

    /** Abbreviations whose period does not end a sentence. */
    private static final Set<String> ABBREVIATIONS = Set.of(
            "e.g", "i.e", "cf", "etc", "vs", "mr", "mrs", "ms", "dr", "st", "prof", "fig", "no", "vol", "ch", "ver", "approx",
            "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "inc", "ltd", "jr", "sr");

    private TextScanner() {
    }

    static ScannedText scan(String raw) {
        String text = raw.replace("\r\n", "\n").replace('\r', '\n');
        List<List<ScannedText.Sentence>> paragraphs = new ArrayList<>();
        int[] markers = new int[4]; // emoji, hashtags, mentions, urls
        int lineBreaks = 0;
        for (String block : splitParagraphs(text)) {
            List<ScannedText.Sentence> sentences = new ArrayList<>();
            String[] lines = block.split("\n");
            lineBreaks += lines.length - 1;
            for (String line : lines) {
                for (String sentence : splitSentences(line.strip())) {
                    sentences.add(sentence(sentence, markers));
                }
            }
            if (!sentences.isEmpty()) {
                paragraphs.add(sentences);
            }
        }
        return new ScannedText(paragraphs, lineBreaks, markers[0], markers[1], markers[2], markers[3], endsWithHashtags(text));
    }

    /** Blocks separated by a line that is blank (or only whitespace). */
    private static List<String> splitParagraphs(String text) {
        List<String> blocks = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (line.isBlank()) {
                if (!current.isEmpty()) {
                    blocks.add(current.toString());
                    current.setLength(0);
                }
            } else {
                if (!current.isEmpty()) {
                    current.append('\n');
                }
                current.append(line);
            }
        }
        if (!current.isEmpty()) {
            blocks.add(current.toString());
        }
        return blocks;
    }

    /**
     * Ends a sentence after {@code . ! ? …} (and any closing quotes or brackets) when whitespace and
     * then something that can start a sentence follow, unless the period closes an abbreviation or
     * an initial.
     */
    static List<String> splitSentences(String line) {
        List<String> out = new ArrayList<>();
        int start = 0;
        int n = line.length();
        int i = 0;
        while (i < n) {
            char c = line.charAt(i);
            if (isTerminal(c)) {
                int end = i + 1;
                while (end < n && (isTerminal(line.charAt(end)) || isCloser(line.charAt(end)))) {
                    end++;
                }
                if (end == n) {
                    break;
                }
                if (Character.isWhitespace(line.charAt(end)) && startsSentence(line, skipSpace(line, end))
                        && !(c == '.' && closesAbbreviation(line, i))) {
                    addIfText(out, line.substring(start, end));
                    start = end;
                }
                i = end;
            } else {
                i++;
            }
        }
        addIfText(out, line.substring(start));
        return out;
    }

    private static void addIfText(List<String> out, String s) {
        String t = s.strip();
        if (!t.isEmpty()) {
            out.add(t);
        }
    }

    private static boolean isTerminal(char c) {
        return c == '.' || c == '!' || c == '?' || c == '…';
    }

    private static boolean isCloser(char c) {
        return c == '"' || c == '\'' || c == '”' || c == '’' || c == ')' || c == ']' || c == '»';
    }

    private static int skipSpace(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean startsSentence(String s, int i) {
        if (i >= s.length()) {
            return true;
        }
        int cp = s.codePointAt(i);
        return Character.isUpperCase(cp) || Character.isDigit(cp) || "\"“‘'([¿¡#@".indexOf(cp) >= 0 || Emoji.is(cp);
    }

    /** The word before the period at {@code dot} is an abbreviation or a single letter (an initial). */
    private static boolean closesAbbreviation(String s, int dot) {
        int b = dot;
        while (b > 0 && (Character.isLetter(s.charAt(b - 1)) || s.charAt(b - 1) == '.')) {
            b--;
        }
        String word = s.substring(b, dot).toLowerCase(Locale.ROOT);
        return word.length() == 1 || ABBREVIATIONS.contains(word);
    }

    /** Words of one sentence; markers are counted into {@code markers} and left out of the words. */
    private static ScannedText.Sentence sentence(String text, int[] markers) {
        List<String> words = new ArrayList<>();
        for (String chunk : text.split("\\s+")) {
            if (chunk.isEmpty()) {
                continue;
            }
            String lower = chunk.toLowerCase(Locale.ROOT);
            if (lower.startsWith("http://") || lower.startsWith("https://") || lower.startsWith("www.")) {
                markers[3]++;
                continue;
            }
            int first = chunk.codePointAt(0);
            if ((first == '#' || first == '@') && chunk.length() > 1 && Character.isLetterOrDigit(chunk.codePointAt(1))) {
                markers[first == '#' ? 1 : 2]++;
                continue;
            }
            collectWords(chunk, words, markers);
        }
        return new ScannedText.Sentence(text, words, terminal(text));
    }

    /** Runs of letters and digits, joined across an inner apostrophe or hyphen. */
    private static void collectWords(String chunk, List<String> words, int[] markers) {
        StringBuilder word = new StringBuilder();
        int i = 0;
        while (i < chunk.length()) {
            int cp = chunk.codePointAt(i);
            int width = Character.charCount(cp);
            if (Character.isLetterOrDigit(cp)) {
                word.appendCodePoint(cp);
            } else if ((cp == '\'' || cp == '’' || cp == '-') && !word.isEmpty() && i + width < chunk.length()
                    && Character.isLetterOrDigit(chunk.codePointAt(i + width))) {
                word.append(cp == '’' ? '\'' : (char) cp);
            } else {
                if (Emoji.is(cp)) {
                    markers[0]++;
                }
                if (!word.isEmpty()) {
                    words.add(word.toString());
                    word.setLength(0);
                }
            }
            i += width;
        }
        if (!word.isEmpty()) {
            words.add(word.toString());
        }
    }

    private static String terminal(String sentence) {
        for (int i = sentence.length() - 1; i >= 0; i--) {
            char c = sentence.charAt(i);
            if (isCloser(c)) {
                continue;
            }
            if (c == '…' || (c == '.' && i >= 2 && sentence.startsWith("...", i - 2))) {
                return "…";
            }
            return isTerminal(c) ? String.valueOf(c) : "";
        }
        return "";
    }

    private static boolean endsWithHashtags(String text) {
        String[] lines = text.strip().split("\n");
        String last = lines[lines.length - 1].strip();
        if (last.isEmpty()) {
            return false;
        }
        for (String token : last.split("\\s+")) {
            if (!token.startsWith("#") || token.length() < 2) {
                return false;
            }
        }
        return true;
    }
}
