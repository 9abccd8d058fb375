package io.attest.plugins.extractionbuiltin;

/**
 * What an item rests on, with the base confidence it earns (docs/meeting-memory.md, "Confidence").
 * Stronger structure earns more: an explicit marker beats a dialogue pattern, which beats a lone cue.
 */
enum Evidence {
    /** {@code ACTION:}, {@code RESOLVED:}, {@code Open question:} lines. */
    EXPLICIT_MARKER(0.90),
    /** A request followed by an acceptance from another speaker. */
    REQUEST_ACCEPTED(0.85),
    /** A proposal followed by agreement from someone else. */
    PROPOSAL_AGREED(0.80),
    /** "we agreed to …", "consensus: …", "let's go with …". */
    DECISION_STATED(0.75),
    /** "I'll …", "I can take that". */
    FIRST_PERSON_PROMISE(0.75),
    /** Minutes: "Ian will …", "Uma to …", "Helen asked Julia to …". */
    THIRD_PERSON_ASSIGNMENT(0.70),
    /** A reply that leaves the question open ("no idea", "let's take it offline"), or prose saying so. */
    QUESTION_LEFT_OPEN(0.70),
    /** A question nobody answered before the topic changed or the meeting ended. */
    QUESTION_UNANSWERED(0.60),
    /** A request addressed to someone by name, with no acceptance on record. */
    REQUEST_ADDRESSED(0.55),
    /** Agreement with no explicit proposal: the statement before it is taken as what was agreed. */
    AGREEMENT_WITHOUT_PROPOSAL(0.50);

    final double base;

    Evidence(double base) {
        this.base = base;
    }
}
