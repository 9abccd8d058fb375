package io.attest.plugins.textgenbuiltin;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import opennlp.tools.postag.POSTaggerME;

/**
 * The fluency test's judge of one sentence, written for the test and independent of the
 * generator's own rules (its number and agreement rules are its own, not the generator's): OpenNLP's
 * part-of-speech tags plus English agreement rules. A sentence is refused when it
 *
 * <ul>
 *   <li>has an unfilled slot, no capital, no terminal mark, a word twice in a row or no verb;</li>
 *   <li>has a determiner before a verb, preposition, punctuation, conjunction or another determiner
 *       ("the the", "these the"), or a preposition right before punctuation;</li>
 *   <li>puts a comparative or quantifier before an article ("more the disks", "less a problem");</li>
 *   <li>puts a manner adverb between a preposition and a determiner ("for tolerably these teams");</li>
 *   <li>breaks determiner–noun number ("a teams", "these team", "many disk", "each packages") or
 *       "a"/"an" ("a example", "an team");</li>
 *   <li>breaks subject–verb agreement between a head noun or a personal pronoun and the verb right
 *       after it ("the message find", "teams works", "the packages is", "it are", "they has");</li>
 *   <li>has a finite verb with no subject before it ("Also refers to small teams."), or no finite verb at all
 *       ("The package for each purpose, allowing it to control small teams.").</li>
 * </ul>
 */
final class GrammarCheck {

    private static final Set<String> VERBS = Set.of("VERB", "AUX");
    /**
     * The grammar's verbs, which the statistical tagger sometimes reads as nouns ("teams depend", the imperative
     * cross-reference "Compare software." read as a name before a noun).
     */
    private static final Set<String> GRAMMAR_VERBS = Set.of("compare", "depend", "depends", "work", "works", "seem", "seems", "look",
            "looks", "show", "shows", "become", "becomes", "tend", "tends", "make", "makes", "mean", "means", "reward",
            "rewards", "matter", "matters", "come", "comes");
    private static final Set<String> PREDETERMINERS = Set.of("both", "all", "such", "half", "that", "what");
    /** Quantifiers the tagger reads as determiners that are whole noun phrases before "of" ("some of", "each of"). */
    private static final Set<String> QUANTIFIERS = Set.of("some", "many", "most", "each", "any", "none", "several", "few",
            "either", "neither", "much");
    private static final Set<String> NOT_AFTER_DETERMINER = Set.of("VERB", "AUX", "ADP", "PUNCT", "DET", "CCONJ", "SCONJ");
    /** Words that really are determiners (the tagger sometimes reads a noun as one: "why time matters"). */
    private static final Set<String> DETERMINER_WORDS = Set.of("the", "a", "an", "this", "that", "these", "those", "every",
            "each", "some", "any", "no", "another", "my", "your", "his", "her", "its", "our", "their", "both", "all", "such",
            "half", "what", "many", "most", "none", "several", "few", "either", "neither", "much");
    private static final Set<String> ARTICLES = Set.of("the", "a", "an", "this", "these", "those");
    private static final Set<String> COMPARATIVES = Set.of("more", "less", "fewer", "most", "least", "much", "many");
    /** Adverbs that may stand between a preposition and a determiner ("for only the", "in almost every"). */
    private static final Set<String> FOCUS_ADVERBS = Set.of("only", "even", "just", "almost", "nearly", "about", "around",
            "exactly", "especially", "mainly", "mostly", "merely", "simply", "largely", "partly", "solely", "roughly",
            "also", "not", "all", "particularly", "precisely", "chiefly", "primarily", "at", "still", "perhaps", "probably",
            "usually", "often", "always", "never", "rather", "quite", "then", "so", "as", "too", "once", "again");
    private static final Set<String> SINGULAR_DETERMINERS = Set.of("a", "an", "this", "each", "every", "another", "either",
            "neither");
    private static final Set<String> PLURAL_DETERMINERS = Set.of("these", "those", "many", "several", "few", "both",
            "various", "fewer");
    private static final Set<String> IRREGULAR_PLURALS = Set.of("people", "men", "women", "children", "criteria", "feet",
            "teeth", "mice", "phenomena");
    private static final Set<String> S_SINGULARS = Set.of("news", "series", "species", "means", "lens", "bus", "gas",
            "physics", "mathematics", "chaos", "status", "process", "analysis", "basis", "thesis", "crisis", "canvas",
            "atlas", "bias", "alias", "focus", "virus", "corpus", "census", "consensus", "apparatus", "campus", "bonus",
            "genius", "emphasis", "diagnosis", "axis", "ethos", "pathos", "kudos", "this", "its", "his", "was", "is", "has",
            "does", "linux", "unix", "dos", "os", "access", "success", "business", "class", "less", "loss", "mess", "glass",
            "stress", "progress", "address", "express", "boss", "press", "cross", "pass", "mass", "chess", "guess");
    private static final Set<String> SINGULAR_VERBS = Set.of("is", "was", "has", "does");
    private static final Set<String> PLURAL_VERBS = Set.of("are", "were", "have", "do");
    private static final Set<String> MODALS = Set.of("can", "could", "may", "might", "must", "shall", "should", "will",
            "would", "ought", "need", "dare", "cannot");
    private static final Set<String> IRREGULAR_PAST = Set.of("made", "took", "found", "said", "went", "came", "gave", "saw",
            "knew", "thought", "got", "put", "set", "ran", "became", "began", "wrote", "left", "kept", "held", "brought",
            "meant", "felt", "told", "built", "sent", "spent", "lost", "stood", "understood", "led", "read", "cut", "hit",
            "let", "paid", "sold", "taught", "caught", "bought", "fought", "sought", "grew", "drew", "threw", "flew", "won",
            "rose", "fell", "chose", "spoke", "broke", "woke", "drove", "rode", "ate", "forgot", "lay", "laid", "hung", "shut",
            "spread", "cost", "hurt", "quit", "split", "struck", "stuck", "swung", "dealt", "heard", "slept", "swept", "wept",
            "met", "fed", "bled", "sat", "shot", "lit", "bent", "lent", "dug", "shone", "upheld", "withheld", "overcame",
            "undertook", "underwent", "bore", "tore", "wore", "swore");
    /** Verbs after which a noun is an object and the next verb a bare infinitive ("let the team decide"). */
    private static final Set<String> CAUSATIVES = Set.of("let", "lets", "make", "makes", "made", "help", "helps", "helped",
            "see", "sees", "saw", "watch", "watched", "have", "has", "had", "hear", "heard");

