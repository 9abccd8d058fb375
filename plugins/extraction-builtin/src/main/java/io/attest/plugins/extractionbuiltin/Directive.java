package io.attest.plugins.extractionbuiltin;

/** What a line says about itself: an explicit {@code ACTION:}, {@code RESOLVED:} or {@code Open question:}. */
enum Directive {
    NONE,
    ACTION,
    RESOLUTION,
    OPEN_QUESTION
}
