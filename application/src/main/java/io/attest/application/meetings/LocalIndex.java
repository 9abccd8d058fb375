package io.attest.application.meetings;

/**
 * This instance's search index as the write use cases see it: after a change commits, they ask the
 * index to apply everything up to it before answering, so that the caller's next query on this
 * instance finds what it just wrote (read-your-writes; other instances catch up in the background).
 */
@FunctionalInterface
public interface LocalIndex {

    /** No index on this instance (no search provider installed): nothing to wait for. */
    LocalIndex NONE = sequence -> {
    };

    /** Applies the change log up to at least {@code sequence}; best effort, never throws. */
    void catchUpTo(long sequence);
}