    private GrammarCheck() {
    }

    /** Why a sentence is not well formed, or null. */
    static String problem(String sentence, POSTaggerME tagger) {
        if (sentence.contains("{") || sentence.contains("}")) {
            return "unfilled slot";
        }
        if (!Character.isUpperCase(sentence.codePointAt(0))) {
            return "does not start with a capital";
        }
        if (!(sentence.endsWith(".") || sentence.endsWith("?") || sentence.endsWith("!") || sentence.endsWith(")"))) {
            return "no terminal mark";
        }
        List<String> tokens = Words.tokens(sentence);
        String[] tags = tagger.tag(tokens.toArray(String[]::new));
        String[] lower = tokens.stream().map(t -> t.toLowerCase(Locale.ROOT)).toArray(String[]::new);
        boolean verb = false;
        for (int i = 0; i < tokens.size(); i++) {
            verb |= VERBS.contains(tags[i]) || GRAMMAR_VERBS.contains(lower[i]);
            if (i > 0 && Words.isWord(tokens.get(i)) && lower[i].equals(lower[i - 1])) {
                return "word repeated";
            }
            // "a" + VERB is left out: the tagger reads nouns after "a" as verbs ("less of a burden").
            if (i > 0 && tags[i - 1].equals("DET") && DETERMINER_WORDS.contains(lower[i - 1]) && NOT_AFTER_DETERMINER.contains(tags[i])
                    && !PREDETERMINERS.contains(lower[i - 1])
                    && !(tags[i].equals("ADP") && QUANTIFIERS.contains(lower[i - 1]))
                    && !(tags[i].equals("VERB") && Set.of("a", "an").contains(lower[i - 1]))
                    && !(tags[i].equals("VERB") && i + 1 < tags.length && Set.of("VERB", "AUX", "NOUN").contains(tags[i + 1]))) {
                return "determiner before " + tags[i] + " (" + tokens.get(i - 1) + " " + tokens.get(i) + ")";
            }
            if (i > 0 && ARTICLES.contains(lower[i]) && ARTICLES.contains(lower[i - 1])) {
                return "determiner before determiner (" + tokens.get(i - 1) + " " + tokens.get(i) + ")";
            }
            if (i > 0 && COMPARATIVES.contains(lower[i - 1]) && ARTICLES.contains(lower[i])
                    && !(i > 1 && lower[i - 2].equals("the"))) {
                return "comparative or quantifier before an article (" + tokens.get(i - 1) + " " + tokens.get(i) + ")";
            }
            if (i > 1 && tags[i - 2].equals("ADP") && tags[i - 1].equals("ADV") && ARTICLES.contains(lower[i])
                    && !FOCUS_ADVERBS.contains(lower[i - 1])) {
                return "adverb between preposition and determiner (" + tokens.get(i - 1) + " " + tokens.get(i) + ")";
            }
            if (i > 0 && tags[i - 1].equals("ADP") && tags[i].equals("PUNCT") && !Set.of("(", "“", "‘", "\"").contains(tokens.get(i))
                    && !Set.of("about", "for", "to", "of", "in", "with", "too").contains(lower[i - 1])) {
                return "preposition before punctuation";
            }
            String article = articleProblem(lower, tags, i);
            if (article != null) {
                return article;
            }
            String number = determinerNumberProblem(lower, tags, i);
            if (number != null) {
                return number;
            }
            String agreement = subjectVerbProblem(lower, tags, i);
            if (agreement != null) {
                return agreement;
            }
        }
        if (!verb) {
            return "no verb";
        }
        // A finite verb: an auxiliary, or a verb that is neither an -ing form nor an infinitive after "to".
        boolean finite = false;
        for (int i = 0; i < tokens.size() && !finite; i++) {
            // (a noun in -s right after a noun is often a verb the tagger misread: "the system allows")
            boolean verbLike = tags[i].equals("VERB") || tags[i].equals("AUX") || GRAMMAR_VERBS.contains(lower[i])
                    || tags[i].equals("NOUN") && lower[i].endsWith("s") && i > 0 && Set.of("NOUN", "PROPN").contains(tags[i - 1]);
            finite = verbLike && !lower[i].endsWith("ing") && !(i > 0 && lower[i - 1].equals("to"));
        }
        if (!finite) {
            return "no finite verb";
        }
        // A finite verb in -s or is/was/has/does needs a subject before it: "Also refers to small teams." is a fragment.
        // Checked on the first five words only; an imperative ("See also …") has no subject. (Questions invert subject and verb; a gerund or a name may be the
        // subject: "Meaning tells a different story.", "Yet Usenet tells …"; a word in -s before a verb is a noun:
        // "Yet designs tell …".)
        for (int i = 0; i < Math.min(5, tokens.size()) && !sentence.endsWith("?"); i++) {
            if (i == 0 && tags[0].equals("VERB") && !lower[0].endsWith("s") || Set.of("NOUN", "PROPN", "PRON", "NUM", "X", "SYM").contains(tags[i]) || lower[i].equals("what")
                    || lower[i].endsWith("ing") || i > 0 && Character.isUpperCase(tokens.get(i).codePointAt(0))) {
                break;
            }
            boolean nextIsVerb = i + 1 < tokens.size() && (tags[i + 1].equals("VERB") || tags[i + 1].equals("AUX"));
            if ((tags[i].equals("VERB") || tags[i].equals("AUX")) && !nextIsVerb
                    && (SINGULAR_VERBS.contains(lower[i]) || tags[i].equals("VERB") && lower[i].endsWith("s") && !lower[i].endsWith("ss"))) {
                return "no subject before " + tokens.get(i);
            }
        }
        return null;
    }

