package io.attest.plugins.extractionbuiltin;

import java.util.List;

/** A transcript cut into turns, with the style it was recognised as. */
record ParsedTranscript(TranscriptStyle style, List<Turn> turns) {
}
