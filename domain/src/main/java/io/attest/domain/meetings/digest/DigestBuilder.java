package io.attest.domain.meetings.digest;

import io.attest.domain.meetings.ContentWords;
import io.attest.domain.meetings.DeliveryEvidence;
import io.attest.plugin.api.meetings.ItemKind;
import io.attest.domain.meetings.MeetingLimits;
import io.attest.domain.meetings.ParticipantNames;
import io.attest.domain.meetings.StoredItem;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Builds a digest as of the end of its window (decisions.md section 7):
 * <ul>
 *   <li>{@code delivered}: commitments and action items made before the window's end that a later
 *       transcript, also before the window's end, shows done ({@link DeliveryMatcher}); the earliest
 *       such transcript is the delivery. Newest delivery first.</li>
 *   <li>{@code slipping}: the other commitments and action items made before the window's end that are
 *       overdue at it: the due day has ended (in the meeting's own offset) at or before {@code to}, or,
 *       with no due date, the meeting was more than 7 days before {@code to}. Most overdue first.</li>
 *   <li>{@code open_questions}: open questions of the meetings inside the window, in meeting order.</li>
 * </ul>
 */
public final class DigestBuilder {

    static final Duration UNDATED_GRACE = Duration.ofDays(7);

    private DigestBuilder() {
    }

    /**
     * @param promises      the account's commitments and action items of meetings before {@code window.to()}
     * @param openQuestions the account's open questions of meetings inside the window
     * @param evidence      the account's done reports of meetings before {@code window.to()}
     */
    public static Digest build(DigestWindow window, List<StoredItem> promises, List<StoredItem> openQuestions,
                               List<DeliveryEvidence> evidence) {
        List<DeliveryEvidence> chronological = new ArrayList<>(evidence.stream()
                .filter(e -> e.occurredAt().toInstant().isBefore(window.to())).toList());
        chronological.sort(Comparator.comparing((DeliveryEvidence e) -> e.occurredAt().toInstant())
                .thenComparing(DeliveryEvidence::transcriptId)
                .thenComparingInt(e -> e.report().offsetStart()));
        // Each text's content stems once, every participant's name left out (a name is not a subject).
        Set<String> names = new HashSet<>();
        promises.forEach(p -> {
            addAliases(names, p.item().owner());
            addAliases(names, p.item().owedTo());
        });
        chronological.forEach(e -> e.report().owners().forEach(o -> addAliases(names, o)));
        Map<String, OwnerReports> byOwner = new HashMap<>();
        for (DeliveryEvidence e : chronological) {
            Set<String> stems = ContentWords.stems(e.report().text(), names);
            for (String owner : e.report().owners()) {
                byOwner.computeIfAbsent(owner, k -> new OwnerReports()).add(e, stems);
            }
        }
        List<Digest.Slipping> slipping = new ArrayList<>();
        List<Digest.Delivered> delivered = new ArrayList<>();
        for (StoredItem promise : promises) {
            if (!isPromise(promise) || !promise.occurredAt().toInstant().isBefore(window.to())) {
                continue;
            }
            OwnerReports reports = promise.item().owner() == null ? null : byOwner.get(promise.item().owner());
            DeliveryEvidence delivery = reports == null ? null
                    : reports.earliestDelivery(promise, ContentWords.stems(promise.item().text(), names));
            if (delivery != null) {
                delivered.add(new Digest.Delivered(promise.itemId(), promise.item().text(), promise.item().owner(),
                        delivery.transcriptId(), promise.transcriptId(), delivery.occurredAt(), delivery.report().text()));
            } else if (isOverdue(promise, window.to())) {
                slipping.add(new Digest.Slipping(promise.itemId(), promise.item().text(), promise.item().owner(),
                        promise.item().owedTo(), promise.item().due(), promise.transcriptId(), promise.occurredAt()));
            }
        }
        slipping.sort(Comparator.comparing((Digest.Slipping s) -> deadline(s.due(), s.occurredAt()))
                .thenComparing(s -> s.occurredAt().toInstant()).thenComparing(Digest.Slipping::itemId));
        delivered.sort(Comparator.comparing((Digest.Delivered d) -> d.deliveredAt().toInstant()).reversed()
                .thenComparing(Digest.Delivered::itemId));
        List<Digest.OpenQuestion> questions = new ArrayList<>();
        for (StoredItem q : openQuestions) {
            if (q.item().kind() == ItemKind.OPEN_QUESTION && window.contains(q.occurredAt().toInstant())) {
                questions.add(new Digest.OpenQuestion(q.itemId(), q.item().text(), q.transcriptId(), q.item().owedTo(),
                        q.occurredAt()));
            }
        }
        questions.sort(Comparator.comparing((Digest.OpenQuestion q) -> q.occurredAt().toInstant())
                .thenComparing(Digest.OpenQuestion::transcriptId).thenComparing(Digest.OpenQuestion::itemId));
        return new Digest(window, cut(slipping), cut(delivered), cut(questions),
                new Digest.Counts(slipping.size(), delivered.size(), questions.size()));
    }

    /**
     * One owner's done reports in chronological order, with an index from content stem to the reports
     * that contain it: a promise is compared only with the reports that share a stem with it.
     */
    private static final class OwnerReports {

        private final List<DeliveryEvidence> reports = new ArrayList<>();
        private final List<Set<String>> stems = new ArrayList<>();
        private final Map<String, List<Integer>> withStem = new HashMap<>();

        void add(DeliveryEvidence report, Set<String> reportStems) {
            int index = reports.size();
            reports.add(report);
            stems.add(reportStems);
            reportStems.forEach(stem -> withStem.computeIfAbsent(stem, k -> new ArrayList<>()).add(index));
        }

        /** The first report (in time) that delivers {@code promise}, or null. */
        DeliveryEvidence earliestDelivery(StoredItem promise, Set<String> promised) {
            TreeSet<Integer> candidates = new TreeSet<>();
            for (String stem : promised) {
                candidates.addAll(withStem.getOrDefault(stem, List.of()));
            }
            for (int index : candidates) {
                if (DeliveryMatcher.delivers(reports.get(index), stems.get(index), promise, promised)) {
                    return reports.get(index);
                }
            }
            return null;
        }
    }

    private static void addAliases(Set<String> names, String address) {
        if (address != null) {
            names.addAll(ParticipantNames.aliasesOf(address));
        }
    }

    private static boolean isPromise(StoredItem item) {
        return item.item().kind() == ItemKind.COMMITMENT || item.item().kind() == ItemKind.ACTION_ITEM;
    }

    /** Due day ended at or before {@code at} (in the meeting's offset); undated: the meeting was more than 7 days before {@code at}. */
    static boolean isOverdue(StoredItem promise, Instant at) {
        Instant deadline = deadline(promise.item().due(), promise.occurredAt());
        return promise.item().due() != null ? !deadline.isAfter(at) : deadline.isBefore(at);
    }

    /** The end of the due day in the meeting's offset, or 7 days after an undated meeting (the order of {@code slipping}). */
    private static Instant deadline(LocalDate due, OffsetDateTime occurredAt) {
        if (due != null) {
            return due.plusDays(1).atStartOfDay().toInstant(occurredAt.getOffset());
        }
        return occurredAt.toInstant().plus(UNDATED_GRACE);
    }

    private static <T> List<T> cut(List<T> list) {
        return list.size() <= MeetingLimits.DIGEST_LIST_MAX ? list : list.subList(0, MeetingLimits.DIGEST_LIST_MAX);
    }
}