    private static String articleProblem(String[] lower, String[] tags, int i) {
        if (i + 1 >= lower.length || !Words.isWord(lower[i + 1])) {
            return null;
        }
        String next = lower[i + 1];
        boolean vowelSound = "aeio".indexOf(next.charAt(0)) >= 0 && !next.startsWith("one") && !next.startsWith("once")
                || next.charAt(0) == 'u' && !next.matches("u(s|n[iu]|ti|r[ia]|bi|ni|k).*")
                || next.matches("(hour|honest|honou?r|heir).*");
        if (lower[i].equals("a") && vowelSound) {
            return "\"a\" before a vowel sound (a " + next + ")";
        }
        if (lower[i].equals("an") && !vowelSound && !next.matches("[a-z]{1,4}") && !next.matches("[bcdfgjklmnpqrstvwxz]{2,}.*")) {
            return "\"an\" before a consonant sound (an " + next + ")";
        }
        return null;
    }

    /** "a teams", "these team": the determiner and the head of its noun phrase disagree in number. */
    private static String determinerNumberProblem(String[] lower, String[] tags, int i) {
        boolean singular = SINGULAR_DETERMINERS.contains(lower[i]) || lower[i].equals("much");
        boolean plural = PLURAL_DETERMINERS.contains(lower[i]);
        if (!singular && !plural || !(tags[i].equals("DET") || tags[i].equals("ADJ") || tags[i].equals("PRON"))) {
            return null;
        }
        int j = i + 1;
        while (j < lower.length && (tags[j].equals("ADJ") || tags[j].equals("ADV") || tags[j].equals("NUM"))) {
            j++;
        }
        if (j >= lower.length || !tags[j].equals("NOUN") || j > i + 1 && tags[j - 1].equals("ADV")) {
            return null;
        }
        int firstNoun = j;
        while (j + 1 < lower.length && tags[j + 1].equals("NOUN")) {
            j++;
        }
        // Both the first and the last noun of the run must disagree: "a case matters" is a noun and a verb the
        // tagger read as two nouns, "these design documents" a compound.
        boolean firstPlural = plural(lower[firstNoun]);
        boolean headPlural = plural(lower[j]);
        if (singular && headPlural && firstPlural || plural && !headPlural && !firstPlural) {
            return "determiner and noun disagree in number (" + lower[i] + " … " + lower[j] + ")";
        }
        return null;
    }

