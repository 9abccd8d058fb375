package io.attest.adapters.search;

import io.attest.plugin.api.meetings.ItemKind;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a question asks for: the kind(s) of item its words name, and its topic — the question
 * without those cue words and without the question's filler ("what did we", "who", "any").
 *
 * <p>The rule: the cue that comes first in the question decides. "decide", "decision", "agree
 * on/about", "settle", "conclude", "resolve(d)", "consensus", "go with", "choose/pick" → decision;
 * "open/unanswered/unresolved/outstanding question(s)", "question(s) about", "still unclear",
 * "nobody knows", "unknown" → open question; "promise", "commit", "pledge", "offered to", "said …
 * would" → commitment; "action item", "to-do", "task", "assigned", "responsible", "next steps",
 * "follow up", "who is doing/handling", "who agreed to" → action item; "owe(s)/owed/owing" →
 * action item and commitment (both are obligations someone owes). No cue → no kind.
 */
record KindIntent(Set<ItemKind> kinds, String topic) {

    private record Cue(Pattern pattern, Set<ItemKind> kinds) {
    }

    private static final List<Cue> CUES = List.of(
            cue("\\bwho\\s+(?:has\\s+|had\\s+)?agreed\\s+to\\b", ItemKind.ACTION_ITEM),
            cue("\\b(?:open|unanswered|unresolved|outstanding|pending|remaining)\\s+(?:questions?|issues?|points?)\\b"
                    + "|\\bquestions?\\b|\\bstill\\s+(?:open|unclear|unknown|undecided|unanswered)\\b"
                    + "|\\bnobody\\s+(?:knows?|knew|answered)\\b|\\bunknowns?\\b|\\bunclear\\b", ItemKind.OPEN_QUESTION),
            cue("\\b(?:decide[ds]?|deciding|decisions?|settled?|conclude[ds]?|conclusions?|consensus"
                    + "|resolved|resolutions?|agree(?:d|ment)?\\s+(?:on|about|upon|that)|agreed|(?:go|went|going)\\s+with"
                    + "|choose|chose|chosen|pick(?:ed)?)\\b", ItemKind.DECISION),
            cue("\\b(?:promise[ds]?|promising|commit(?:s|ted|ments?)?|pledged?|vowed|offered\\s+to"
                    + "|said\\s+(?:\\w+\\s+){1,2}would)\\b", ItemKind.COMMITMENT),
            cue("\\b(?:action\\s+items?|actions|to-?dos?|tasks?|assign(?:ed|ments?)?|responsible|next\\s+steps"
                    + "|follow[- ]?ups?|who\\s+(?:is|'s|will\\s+be)\\s+(?:doing|handling|taking|on))\\b", ItemKind.ACTION_ITEM),
            cue("\\b(?:owes?|owed|owing)\\b", ItemKind.ACTION_ITEM, ItemKind.COMMITMENT));

    /** Question filler that says nothing about the topic (the analyzer's stop words come on top). */
    private static final Pattern FILLER = Pattern.compile(
            "\\b(?:what|which|who|whom|whose|when|where|why|how|did|do|does|done|doing|we|us|our|ours|you|your|i|me|my"
                    + "|they|them|he|she|anyone|someone|anybody|somebody|anything|something|any|about|regarding|around"
                    + "|has|have|had|been|is|are|was|were|still|yet|so|far|ever|there|all|list|show|tell|give|find"
                    + "|did|make|made|get|got|last|meeting|meetings)\\b|['’]s\\b|[?!.,;:]");

    private static Cue cue(String regex, ItemKind first, ItemKind... more) {
        return new Cue(Pattern.compile(regex, Pattern.CASE_INSENSITIVE), Set.copyOf(EnumSet.of(first, more)));
    }

    static KindIntent of(String question) {
        String lower = question.toLowerCase(Locale.ROOT);
        Cue winner = null;
        int earliest = Integer.MAX_VALUE;
        for (Cue cue : CUES) {
            Matcher matcher = cue.pattern().matcher(lower);
            if (matcher.find() && matcher.start() < earliest) {
                earliest = matcher.start();
                winner = cue;
            }
        }
        // only the deciding cue leaves the topic: "what did we decide about the task board" keeps "task"
        String topic = winner == null ? lower : winner.pattern().matcher(lower).replaceAll(" ");
        Set<ItemKind> kinds = winner == null ? Set.of() : winner.kinds();
        topic = FILLER.matcher(topic).replaceAll(" ").replaceAll("\\s+", " ").trim();
        return new KindIntent(kinds, topic.isEmpty() ? question : topic);
    }
}
