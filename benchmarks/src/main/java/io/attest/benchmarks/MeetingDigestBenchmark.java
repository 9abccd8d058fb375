package io.attest.benchmarks;

import io.attest.domain.meetings.DeliveryEvidence;
import io.attest.domain.meetings.DoneReport;
import io.attest.domain.meetings.DoneReportFinder;
import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.domain.meetings.StoredItem;
import io.attest.domain.meetings.digest.Digest;
import io.attest.domain.meetings.digest.DigestBuilder;
import io.attest.domain.meetings.digest.DigestWindow;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The meeting memory's own work around extraction: the digest over one account's history (everything
 * it holds in memory: 20,000 promises of 50 owners and 20,000 done reports over a year), and the
 * done-report finder that runs on every ingested transcript (1,000,000 characters, so ops/s reads as
 * millions of characters per second).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class MeetingDigestBenchmark {

    private static final String[] SUBJECTS = {"budget spreadsheet", "migration PR", "release notes", "vendor contract",
        "onboarding checklist", "pricing page", "test matrix", "travel policy", "security review", "data export"};

    private List<StoredItem> promises;
    private List<DeliveryEvidence> evidence;
    private DigestWindow window;
    private String transcript;
    private List<String> participants;
    private final DoneReportFinder finder = new DoneReportFinder();

    @Setup
    public void setUp() {
        participants = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            participants.add("person" + i + ".name" + i + "@example.com");
        }
        OffsetDateTime start = OffsetDateTime.of(2025, 1, 6, 9, 0, 0, 0, ZoneOffset.UTC);
        promises = new ArrayList<>();
        evidence = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            String owner = participants.get(i % 50);
            String subject = SUBJECTS[i % SUBJECTS.length] + " " + (i % 97);
            OffsetDateTime at = start.plusHours(i % 8_000);
            String text = "I'll finish the " + subject + " for the team by Friday";
            promises.add(new StoredItem("mi_" + i, "t" + (i % 2_000), at, new MeetingItem(ItemKind.COMMITMENT, text, owner,
                    participants.get((i + 1) % 50), i % 3 == 0 ? null : LocalDate.from(at.plusDays(4)), 0.8, 0, text.length())));
            String report = "The " + SUBJECTS[(i * 7) % SUBJECTS.length] + " " + ((i * 3) % 97) + " is done and sent.";
            evidence.add(new DeliveryEvidence("r" + (i % 2_000), start.plusHours((i * 13) % 8_760),
                    new DoneReport(report, List.of(participants.get((i * 11) % 50)), 0, report.length())));
        }
        window = new DigestWindow(Instant.parse("2025-12-29T08:00:00Z"), Instant.parse("2026-01-05T08:00:00Z"));
        StringBuilder text = new StringBuilder();
        int round = 0;
        while (text.length() < MeetingExtractionBenchmark.SIZE) {
            text.append("Person").append(round % 50).append(": Quick update on the ").append(SUBJECTS[round % SUBJECTS.length])
                    .append(". It landed yesterday.\n")
                    .append("Person").append((round + 1) % 50).append(": Thanks. I'll review the ")
                    .append(SUBJECTS[(round + 3) % SUBJECTS.length]).append(" by Friday.\n");
            round++;
        }
        transcript = text.toString();
    }

    @Benchmark
    public Digest digestOfAYear() {
        return DigestBuilder.build(window, promises, List.of(), evidence);
    }

    @Benchmark
    public List<DoneReport> doneReportsOfAMillionCharacters() {
        return finder.find(transcript, participants);
    }
}
