package io.attest.plugins.extractionbuiltin;

import io.attest.plugin.api.meetings.ItemKind;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The dialogue rules over the sentences of one transcript, in reading order. State is per call
 * (one analyzer per extraction), so the extractor stays thread-safe. Each sentence is looked at a
 * bounded number of times (look-ahead is at most {@link #WINDOW} turns), so the work is linear.
 */
final class DialogueAnalyzer {

    /** How many turns ahead a reply, acceptance or agreement may come. */
    static final int WINDOW = 4;
    private static final int MAX_SPAN = 400;
    private static final Pattern ADDRESS_FIRST = Pattern.compile("^([\\p{L}][\\p{L}\\d.'_\\-]{0,30})\\s*[,:]\\s+");
    private static final Pattern ADDRESS_LAST = Pattern.compile(",\\s*([\\p{L}][\\p{L}'\\-]{0,30})\\s*\\?\\s*$");
    private static final Pattern NAME_TOKEN = Pattern.compile("[\\p{Lu}][\\p{L}'\\-]{1,30}");
    private static final Pattern YOU = Pattern.compile("\\byou\\b", Pattern.CASE_INSENSITIVE);

    private final String text;
    private final List<Turn> turns;
    private final List<Sentence> sentences;
    private final ParticipantDirectory directory;
    private final LocalDate meetingDay;
    private final boolean[] consumed;
    private final List<Draft> drafts = new ArrayList<>();

    private int current;
    private Sentence proposal;
    private int proposalStart;
    private Draft lastDecision;

    DialogueAnalyzer(String text, List<Turn> turns, List<Sentence> sentences, ParticipantDirectory directory, LocalDate meetingDay) {
        this.text = text;
        this.turns = turns;
        this.sentences = sentences;
        this.directory = directory;
        this.meetingDay = meetingDay;
        this.consumed = new boolean[sentences.size()];
    }

    List<Draft> analyze() {
        for (int i = 0; i < sentences.size(); i++) {
            if (consumed[i]) {
                continue;
            }
            Sentence s = sentences.get(i);
            current = i;
            if (proposal != null && proposal.topic() != s.topic()) {
                proposal = null;
            }
            Turn turn = turns.get(s.turn());
            switch (turn.directive()) {
                case ACTION -> explicitAction(s);
                case RESOLUTION -> decision(s, 0, Evidence.EXPLICIT_MARKER, true);
                case OPEN_QUESTION -> add(openQuestion(s, Evidence.EXPLICIT_MARKER, null));
                case NONE -> dialogue(i, s, turn);
            }
        }
        return drafts;
    }

    private void dialogue(int i, Sentence s, Turn turn) {
        String t = s.text();
        if (Cues.find(Cues.REQUEST, t) && request(i, s, turn)) {
            return;
        }
        if (decisionCues(s, turn)) {
            return;
        }
        if (Cues.find(Cues.FIRST_PERSON_PROMISE, t) && !Cues.find(Cues.NOT_A_PROMISE, t)) {
            commitment(s, turn);
            return;
        }
        if (thirdPersonAssignment(s, turn)) {
            return;
        }
        if (s.isQuestion()) {
            question(i, s, turn);
            return;
        }
        if (turn.label() == null && Cues.find(Cues.OPEN_SUBJECT, t)
                && (Cues.find(Cues.REPORTED_QUESTION, t) || Cues.find(Cues.OPEN_IN_PROSE, t))) {
            proseQuestion(i, s);
        }
    }

    // ---- action items -------------------------------------------------------------------------

    /** A request: accepted by another speaker, addressed to a named participant, or left to the question rule. */
    private boolean request(int i, Sentence s, Turn turn) {
        int accept = acceptance(i, turn);
        if (accept == DECLINED) {
            return true;
        }
        if (accept >= 0) {
            Sentence reply = sentences.get(accept);
            Turn replyTurn = turns.get(reply.turn());
            consumed[accept] = true;
            Draft d = draft(ItemKind.ACTION_ITEM, Evidence.REQUEST_ACCEPTED, s, 0);
            d.owner = replyTurn.speaker();
            d.owedTo = turn.speaker();
            d.due = firstDue(s.text(), turnText(replyTurn));
            d.due = d.due != null ? d.due : followUpDue(accept);
            d.hedged = Cues.find(Cues.HEDGE, reply.text());
            add(d);
            return true;
        }
        String addressee = addressee(i, s);
        if (addressee != null && !addressee.equals(turn.speaker())) {
            Draft d = draft(ItemKind.ACTION_ITEM, Evidence.REQUEST_ADDRESSED, s, 0);
            d.owner = addressee;
            d.owedTo = turn.speaker();
            d.due = DueDateResolver.resolve(s.text(), meetingDay);
            add(d);
            return true;
        }
        return false;
    }

    private static final int DECLINED = -2;

    /**
     * The sentence that accepts the request at {@code i}: the first reply by someone else, if it says
     * yes or promises; {@link #DECLINED} when it says no; -1 when nobody takes it up.
     */
    private int acceptance(int i, Turn asker) {
        Sentence request = sentences.get(i);
        for (int j = i + 1; j < sentences.size(); j++) {
            Sentence reply = sentences.get(j);
            if (reply.turn() == request.turn()) {
                continue;
            }
            if (reply.turn() - request.turn() > WINDOW || reply.topic() != request.topic()) {
                return -1;
            }
            Turn replyTurn = turns.get(reply.turn());
            if (replyTurn.label() == null || sameSpeaker(replyTurn, asker) || !firstSentenceOfTurn(j)) {
                continue;
            }
            String r = reply.text();
            if (Cues.find(Cues.REJECT, r)) {
                return DECLINED;
            }
            if (Cues.find(Cues.ACCEPT, r) || (Cues.find(Cues.FIRST_PERSON_PROMISE, r) && !Cues.find(Cues.NOT_A_PROMISE, r))) {
                return j;
            }
            if (!reply.isQuestion()) {
                return -1;
            }
        }
        return -1;
    }

    /** "Thanks Omar. Please fix it by end of next week.": the turn right after the acceptance may set the due date. */
    private LocalDate followUpDue(int accept) {
        int acceptTurn = sentences.get(accept).turn();
        Turn acceptor = turns.get(acceptTurn);
        for (int j = accept + 1; j < sentences.size() && sentences.get(j).turn() <= acceptTurn + 1; j++) {
            Sentence next = sentences.get(j);
            if (next.turn() == acceptTurn + 1 && !sameSpeaker(turns.get(next.turn()), acceptor)) {
                LocalDate due = DueDateResolver.resolve(next.text(), meetingDay);
                if (due != null && Cues.find(Cues.REQUEST, next.text())) {
                    consumed[j] = true;
                    return due;
                }
            }
        }
        return null;
    }

    private String addressee(int i, Sentence s) {
        Matcher m = ADDRESS_FIRST.matcher(s.text());
        if (m.lookingAt()) {
            String who = directory.resolve(m.group(1));
            if (who != null) {
                return who;
            }
        }
        m = ADDRESS_LAST.matcher(s.text());
        if (m.find()) {
            String who = directory.resolve(m.group(1));
            if (who != null) {
                return who;
            }
        }
        // "Bob. Can you …" / "Thanks Omar. Please …": a name alone just before, in the same turn
        if (i > 0 && sentences.get(i - 1).turn() == s.turn()) {
            String previous = Cues.stripEnds(sentences.get(i - 1).text());
            if (previous.length() <= 25) {
                String[] words = previous.split("\\s+");
                return directory.resolveWord(words[words.length - 1]);
            }
        }
        return null;
    }

    private void explicitAction(Sentence s) {
        Draft d = draft(ItemKind.ACTION_ITEM, Evidence.EXPLICIT_MARKER, s, 0);
        Matcher m = NAME_TOKEN.matcher(s.text());
        String[] words = s.text().split("[\\s,:]+", 3);
        d.owner = words.length > 0 ? directory.resolve(words[0]) : null;
        if (d.owner == null && m.find()) {
            d.owner = directory.resolve(m.group());
        }
        d.due = DueDateResolver.resolve(s.text(), meetingDay);
        // the same item was usually just asked for and accepted: keep one, with the asker as owed_to
        for (int k = drafts.size() - 1; k >= 0; k--) {
            Draft earlier = drafts.get(k);
            if (earlier.topic != s.topic() || s.turn() - earlier.turn > WINDOW) {
                break;
            }
            if (!earlier.dropped && earlier.kind == ItemKind.ACTION_ITEM && earlier.owner != null && earlier.owner.equals(d.owner)) {
                d.owedTo = earlier.owedTo;
                d.due = d.due != null ? d.due : earlier.due;
                d.confirmations = 1;
                earlier.dropped = true;
                break;
            }
        }
        add(d);
    }

    // ---- decisions -----------------------------------------------------------------------------

    /** Proposals, agreements and stated decisions. True when the sentence was used up. */
    private boolean decisionCues(Sentence s, Turn turn) {
        String t = s.text();
        Matcher stated = Cues.DECISION_WITH_CONTENT.matcher(t);
        if (stated.find() && !startsWithParticipant(t, stated.start())) {
            String content = t.substring(stated.end());
            if (Cues.find(Cues.CONTENT_IS_PROMISE, content)) {
                settle(s, turn);
                return false;
            }
            if (wordCount(content) >= 2) {
                // an explicit choice ("let's go with X") or a full clause beats the proposal; so does anything beat a mere "should we …?"
                boolean contentWins = proposal == null || proposal.isQuestion() || t.regionMatches(true, stated.start(), "let's go with", 0, 13)
                        || Cues.find(Cues.CONTENT_IS_CLAUSE, content);
                if (contentWins) {
                    decision(s, stated.end(), Evidence.DECISION_STATED, false);
                } else {
                    settle(s, turn);
                }
                return true;
            }
        }
        if (Cues.isBareAgreement(t)) {
            settle(s, turn);
            return true;
        }
        if (s.isQuestion() && Cues.isTagOnly(t)) {
            return true;
        }
        Matcher tag = Cues.PROPOSAL_TAG.matcher(t);
        if (tag.find() && wordCount(t.substring(0, tag.start())) >= 3) {
            propose(s, 0, tag.start());
            return true;
        }
        int intro = Cues.endOf(Cues.PROPOSAL_INTRO, t);
        if (intro >= 0 && !Cues.find(Cues.FIRST_PERSON_PROMISE, t.substring(intro))) {
            propose(s, intro, t.length());
            return true;
        }
        if (Cues.find(Cues.PROPOSAL_CLAUSE, t) && !Cues.find(Cues.PROCEDURAL, t) && !Cues.find(Cues.FIRST_PERSON_PROMISE, t)) {
            propose(s, 0, t.length());
            return !s.isQuestion();
        }
        return false;
    }

    private void propose(Sentence s, int from, int to) {
        proposal = s;
        proposalStart = from;
        proposalEndTrim = s.text().length() - to;
    }

    private int proposalEndTrim;

    /** An agreement: settles the open proposal, confirms a fresh decision, or (last resort) adopts the statement before it. */
    private void settle(Sentence s, Turn turn) {
        if (proposal != null && proposal.topic() == s.topic() && s.turn() - proposal.turn() <= WINDOW) {
            Draft d = draft(ItemKind.DECISION, Evidence.PROPOSAL_AGREED, proposal, proposalStart);
            d.end = Math.max(d.start + 1, trimEnd(d.end - proposalEndTrim, d.start));
            proposal = null;
            lastDecision = d;
            add(d);
            return;
        }
        if (lastDecision != null && lastDecision.topic == s.topic() && s.turn() - lastDecision.turn <= WINDOW) {
            lastDecision.confirmations++;
            return;
        }
        Sentence before = statementBefore(s, turn);
        if (before != null) {
            Draft d = draft(ItemKind.DECISION, Evidence.AGREEMENT_WITHOUT_PROPOSAL, before, 0);
            lastDecision = d;
            add(d);
        }
    }

    /** The last statement by someone else in the same topic, of four words or more. */
    private Sentence statementBefore(Sentence s, Turn turn) {
        for (int j = current - 1; j >= 0; j--) {
            Sentence b = sentences.get(j);
            if (b.topic() != s.topic() || s.turn() - b.turn() > 2) {
                return null;
            }
            if (b.turn() != s.turn() && !sameSpeaker(turns.get(b.turn()), turn)) {
                return b.isQuestion() || wordCount(b.text()) < 4 || Cues.isBareAgreement(b.text()) ? null : b;
            }
        }
        return null;
    }

    /** A decision at {@code s} from {@code from}; an explicit one right after a settled proposal replaces it. */
    private void decision(Sentence s, int from, Evidence evidence, boolean explicit) {
        Draft d = draft(ItemKind.DECISION, evidence, s, from);
        if (lastDecision != null && lastDecision.topic == s.topic() && s.turn() - lastDecision.turn <= WINDOW) {
            if (!explicit && proposal == null) {
                lastDecision.confirmations++;
                return;
            }
            lastDecision.dropped = true;
            d.confirmations = lastDecision.confirmations + 1;
        }
        proposal = null;
        lastDecision = d;
        add(d);
    }

    // ---- commitments ---------------------------------------------------------------------------

    private void commitment(Sentence s, Turn turn) {
        Draft d = draft(ItemKind.COMMITMENT, Evidence.FIRST_PERSON_PROMISE, s, 0);
        d.owner = turn.speaker();
        Turn previous = previousOtherTurn(s, turn);
        if (previous != null && (endsWithQuestion(previous) || Cues.find(YOU, s.text()))) {
            d.owedTo = previous.speaker();
        }
        d.due = DueDateResolver.resolve(s.text(), meetingDay);
        d.hedged = Cues.find(Cues.HEDGE, s.text());
        add(d);
    }

    /** Minutes: "Ian will book …", "Uma to book …", "Karl offered to …", "Helen asked Julia to …". */
    private boolean thirdPersonAssignment(Sentence s, Turn turn) {
        String t = s.text();
        Matcher m = NAME_TOKEN.matcher(t);
        while (m.find()) {
            String who = directory.resolveWord(m.group());
            if (who == null) {
                continue;
            }
            String after = t.substring(m.end(), Math.min(t.length(), m.end() + 40));
            if (!Cues.THIRD_PERSON_VERB.matcher(after).lookingAt()) {
                continue;
            }
            Draft d = draft(ItemKind.ACTION_ITEM, Evidence.THIRD_PERSON_ASSIGNMENT, s, 0);
            d.owner = who;
            d.owedTo = turn.speaker() != null && !turn.speaker().equals(who) ? turn.speaker() : null;
            String before = t.substring(Math.max(0, m.start() - 40), m.start());
            if (Cues.ASKED_TO.matcher(before).find()) {
                Matcher asker = NAME_TOKEN.matcher(before);
                while (asker.find()) {
                    String a = directory.resolveWord(asker.group());
                    if (a != null && !a.equals(who)) {
                        d.owedTo = a;
                    }
                }
            }
            d.due = DueDateResolver.resolve(t, meetingDay);
            d.hedged = Cues.find(Cues.HEDGE, t);
            add(d);
            return true;
        }
        return false;
    }

    // ---- open questions ------------------------------------------------------------------------

    private void question(int i, Sentence s, Turn turn) {
        if (wordCount(s.text()) < 3 || Cues.isTagOnly(s.text())) {
            return;
        }
        if (turn.label() == null) {
            if (Cues.find(Cues.OPEN_IN_PROSE, s.text())) {
                add(openQuestion(s, Evidence.QUESTION_LEFT_OPEN, null));
            }
            return;
        }
        Evidence open = unanswered(i, turn);
        if (open != null) {
            add(openQuestion(s, open, turn.speaker()));
        }
    }

    /** Null when someone else answered; otherwise why the question counts as open. */
    private Evidence unanswered(int i, Turn asker) {
        Sentence q = sentences.get(i);
        for (int j = i + 1; j < sentences.size(); j++) {
            Sentence reply = sentences.get(j);
            if (reply.topic() != q.topic() || reply.turn() - q.turn() > WINDOW) {
                return Evidence.QUESTION_UNANSWERED;
            }
            Turn replyTurn = turns.get(reply.turn());
            if (Cues.find(Cues.NON_ANSWER, reply.text())) {
                return Evidence.QUESTION_LEFT_OPEN;
            }
            if (reply.turn() == q.turn() || sameSpeaker(replyTurn, asker) || replyTurn.directive() != Directive.NONE) {
                continue;
            }
            if (!reply.isQuestion()) {
                return null;
            }
        }
        return Evidence.QUESTION_UNANSWERED;
    }

    /** Prose: "It is still unclear whether …", or "It was asked whether …" followed by "No answer was reached". */
    private void proseQuestion(int i, Sentence s) {
        boolean reported = Cues.find(Cues.REPORTED_QUESTION, s.text());
        boolean openHere = Cues.find(Cues.OPEN_IN_PROSE, s.text());
        boolean openNext = i + 1 < sentences.size() && sentences.get(i + 1).turn() == s.turn()
                && Cues.find(Cues.OPEN_IN_PROSE, sentences.get(i + 1).text());
        if (openHere || (reported && openNext)) {
            int from = openHere ? clauseStart(s.text()) : 0;
            Draft d = draft(ItemKind.OPEN_QUESTION, Evidence.QUESTION_LEFT_OPEN, s, from);
            d.owedTo = askerIn(s.text());
            add(d);
            if (openNext) {
                consumed[i + 1] = true;
            }
        }
    }

    /** For "George raised …; it is still unclear whether …", the open clause starts after the semicolon. */
    private static int clauseStart(String t) {
        Matcher m = Cues.OPEN_IN_PROSE.matcher(t);
        if (!m.find()) {
            return 0;
        }
        int semicolon = t.lastIndexOf(';', m.start());
        return semicolon >= 0 ? semicolon + 1 : 0;
    }

    private String askerIn(String t) {
        Matcher m = NAME_TOKEN.matcher(t);
        while (m.find()) {
            String who = directory.resolveWord(m.group());
            if (who != null) {
                return who;
            }
        }
        return null;
    }

    private Draft openQuestion(Sentence s, Evidence evidence, String asker) {
        Draft d = draft(ItemKind.OPEN_QUESTION, evidence, s, 0);
        d.owedTo = asker;
        return d;
    }

    // ---- helpers -------------------------------------------------------------------------------

    private Draft draft(ItemKind kind, Evidence evidence, Sentence s, int from) {
        int start = s.start() + Math.min(from, s.text().length());
        while (start < s.end() && !Character.isLetterOrDigit(text.charAt(start)) && text.charAt(start) != '+') {
            start++;
        }
        if (start >= s.end()) {
            start = s.start();
        }
        int end = trimEnd(Math.min(s.end(), start + MAX_SPAN), start);
        return new Draft(kind, evidence, s.turn(), s.topic(), start, Math.max(end, start + 1));
    }

    private int trimEnd(int end, int start) {
        while (end > start + 1 && (Character.isWhitespace(text.charAt(end - 1)) || ".,;:!".indexOf(text.charAt(end - 1)) >= 0)) {
            end--;
        }
        return end;
    }

    private void add(Draft d) {
        drafts.add(d);
    }

    private LocalDate firstDue(String first, String second) {
        LocalDate due = DueDateResolver.resolve(first, meetingDay);
        return due != null ? due : DueDateResolver.resolve(second, meetingDay);
    }

    private String turnText(Turn t) {
        return Cues.plain(text.substring(t.start(), Math.min(t.end(), t.start() + MAX_SPAN)));
    }

    private Turn previousOtherTurn(Sentence s, Turn turn) {
        for (int k = s.turn() - 1; k >= 0 && s.turn() - k <= 2; k--) {
            Turn t = turns.get(k);
            if (t.label() != null && !sameSpeaker(t, turn)) {
                return t;
            }
        }
        return null;
    }

    private boolean endsWithQuestion(Turn t) {
        int e = t.end();
        while (e > t.start() && Character.isWhitespace(text.charAt(e - 1))) {
            e--;
        }
        return e > t.start() && text.charAt(e - 1) == '?'
                || Cues.find(Cues.REQUEST, turnText(t));
    }

    private boolean firstSentenceOfTurn(int j) {
        return j == 0 || sentences.get(j - 1).turn() != sentences.get(j).turn();
    }

    private static boolean sameSpeaker(Turn a, Turn b) {
        if (a.label() == null || b.label() == null) {
            return false;
        }
        if (a.speaker() != null && b.speaker() != null) {
            return a.speaker().equals(b.speaker());
        }
        return a.label().equalsIgnoreCase(b.label());
    }

    /** "Brian agreed to …" is a person's promise, not a group decision. */
    private boolean startsWithParticipant(String t, int cueStart) {
        String before = t.substring(0, cueStart).strip();
        if (before.isEmpty()) {
            return false;
        }
        String[] words = before.split("\\s+");
        return directory.resolveWord(words[words.length - 1]) != null;
    }

    private static int wordCount(String s) {
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < s.length(); i++) {
            boolean letter = Character.isLetterOrDigit(s.charAt(i));
            if (letter && !inWord) {
                words++;
            }
            inWord = letter;
        }
        return words;
    }
}
