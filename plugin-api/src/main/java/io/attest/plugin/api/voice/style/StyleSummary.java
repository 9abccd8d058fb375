package io.attest.plugin.api.voice.style;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The readable paragraph that describes a profile. Each sentence is chosen by what was measured —
 * a writer of short sentences and a writer of long ones get different sentences, not the same one
 * with other numbers — and habits that are absent or ordinary are left out or said briefly.
 */
public final class StyleSummary {

    private StyleSummary() {
    }

    public static String describe(StyleProfile p) {
        List<String> sentences = new ArrayList<>();
        sentences.add(lengths(p));
        String punctuation = punctuation(p);
        if (!punctuation.isEmpty()) {
            sentences.add(punctuation);
        }
        sentences.add(voice(p.pronouns()));
        String openers = openers(p);
        if (!openers.isEmpty()) {
            sentences.add(openers);
        }
        sentences.add(vocabulary(p));
        sentences.add(markers(p));
        String phrases = phrases(p);
        if (!phrases.isEmpty()) {
            sentences.add(phrases);
        }
        return String.join(" ", sentences);
    }

    private static String lengths(StyleProfile p) {
        Distribution s = p.lengths().sentenceWords();
        long mean = Math.round(s.mean());
        String shape;
        if (s.mean() < 10) {
            shape = "Writes in short, clipped sentences of about " + mean + " words";
        } else if (s.mean() < 18) {
            shape = "Sentences are of middling length, about " + mean + " words on average";
        } else if (s.mean() < 26) {
            shape = "Sentences run long, about " + mean + " words on average";
        } else {
            shape = "Sentences are long and layered, averaging " + mean + " words";
        }
        String spread = s.mean() > 0 && s.sd() / s.mean() > 0.6
                ? ", and their length swings widely (one in ten passes " + Math.round(s.p90()) + " words)"
                : s.mean() > 0 && s.sd() / s.mean() < 0.35 ? ", kept fairly even in length" : "";
        long sampleWords = Math.round(p.lengths().sampleWords().mean());
        double paragraphs = p.markers().paragraphs();
        String pieces = paragraphs > 1.5
                ? "; a piece runs to about " + sampleWords + " words in " + Math.round(paragraphs) + " paragraphs"
                : "; a piece is a single block of about " + sampleWords + " words";
        return shape + spread + pieces + ".";
    }

    private static String punctuation(StyleProfile p) {
        StyleProfile.Punctuation u = p.punctuation();
        List<String> notable = new ArrayList<>();
        if (u.parentheses() >= 0.15) {
            notable.add("parenthetical asides");
        }
        if (u.semicolons() >= 0.1) {
            notable.add("semicolons");
        }
        if (u.colons() >= 0.15) {
            notable.add("colons");
        }
        if (u.dashes() >= 0.15) {
            notable.add("dashes");
        }
        if (u.quotations() >= 0.15) {
            notable.add("quoted words");
        }
        String commas = u.commas() >= 1.5 ? "Commas are plentiful (" + one(u.commas()) + " a sentence)"
                : u.commas() < 0.4 ? "Commas are rare" : "";
        String leaning = notable.isEmpty() ? "" : "leans on " + list(notable);
        StringBuilder b = new StringBuilder();
        if (!commas.isEmpty()) {
            b.append(commas).append(leaning.isEmpty() ? "" : ", and the writer " + leaning);
        } else if (!leaning.isEmpty()) {
            b.append("The writer ").append(leaning);
        }
        StyleProfile.Endings e = p.endings();
        String endings = e.question() >= 0.1 ? "asks questions often (" + percent(e.question()) + " of sentences)"
                : e.exclamation() >= 0.08 ? "exclaims freely (" + percent(e.exclamation()) + " of sentences end with !)"
                : e.none() >= 0.3 ? "often leaves lines without a full stop" : "";
        if (!endings.isEmpty()) {
            b.append(b.isEmpty() ? capitalise(endings) : " and " + endings);
        }
        return b.isEmpty() ? "" : b + ".";
    }

