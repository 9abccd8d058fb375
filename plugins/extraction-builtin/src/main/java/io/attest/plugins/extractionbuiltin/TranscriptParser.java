package io.attest.plugins.extractionbuiltin;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cuts a transcript into turns, line by line, in one pass over the text (plus one to count labels).
 * Every pattern here is anchored and bounded so that a hostile line costs time linear in its length.
 */
final class TranscriptParser {

    private static final Pattern TIMESTAMP = Pattern.compile("^\\[?\\(?\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\.\\d{1,3})?\\)?\\]?\\s+");
    private static final Pattern IRC_AUTHOR = Pattern.compile("^<[@+]?([^<>\\s]{1,32})>\\s*");
    private static final Pattern SYSTEM_LINE = Pattern.compile("^(?:\\*{1,3}\\s|-->|<--|-!-)");
    private static final Pattern TOPIC = Pattern.compile("^(?:topic|subject|agenda item|agendum|item)\\s*(?:\\d{1,3}\\s*)?[:\\-]\\s*", Pattern.CASE_INSENSITIVE);
    private static final Pattern HEADING = Pattern.compile("^(?:#{1,6}\\s+\\S|\\d{1,2}[.)]\\s+[^.?!]{1,60}$)");
    private static final Pattern META = Pattern.compile("^(?:scribe|scribenick|chair|chairs|present|attendees|regrets|absent|meeting|date|agenda|minutes)\\s*:\\s*", Pattern.CASE_INSENSITIVE);
    private static final Pattern ACTION = Pattern.compile("^(?:action(?: item)?|todo|to do)\\s*(?:\\d{1,3}\\s*)?:\\s*", Pattern.CASE_INSENSITIVE);
    private static final Pattern RESOLUTION = Pattern.compile("^(?:resolved|resolution|decision|decided|agreed|conclusion|outcome)\\s*(?:\\d{1,3}\\s*)?:\\s*", Pattern.CASE_INSENSITIVE);
    private static final Pattern OPEN_QUESTION = Pattern.compile("^(?:open question|open issue|unresolved|question)\\s*:\\s*", Pattern.CASE_INSENSITIVE);
    private static final Pattern SCRIBE = Pattern.compile("^scribe(?:nick)?\\s*:\\s*([^\\s,]{1,40})", Pattern.CASE_INSENSITIVE);
    private static final Pattern QUEUE = Pattern.compile("^(?:q[+\\-?]|ack\\s+\\S+|queue\\s*[+=\\-])\\s*$", Pattern.CASE_INSENSITIVE);
    private static final Pattern BULLET = Pattern.compile("^(?:[-*\u2022]|\\d{1,2}[.)])\\s+");
    private static final Pattern LABEL = Pattern.compile(
            "^([\\p{L}][\\p{L}\\p{M}\\d.'\u2019_\\-]{0,30}(?:\\s[\\p{L}][\\p{L}\\p{M}.'\u2019_\\-]{0,30}){0,3})\\s?(?:\\([^()]{0,40}\\))?:\\s+");
    private static final Set<String> NOT_SPEAKERS = Set.of("note", "notes", "summary", "update", "status", "next steps",
            "what went well", "background", "context", "proposal", "suggestion", "result", "results", "re", "fyi", "ps",
            "eta", "tl;dr", "tldr", "warning", "info");

    private final ParticipantDirectory directory;

    TranscriptParser(ParticipantDirectory directory) {
        this.directory = directory;
    }

    ParsedTranscript parse(String text) {
        Map<String, Integer> labelCounts = new HashMap<>();
        Set<String> scribes = new java.util.HashSet<>();
        Set<String> authors = new java.util.HashSet<>();
        prescan(text, labelCounts, scribes, authors);
        List<Turn> turns = new ArrayList<>();
        int topic = 0;
        int ircLines = 0;
        int labelledLines = 0;
        int contentLines = 0;
        boolean previousBlank = true;
        boolean scribeOrTopicSeen = false;
        int pos = 0;
        int length = text.length();
        while (pos < length) {
            int lineEnd = text.indexOf('\n', pos);
            if (lineEnd < 0) {
                lineEnd = length;
            }
            int s = skipSpace(text, pos, lineEnd);
            int e = trimEnd(text, s, lineEnd);
            pos = lineEnd + 1;
            if (s >= e) {
                previousBlank = true;
                continue;
            }
            contentLines++;
            CharSequence line = text.subSequence(s, e);
            Matcher m = TIMESTAMP.matcher(line);
            int c = m.find() ? m.end() : 0;
            if (SYSTEM_LINE.matcher(line).region(c, line.length()).lookingAt()) {
                continue;
            }
            String author = null;
            m = IRC_AUTHOR.matcher(line).region(c, line.length());
            if (m.lookingAt()) {
                author = m.group(1);
                c = m.end();
                ircLines++;
            }
            if (c >= line.length()) {
                continue;
            }
            if (QUEUE.matcher(line).region(c, line.length()).lookingAt()) {
                continue;
            }
            if ((m = TOPIC.matcher(line).region(c, line.length())).lookingAt()) {
                topic++;
                scribeOrTopicSeen = true;
                previousBlank = true;
                continue;
            }
            if (META.matcher(line).region(c, line.length()).lookingAt()) {
                scribeOrTopicSeen |= Character.toLowerCase(line.charAt(c)) == 's';
                previousBlank = true;
                continue;
            }
            if (author == null && HEADING.matcher(line).region(c, line.length()).lookingAt() && isShortHeading(line, c)) {
                topic++;
                previousBlank = true;
                continue;
            }
            Directive directive = Directive.NONE;
            if ((m = ACTION.matcher(line).region(c, line.length())).lookingAt()) {
                directive = Directive.ACTION;
            } else if ((m = RESOLUTION.matcher(line).region(c, line.length())).lookingAt()) {
                directive = Directive.RESOLUTION;
            } else if ((m = OPEN_QUESTION.matcher(line).region(c, line.length())).lookingAt()) {
                directive = Directive.OPEN_QUESTION;
            }
            if (directive != Directive.NONE) {
                turns.add(new Turn(null, null, s + m.end(), e, topic, directive));
                previousBlank = false;
                continue;
            }
            String label = null;
            m = LABEL.matcher(line).region(c, line.length());
            // "<nick> Ada: text" is Ada speaking when nick is the scribe; otherwise nick addresses Ada
            boolean scribed = author == null || authors.size() == 1 || scribes.contains(ParticipantDirectory.normalize(author));
            if (scribed && m.lookingAt() && isSpeaker(m.group(1), labelCounts)) {
                label = m.group(1);
                c = m.end();
                labelledLines++;
            }
            boolean bullet = false;
            if (label == null && author == null) {
                Matcher b = BULLET.matcher(line).region(c, line.length());
                if (b.lookingAt()) {
                    bullet = true;
                    c = b.end();
                }
            }
            if (c >= line.length()) {
                continue;
            }
            int contentStart = s + c;
            boolean continuation = startsWith(line, c, "...") || startsWith(line, c, "\u2026");
            boolean aside = startsWith(line, c, "(") || startsWith(line, c, "[");
            if (label == null && author != null && !continuation) {
                label = author;
            }
            if (label != null) {
                turns.add(new Turn(label, speakerOf(label), contentStart, e, topic, Directive.NONE));
            } else if (!turns.isEmpty() && !bullet && !aside && (continuation || !previousBlank)
                    && turns.getLast().directive() == Directive.NONE && turns.getLast().topic() == topic) {
                turns.set(turns.size() - 1, turns.getLast().extendedTo(e));
            } else {
                turns.add(new Turn(null, null, contentStart, e, topic, Directive.NONE));
            }
            previousBlank = false;
        }
        return new ParsedTranscript(style(ircLines, labelledLines, contentLines, scribeOrTopicSeen), turns);
    }

