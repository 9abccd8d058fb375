package io.attest.domain.events;

import java.util.Set;

/** The event types of spec section 6; webhook endpoints subscribe to these and only these. */
public final class EventTypes {

    public static final String MEETING_INGEST_COMPLETED = "meeting_memory.ingest.completed";
    public static final String MEETING_DIGEST_WEEKLY = "meeting_memory.digest.weekly";
    public static final String VOICE_TRAIN_COMPLETED = "voice_profile.train.completed";
    public static final String KEY_COMPROMISED = DomainEvent.KEY_COMPROMISED;

    /** Every type a receiver may subscribe to, sorted as {@code GET} shows them. */
    public static final Set<String> ALL = Set.of(MEETING_INGEST_COMPLETED, MEETING_DIGEST_WEEKLY,
            VOICE_TRAIN_COMPLETED, KEY_COMPROMISED);

    private EventTypes() {
    }

    public static boolean isKnown(String type) {
        return type != null && ALL.contains(type);
    }
}
