package io.attest.plugins.textgenbuiltin;

/** The job of a sentence in a draft's plan. */
enum Role {
    /** Opens the piece: a claim that makes the reader go on. */
    HOOK,
    /** A hook or a close asked as a question. */
    QUESTION,
    /** Develops the topic: a claim about the subject and what it relates to. */
    CLAIM,
    /** Grounds a claim in a case. */
    EXAMPLE,
    /** Turns against the previous claim. */
    CONTRAST,
    /** Tells the topic as a short story (past tense), when an inspiration is a story. */
    STORY,
    /** Ends the piece. */
    CLOSE,
    /** Extends a clause to make a longer sentence (", which is why …"). */
    EXTENSION
}