    private static TranscriptStyle style(int ircLines, int labelledLines, int contentLines, boolean scribeOrTopicSeen) {
        if (contentLines == 0) {
            return TranscriptStyle.PROSE;
        }
        if (ircLines * 5 >= contentLines || (scribeOrTopicSeen && labelledLines * 3 >= contentLines)) {
            return TranscriptStyle.IRC_SCRIBE;
        }
        if (labelledLines * 2 >= contentLines) {
            return TranscriptStyle.SPEAKER_TURNS;
        }
        return TranscriptStyle.PROSE;
    }

    private String speakerOf(String label) {
        String initials = directory.resolveInitials(label);
        return initials != null ? initials : directory.resolve(label);
    }

    /** A label is a speaker when it names a participant, is written as initials, or labels two lines or more. */
    private boolean isSpeaker(String label, Map<String, Integer> counts) {
        String key = label.toLowerCase(Locale.ROOT);
        if (NOT_SPEAKERS.contains(key)) {
            return false;
        }
        return speakerOf(label) != null || counts.getOrDefault(key, 0) >= 2;
    }

    /** Counts labels, and collects declared scribes and IRC authors, before the real pass. */
    private static void prescan(String text, Map<String, Integer> counts, Set<String> scribes, Set<String> authors) {
        int pos = 0;
        int length = text.length();
        while (pos < length) {
            int lineEnd = text.indexOf('\n', pos);
            if (lineEnd < 0) {
                lineEnd = length;
            }
            int s = skipSpace(text, pos, lineEnd);
            CharSequence line = text.subSequence(s, trimEnd(text, s, lineEnd));
            pos = lineEnd + 1;
            Matcher m = TIMESTAMP.matcher(line);
            int c = m.find() ? m.end() : 0;
            m = IRC_AUTHOR.matcher(line).region(c, line.length());
            if (m.lookingAt()) {
                authors.add(ParticipantDirectory.normalize(m.group(1)));
                c = m.end();
            }
            m = SCRIBE.matcher(line).region(c, line.length());
            if (m.lookingAt()) {
                scribes.add(ParticipantDirectory.normalize(m.group(1)));
                continue;
            }
            m = LABEL.matcher(line).region(c, line.length());
            if (m.lookingAt()) {
                counts.merge(m.group(1).toLowerCase(Locale.ROOT), 1, Integer::sum);
            }
        }
    }

    /** Markdown headings always; "1. Water supply" only when short (a numbered sentence is a list item). */
    private static boolean isShortHeading(CharSequence line, int from) {
        if (line.charAt(from) == '#') {
            return true;
        }
        int words = 0;
        boolean inWord = false;
        for (int i = from; i < line.length(); i++) {
            boolean letter = !Character.isWhitespace(line.charAt(i));
            if (letter && !inWord) {
                words++;
            }
            inWord = letter;
        }
        return words <= 5;
    }

    private static boolean startsWith(CharSequence line, int at, String prefix) {
        if (line.length() - at < prefix.length()) {
            return false;
        }
        for (int i = 0; i < prefix.length(); i++) {
            if (line.charAt(at + i) != prefix.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static int skipSpace(String text, int from, int to) {
        while (from < to && Character.isWhitespace(text.charAt(from))) {
            from++;
        }
        return from;
    }

    private static int trimEnd(String text, int from, int to) {
        while (to > from && Character.isWhitespace(text.charAt(to - 1))) {
            to--;
        }
        return to;
    }
}
