package io.attest.domain.meetings;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the sentences of a transcript that report work as done, and whom they are about, so that a
 * digest can mark an earlier promise {@code delivered} (decisions.md section 7).
 *
 * <p>A sentence reports something done when it contains one of the done words ("landed", "merged",
 * "shipped", "done", "sent", "finished", "completed", "delivered", "deployed", "released",
 * "published", "submitted", "fixed"), is not a question, is not negated ("not", "n't", "never", "no")
 * and does not speak of the future or of a condition ("will", "'ll", "going to", "should", "can",
 * "need to", "once", "if", "when", "until", "almost", "soon", "to be …"). It is about the speaker of
 * its line ({@code Name:} or {@code <nick>} labels, optionally after a time stamp; an IRC scribe's
 * {@code <scribe> Name: …} is Name speaking; unlabelled lines continue the last speaker until a blank
 * line) and about every participant it names ("Ian merged the fix"). A report about nobody is dropped.
 * When the sentence names fewer than two content words ("It landed."), the sentence before it in the
 * same line is kept with it, because that is where the subject is.
 */
public final class DoneReportFinder {

    private static final Pattern DONE = Pattern.compile(
            "\\b(landed|merged|shipped|done|sent|finished|completed|delivered|deployed|released|published|submitted|fixed)\\b");
    private static final Pattern NEGATED = Pattern.compile("\\b(not|never|no|nobody|nothing|cannot)\\b|n't\\b");
    private static final Pattern NOT_YET_REAL = Pattern.compile(
            "\\b(will|'ll|going to|gonna|should|would|could|can|need to|needs to|must|might|may|hope|hopefully|"
                    + "plan to|planning to|want to|wants to|once|if|unless|until|when|by the time|almost|nearly|soon)\\b"
                    + "|\\bto (be|get)\\b");
    private static final String TIME = "(?:\\[\\s*\\d{1,2}:\\d{2}(?::\\d{2})?\\s*\\]|\\(\\s*\\d{1,2}:\\d{2}(?::\\d{2})?\\s*\\)|\\d{1,2}:\\d{2}(?::\\d{2})?)?\\s*";
    private static final Pattern IRC_LABEL = Pattern.compile("^\\s*" + TIME + "<([^<>\\s]{1,40})>\\s*");
    private static final Pattern NAME_LABEL = Pattern.compile("^\\s*" + TIME + "([\\p{L}][\\p{L}\\p{N} .'_-]{0,40}?)\\s*:(?=\\s|$)\\s*");
    private static final Pattern SENTENCE_END = Pattern.compile("[.!?;]+(?=\\s|$)");
    private static final int MAX_SENTENCE = 400;

    /** The done reports of {@code text}, in order; {@code participants} are normalised addresses. */
    public List<DoneReport> find(String text, List<String> participants) {
        ParticipantNames names = new ParticipantNames(participants);
        Set<String> nameWords = names.words();
        List<DoneReport> reports = new ArrayList<>();
        String speaker = null;
        int lineStart = 0;
        while (lineStart <= text.length()) {
            int newline = text.indexOf('\n', lineStart);
            int lineEnd = newline < 0 ? text.length() : newline;
            String line = text.substring(lineStart, lineEnd);
            if (line.isBlank()) {
                speaker = null;
            } else {
                Label label = label(line, names);
                if (label.labelled()) {
                    speaker = label.speaker().orElse(null);
                }
                scanLine(text, lineStart + label.contentStart(), lineEnd, speaker, names, nameWords, reports);
            }
            if (newline < 0) {
                break;
            }
            lineStart = newline + 1;
        }
        return reports;
    }

    private record Label(boolean labelled, Optional<String> speaker, int contentStart) {
    }

    private static Label label(String line, ParticipantNames names) {
        Matcher irc = IRC_LABEL.matcher(line);
        if (irc.find()) {
            Optional<String> nick = names.resolveLabel(irc.group(1));
            Matcher inner = NAME_LABEL.matcher(line.substring(irc.end()));
            if (inner.find()) {
                Optional<String> named = names.resolveLabel(inner.group(1));
                if (named.isPresent()) {
                    return new Label(true, named, irc.end() + inner.end()); // a scribe's "Name: …"
                }
            }
            return new Label(true, nick, irc.end());
        }
        Matcher name = NAME_LABEL.matcher(line);
        if (name.find()) {
            return new Label(true, names.resolveLabel(name.group(1)), name.end());
        }
        return new Label(false, Optional.empty(), 0);
    }

    private static void scanLine(String text, int from, int to, String speaker, ParticipantNames names, Set<String> nameWords,
                                 List<DoneReport> out) {
        List<int[]> sentences = sentences(text, from, to);
        for (int i = 0; i < sentences.size(); i++) {
            int start = sentences.get(i)[0];
            int end = sentences.get(i)[1];
            String sentence = text.substring(start, end);
            if (!reportsDone(sentence)) {
                continue;
            }
            Set<String> owners = new LinkedHashSet<>();
            if (speaker != null) {
                owners.add(speaker);
            }
            owners.addAll(names.mentionedIn(sentence));
            if (owners.isEmpty()) {
                continue;
            }
            if (i > 0 && ContentWords.stems(sentence, nameWords).size() < 2) {
                start = sentences.get(i - 1)[0];
            }
            out.add(new DoneReport(text.substring(start, end), List.copyOf(owners), start, end));
        }
    }

    /** Trimmed sentence spans of {@code text[from, to)}, each at most 400 characters. */
    private static List<int[]> sentences(String text, int from, int to) {
        List<int[]> spans = new ArrayList<>();
        Matcher m = SENTENCE_END.matcher(text).region(from, to);
        int start = from;
        while (start < to) {
            int end = m.find() ? m.end() : to;
            addTrimmed(text, start, end, spans);
            start = end;
            if (end == to) {
                break;
            }
        }
        return spans;
    }

    private static void addTrimmed(String text, int start, int end, List<int[]> spans) {
        while (start < end && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        if (end > start) {
            int cut = Math.min(end, start + MAX_SENTENCE);
            if (cut < end && Character.isHighSurrogate(text.charAt(cut - 1))) {
                cut--; // never split a surrogate pair
            }
            spans.add(new int[] {start, cut});
        }
    }

    /** Done word present; no question, negation, future or condition. */
    static boolean reportsDone(String sentence) {
        String s = sentence.toLowerCase(Locale.ROOT).replace('’', '\'');
        return DONE.matcher(s).find() && s.indexOf('?') < 0 && !NEGATED.matcher(s).find() && !NOT_YET_REAL.matcher(s).find();
    }
}
