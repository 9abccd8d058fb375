package io.attest.domain.meetings.digest;

import io.attest.domain.meetings.ContentWords;
import io.attest.domain.meetings.DeliveryEvidence;
import io.attest.domain.meetings.ParticipantNames;
import io.attest.domain.meetings.StoredItem;
import java.util.HashSet;
import java.util.Set;

/**
 * Whether a done report in a later transcript is the delivery of an earlier commitment or action item.
 * The rule (docs/meeting-memory.md, "Linking items across transcripts"):
 * <ol>
 *   <li>the item has an owner, and the report is about that owner (the owner said it, or it names them);</li>
 *   <li>the report's meeting took place strictly after the item's;</li>
 *   <li>they talk about the same thing: of the item's content stems ({@link ContentWords}, participant
 *       names left out), at least two occur in the report, or at least one and at least half of them.</li>
 * </ol>
 */
public final class DeliveryMatcher {

    static final int ENOUGH_SHARED = 2;

    private DeliveryMatcher() {
    }

    /** The rule for one pair, names of the people involved left out of the content. */
    public static boolean delivers(DeliveryEvidence evidence, StoredItem promise) {
        Set<String> names = new HashSet<>();
        if (promise.item().owner() != null) {
            names.addAll(ParticipantNames.aliasesOf(promise.item().owner()));
        }
        if (promise.item().owedTo() != null) {
            names.addAll(ParticipantNames.aliasesOf(promise.item().owedTo()));
        }
        evidence.report().owners().forEach(o -> names.addAll(ParticipantNames.aliasesOf(o)));
        return delivers(evidence, ContentWords.stems(evidence.report().text(), names), promise,
                ContentWords.stems(promise.item().text(), names));
    }

    /** The rule with the content stems already computed (the digest computes each text's once). */
    static boolean delivers(DeliveryEvidence evidence, Set<String> reported, StoredItem promise, Set<String> promised) {
        String owner = promise.item().owner();
        if (owner == null || !evidence.report().owners().contains(owner)) {
            return false;
        }
        if (!evidence.occurredAt().toInstant().isAfter(promise.occurredAt().toInstant())) {
            return false;
        }
        return sameSubject(promised, reported);
    }

    static boolean sameSubject(Set<String> promised, Set<String> reported) {
        int shared = 0;
        for (String stem : promised) {
            if (reported.contains(stem)) {
                shared++;
            }
        }
        return shared >= ENOUGH_SHARED || (shared >= 1 && 2 * shared >= promised.size());
    }
}
