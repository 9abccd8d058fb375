package io.attest.plugins.extractionopenai;

/**
 * One item as the model wrote it, before any check: every field may be missing ({@code null}),
 * misspelt or invented. {@link ItemValidator} decides what survives.
 */
record ProposedItem(String kind, String text, String owner, String owedTo, String due, Double confidence, String quote) {
}