    private static String voice(StyleProfile.Pronouns n) {
        double self = n.firstSingular();
        double we = n.firstPlural();
        double you = n.second();
        double others = n.third();
        double max = Math.max(Math.max(self, we), Math.max(you, others));
        if (max < 0.6) {
            return "The voice is impersonal: hardly any I, we or you.";
        }
        if (max == self) {
            return "It is a first-person voice (I, my: " + one(self) + " per 100 words)" + (you >= 0.8 ? " that also talks to the reader." : ".");
        }
        if (max == we) {
            return "It speaks as a group, with we and our (" + one(we) + " per 100 words).";
        }
        if (max == you) {
            return "It addresses the reader directly as you (" + one(you) + " per 100 words).";
        }
        return "It talks about others, he and they (" + one(others) + " per 100 words), more than about itself or the reader.";
    }

    private static String openers(StyleProfile p) {
        List<String> adverbials = p.openers().adverbials().stream().filter(s -> s.share() >= 0.01 && quotable(s.text())).limit(3)
                .map(s -> "“" + capitalise(s.text()) + ",”").toList();
        if (!adverbials.isEmpty()) {
            return "Sentences often open with " + list(adverbials) + ".";
        }
        List<Share> words = p.openers().words();
        if (!words.isEmpty() && words.get(0).share() >= 0.15 && quotable(words.get(0).text())) {
            return "Many sentences start with “" + capitalise(words.get(0).text()) + "” (" + percent(words.get(0).share()) + ").";
        }
        return "";
    }

    private static String vocabulary(StyleProfile p) {
        StyleProfile.Vocabulary v = p.vocabulary();
        String richness = v.movingTypeTokenRatio() >= 0.75 ? "The vocabulary is varied"
                : v.movingTypeTokenRatio() >= 0.62 ? "The vocabulary is moderately varied" : "The vocabulary is plain and repeats itself";
        String length = v.longWordShare() >= 0.28 ? ", heavy with long words (" + percent(v.longWordShare()) + " have seven letters or more)"
                : v.longWordShare() < 0.15 ? ", mostly short words" : "";
        String capitals = p.capitalisation().allCapsWords() >= 0.02 ? ", with words in capitals for emphasis"
                : p.capitalisation().sentenceInitial() < 0.8 ? ", and sentences often start in lower case" : "";
        return richness + length + capitals + ".";
    }

    private static String markers(StyleProfile p) {
        StyleProfile.Markers m = p.markers();
        List<String> used = new ArrayList<>();
        if (m.emoji() >= 0.3) {
            used.add("emoji (" + one(m.emoji()) + " a piece)");
        }
        if (m.hashtags() >= 0.3) {
            used.add("hashtags" + (m.hashtagClosing() >= 0.3 ? ", gathered at the end" : ""));
        }
        if (m.mentions() >= 0.3) {
            used.add("mentions");
        }
        if (m.urls() >= 0.3) {
            used.add("links");
        }
        String lines = m.lineBreaks() >= 2 ? "breaks lines often (" + one(m.lineBreaks()) + " a piece)" : "";
        if (used.isEmpty()) {
            return lines.isEmpty() ? "No emoji, hashtags or links." : "No emoji, hashtags or links, but the writer " + lines + ".";
        }
        return "Uses " + list(used) + (lines.isEmpty() ? "" : ", and " + lines) + ".";
    }

    private static String phrases(StyleProfile p) {
        List<String> phrases = p.phraseBank().stream().filter(ph -> quotable(ph.text())).limit(4).map(ph -> "“" + ph.text() + "”").toList();
        return phrases.isEmpty() ? "" : "Recurring phrases: " + list(phrases) + ".";
    }

    /** Longest word or phrase the summary quotes: samples of one 20,000-letter "word" must not make a 20 KB summary. */
    static final int MAX_QUOTED = 60;

    private static boolean quotable(String text) {
        return text.length() <= MAX_QUOTED;
    }

    private static String list(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    private static String percent(double share) {
        return Math.round(100 * share) + " %";
    }

    private static String one(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    private static String capitalise(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
