package io.attest.plugins.extractionbuiltin;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words the dialogue rules look for. Each pattern is a bounded alternation (no nested
 * quantifiers), so matching is linear in the sentence. Apostrophes are normalised to {@code '}
 * before matching ({@link #plain}).
 */
final class Cues {

    private static final int CI = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;

    /** First-person promises: "I'll", "I will", "I can take that", "let me check". */
    static final Pattern FIRST_PERSON_PROMISE = Pattern.compile(
            "\\b(?:i'll|i will|i shall|i'm going to|i am going to|i'm gonna|i'll make sure|i'm on it|i am on it"
                    + "|i can (?:take|do|have|handle|own|look|check|send|write|draft|prepare|pick|set|fix|cover|share|ask|get|follow|book|update|chase|run)"
                    + "|let me (?:check|look|find|ask|send|draft|write|handle|take|follow|chase|get|update|share)"
                    + "|leave it with me|i volunteer|i'll take|count me in)\\b", CI);

    /** First-person phrases that are not promises ("I'll be honest"). */
    static final Pattern NOT_A_PROMISE = Pattern.compile(
            "\\b(?:i'll be (?:honest|frank|brief|quick|back|there)|i will be (?:honest|frank|brief)|i'll admit|i'll say|i will say|i'll tell you what"
                    + "|i'll leave it|i'll pass|i'll skip|if i (?:had|could|were))\\b", CI);

    /** Asking someone to act. */
    static final Pattern REQUEST = Pattern.compile(
            "\\b(?:(?:can|could|would|will) (?:you|someone|somebody|anyone|anybody|one of you|you guys|your (?:team|group))"
                    + "|please|any volunteers|someone (?:needs to|should|has to|must)"
                    + "|(?:who|whoever) (?:can|could|will|wants to|would like to|is able to|volunteers|is going to|would)"
                    + "|who(?:'s| is) (?:taking|doing|owning|handling))\\b", CI);

    /** The first words of a reply that take a request on. */
    static final Pattern ACCEPT = Pattern.compile(
            "^(?:sure|yes|yep|yeah|yup|ok|okay|k|will do|on it|can do|happy to|absolutely|no problem|of course|consider it done"
                    + "|mine|roger|sounds good|certainly|definitely|gladly|fine|right away|done)\\b", CI);

    /** The first words of a reply that turn a request down. */
    static final Pattern REJECT = Pattern.compile("^(?:no|nope|sorry|i can't|i cannot|not me|not i|i won't)\\b", CI);

    /** A proposal whose content follows the cue ("I propose we …", "what if we …", "any objections to …"). */
    static final Pattern PROPOSAL_INTRO = Pattern.compile(
            "\\b(?:i(?: would|'d)? (?:propose|suggest|recommend)(?: that)?|proposal:|suggestion:|proposes|proposed|suggested|recommended"
                    + "|what if we|how about|why don't we|any objections to|objections to)\\s+", CI);

    /** A proposal that is the whole sentence ("let's cut reporting", "we should offer one month"). */
    static final Pattern PROPOSAL_CLAUSE = Pattern.compile(
            "\\b(?:let's|let us|we should|we could|shall we|should we|maybe we|we might|we'd better|i'd rather we)\\b", CI);

    /** "let's …" that manages the meeting rather than proposing anything. */
    static final Pattern PROCEDURAL = Pattern.compile(
            "\\b(?:let's|let us) (?:move on|table|talk|discuss|decide|end|pick|start|go around|get started|begin|wrap|park|revisit|see|continue|take (?:it|that|this) offline|come back|skip|stop|finish|do a round|hear|look at|recap)\\b", CI);

    /** A closing tag that turns a statement into a proposal: ", agreed?", "any objections?". */
    static final Pattern PROPOSAL_TAG = Pattern.compile(
            "(?:,\\s*|\\s+)(?:agreed|right|ok|okay|all good|everyone ok|fine|any objections|objections|does that work|yes)\\s*\\?\\s*$", CI);

    /** A sentence that is only a tag ("Any objections?"). */
    static final Pattern TAG_ONLY = Pattern.compile(
            "^(?:agreed|right|ok|okay|any objections|objections|any other objections|anyone|anything else|thoughts|yes|no|sorry|really|why|what|how so)$", CI);

    /** One piece of a bare agreement ("Agreed", "+1", "no objections", "fine by me", "let's go with that"). */
    static final Pattern AGREEMENT_PIECE = Pattern.compile(
            "^(?:agreed|agree|i agree|consensus|resolved|decided(?: then)?|approved|seconded|carried|so be it|\\+1|\\+1 from me|same"
                    + "|(?:there (?:were|was) )?no objections?(?: (?:from me|here|were raised|raised))?|none|no objection|fine|fine by me|fine with me"
                    + "|works for me|that works(?: for me)?|sounds good|sounds reasonable|sounds fine|makes sense|that makes sense|i like that|i like it|ok with that|okay with that"
                    + "|let's go with (?:that|it|this)|let's do (?:that|it|this)|let's do it then|great idea|good idea|deal|all agreed|we agree|everyone agreed|nobody objected)$", CI);

    /** A decision stated with its content: "we agreed to X", "consensus: X", "let's go with X", "it was resolved that X". */
    static final Pattern DECISION_WITH_CONTENT = Pattern.compile(
            "(?:\\b(?:we|the (?:committee|board|team|group|meeting|members|panel|council)|everyone|all|it was|it has been)\\s+(?:have\\s+|has\\s+)?(?:agreed|decided|resolved|concluded)\\s*(?:to|that|on|:)"
                    + "|\\bconsensus(?: then)?(?: is| was)?(?: that)?\\s*[:,]|\\bconsensus is|\\blet's go with|\\bdecided to|\\bresolved that"
                    + "|^(?:agreed|decided|resolved)\\s*[,:])\\s*", CI);

    /** Content of an "agreed, …" that is really a promise ("Agreed, and I'll prepare the note"). */
    static final Pattern CONTENT_IS_PROMISE = Pattern.compile("^(?:and |but |so )?i(?:'ll| will| can)\\b", CI);

    /** Content that states the decision itself ("we wait …", "to …"), so it wins over the proposal it settles. */
    static final Pattern CONTENT_IS_CLAUSE = Pattern.compile("^(?:we|to|that|let's|the|all|everyone)\\b", CI);

    /** A reply that leaves a question open. */
    static final Pattern NON_ANSWER = Pattern.compile(
            "\\b(?:no idea|not sure|i don't know|i do not know|dunno|good question|nobody knows|no one knows|nobody has looked|no one has looked"
                    + "|we don't know|don't know yet|unclear|tbd|to be decided|let's (?:move on|table|park|take (?:it|that|this) offline|talk about (?:it|that|this) offline"
                    + "|discuss(?: (?:it|that|this))? (?:later|offline|next|another)|decide(?: (?:it|that|this))? (?:by (?:e-?mail|chat)|later|offline|next)|pick (?:it|that|this) up|come back to|end here|leave it)|out of time|something to find out"
                    + "|need to check|have to check|will have to check|let me check|not yet known|can't say|cannot say)\\b", CI);

    /** Prose that records a question as still open. */
    static final Pattern OPEN_IN_PROSE = Pattern.compile(
            "\\b(?:(?:is|it's|remains?|still|was) (?:still )?(?:unclear|not (?:yet )?(?:known|clear|decided|settled)|undecided|open|unresolved|to be (?:decided|determined|confirmed|checked))"
                    + "|nobody knew|no one knew|nobody knows|no one knows|open question|left open|remains open|unresolved|no answer was reached|no answer|to be checked|remains to be seen|tbd)\\b", CI);

    /** Prose that names what is open ("whether", "who", "how" …). */
    static final Pattern OPEN_SUBJECT = Pattern.compile("\\b(?:whether|if|who|what|how|when|why|where|which)\\b", CI);

    /** Prose that reports a question ("It was asked whether …"). */
    static final Pattern REPORTED_QUESTION = Pattern.compile(
            "\\b(?:asked|wondered|queried|raised the question of|raised the question) (?:whether|if|how|why|what|who|when|where)\\b", CI);

    /** Spoken topic changes. */
    static final Pattern TOPIC_SHIFT = Pattern.compile(
            "^(?:(?:great|ok|okay|right|thanks|good|alright)[.,!]?\\s+)?(?:moving on|next topic|next item|next up|now the|now,? on to|let's move on|on to the|last thing|one more thing|anyway|next,|next is|then the|now for)\\b", CI);

    /** Words that make a promise weaker. */
    static final Pattern HEDGE = Pattern.compile("\\b(?:maybe|might|perhaps|probably|try to|hopefully|possibly|if i can|i think i can|not sure)\\b", CI);

    /** A participant named before a third-person assignment verb: "Ian will", "Uma to", "Karl offered to". */
    static final Pattern THIRD_PERSON_VERB = Pattern.compile(
            "^\\s+(?:will|shall|is going to|is to|are to|to|agreed to|offered to|volunteered to|promised to|has agreed to|has offered to"
                    + "|said (?:she|he|they) would|said (?:she|he|they) will|would|can|needs to|must|should)\\s+\\p{L}", CI);

    /** "asked X to": the name after "asked" owns the item, the subject is owed it. */
    static final Pattern ASKED_TO = Pattern.compile("\\b(?:asked|requested|tasked|invited|assigned)\\s+$", CI);

    private Cues() {
    }

    static boolean find(Pattern p, String text) {
        return p.matcher(text).find();
    }

    /** Straight apostrophes, so one pattern covers "I'll" and "I’ll". */
    static String plain(String text) {
        return text.indexOf('\u2019') < 0 ? text : text.replace('\u2019', '\'');
    }

    /** True when the sentence is only agreement: every comma-separated piece is an agreement phrase. */
    static boolean isBareAgreement(String sentence) {
        String s = stripEnds(sentence);
        if (s.isEmpty() || s.length() > 80) {
            return false;
        }
        for (String piece : s.split("\\s*[,;.!]\\s*|\\s+-\\s+")) {
            String p = stripEnds(piece);
            if (p.isEmpty()) {
                continue;
            }
            if (!AGREEMENT_PIECE.matcher(p).matches() && !p.matches("(?i)(?:great|good|ok|okay|yes|then|thanks|perfect|right)")) {
                return false;
            }
        }
        return AGREEMENT_PIECE.matcher(s).find() || s.toLowerCase(java.util.Locale.ROOT).matches(".*\\b(?:agree|agreed|objection|objections|\\+1|fine|works|sounds|makes sense|like|same|resolved|decided|consensus)\\b.*");
    }

    /** "Any objections?", "Right?": a question that only asks for agreement. */
    static boolean isTagOnly(String sentence) {
        String s = stripEnds(sentence);
        while (s.endsWith("?")) {
            s = s.substring(0, s.length() - 1).strip();
        }
        return TAG_ONLY.matcher(s).matches();
    }

    /** Without surrounding spaces, brackets and end punctuation. */
    static String stripEnds(String s) {
        int a = 0;
        int b = s.length();
        while (a < b && "([ \t\"'".indexOf(s.charAt(a)) >= 0) {
            a++;
        }
        while (b > a && ")]. \t!\"'".indexOf(s.charAt(b - 1)) >= 0) {
            b--;
        }
        return s.substring(a, b);
    }

    /** The end of the first match, or -1. */
    static int endOf(Pattern p, String text) {
        Matcher m = p.matcher(text);
        return m.find() ? m.end() : -1;
    }
}