    /** The head noun (or personal pronoun) right before a finite verb must agree with it. */
    private static String subjectVerbProblem(String[] lower, String[] tags, int i) {
        if (i + 1 >= lower.length || !(tags[i + 1].equals("VERB") || tags[i + 1].equals("AUX"))) {
            return null;
        }
        String verb = lower[i + 1];
        if (MODALS.contains(verb)) {
            return null;
        }
        Boolean subjectPlural = null;
        if (tags[i].equals("PRON")) {
            if (Set.of("it", "he", "she").contains(lower[i]) && (i == 0 || !tags[i - 1].equals("VERB"))) {
                subjectPlural = false;
            } else if (Set.of("they", "we").contains(lower[i])) {
                subjectPlural = true;
            }
        } else if (tags[i].equals("NOUN")) {
            // Find the start of the noun phrase; a phrase after a preposition or a causative verb is not the subject.
            int start = i;
            while (start > 0 && (tags[start - 1].equals("NOUN") || tags[start - 1].equals("ADJ") || tags[start - 1].equals("DET")
                    || tags[start - 1].equals("NUM") || tags[start - 1].equals("PROPN"))) {
                start--;
            }
            // Nor is the second of two phrases joined by "and", nor a lone "noun" after "what"/"which" (a verb misread).
            boolean object = start > 0 && (tags[start - 1].equals("ADP") || CAUSATIVES.contains(lower[start - 1])
                    || tags[start - 1].equals("VERB") || lower[start - 1].equals("and") || lower[start - 1].equals("or")
                    || lower[start - 1].equals("nor") || lower[start - 1].equals("of") || start == i && tags[start - 1].equals("PRON"));
            if (!object) {
                subjectPlural = plural(lower[i]);
            }
        }
        if (subjectPlural == null) {
            return null;
        }
        boolean verbSingular = SINGULAR_VERBS.contains(verb)
                || tags[i + 1].equals("VERB") && verb.endsWith("s") && !verb.endsWith("ss") && verb.length() > 2;
        boolean verbPlural = PLURAL_VERBS.contains(verb) || tags[i + 1].equals("VERB") && !verb.endsWith("s")
                && !verb.endsWith("ed") && !verb.endsWith("ing") && !verb.endsWith("en") && !IRREGULAR_PAST.contains(verb);
        if (subjectPlural && verbSingular || !subjectPlural && verbPlural) {
            return "subject and verb disagree (" + lower[i] + " " + verb + ")";
        }
        return null;
    }

    /** Number of a common noun by its form (the test's own rule). */
    static boolean plural(String noun) {
        if (IRREGULAR_PLURALS.contains(noun)) {
            return true;
        }
        return noun.length() > 2 && noun.endsWith("s") && !noun.endsWith("ss") && !noun.endsWith("us") && !noun.endsWith("is")
                && !noun.endsWith("ics") && !noun.endsWith("ous") && !S_SINGULARS.contains(noun);
    }
}
