package io.attest.plugins.textgenbuiltin;

import java.util.Locale;
import java.util.Set;

/**
 * A noun phrase taken from the topic, ready to be put in a sentence.
 *
 * @param text   the phrase as it reads inside a sentence ("remote teams", "the design document")
 * @param head   its last noun, lower case ("teams")
 * @param plural whether it takes "are" and "they"
 * @param proper whether it starts with a proper noun (keeps its capitals; no "this" before it)
 */
record NounPhrase(String text, String head, boolean plural, boolean proper) {

    /** Nouns that read well without an article ("remote work", "feedback"). */
    private static final Set<String> MASS = Set.of("work", "software", "data", "research", "feedback", "information",
            "advice", "time", "money", "code", "health", "education", "security", "privacy", "music", "writing",
            "leadership", "management", "culture", "knowledge", "trust", "energy", "productivity", "design", "progress",
            "quality", "safety", "planning", "testing", "learning", "training", "hiring", "onboarding", "communication",
            "documentation", "infrastructure", "governance", "compliance", "marketing", "sales", "growth", "debt",
            "change", "risk", "attention", "focus", "care", "history", "science", "technology", "faith", "grace",
            "patience", "love", "law", "power", "freedom", "art", "food", "water", "weather", "traffic", "housing");

    /** From the words of a topic phrase (determiners already removed). */
    static NounPhrase of(String words, boolean properHead) {
        String[] parts = words.split(" ");
        String head = parts[parts.length - 1].toLowerCase(Locale.ROOT);
        boolean plural = isPlural(head);
        boolean bare = plural || properHead || MASS.contains(head) || head.endsWith("ing") || head.endsWith("ness")
                || head.endsWith("ity") || head.endsWith("ism") || head.endsWith("ship");
        String text = bare ? words : "the " + words;
        return new NounPhrase(text, head, plural, properHead);
    }

    static boolean isPlural(String head) {
        if (head.equals("people") || head.equals("children") || head.equals("men") || head.equals("women")) {
            return true;
        }
        return head.length() > 3 && head.endsWith("s") && !head.endsWith("ss") && !head.endsWith("us")
                && !head.endsWith("is") && !head.endsWith("ics") && !head.equals("news");
    }

    String be() {
        return plural ? "are" : "is";
    }

    String it() {
        return plural ? "they" : "it";
    }

    String its() {
        return plural ? "their" : "its";
    }

    String itself() {
        return plural ? "themselves" : "itself";
    }

    String has() {
        return plural ? "have" : "has";
    }

    String does() {
        return plural ? "do" : "does";
    }

    String was() {
        return plural ? "were" : "was";
    }

    /** A verb in the present that agrees with the phrase: {@code verb("work")} is "works" or "work". */
    String verb(String base) {
        if (plural) {
            return base;
        }
        if (base.endsWith("s") || base.endsWith("sh") || base.endsWith("ch") || base.endsWith("x") || base.endsWith("o")) {
            return base + "es";
        }
        if (base.endsWith("y") && base.length() > 1 && "aeiou".indexOf(base.charAt(base.length() - 2)) < 0) {
            return base.substring(0, base.length() - 1) + "ies";
        }
        return base + "s";
    }

    /** A short second mention: "these teams", "this work"; the full phrase when that would read badly. */
    String shortMention() {
        if (proper || head.endsWith("ing") || text.split(" ").length < 2 && !text.startsWith("the ")) {
            return text;
        }
        return (plural ? "these " : "this ") + head;
    }
}
