package io.attest.benchmarks;

import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.plugins.extractionbuiltin.BuiltinMeetingExtractor;
import java.time.OffsetDateTime;
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
 * Meeting extraction alone (extraction-builtin) on 1,000,000-character transcripts, so that
 * operations per second read directly as millions of characters (≈ MB of ASCII) per second on one
 * core: speaker turns, IRC scribe notes, prose minutes, and text without any structure or cue.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class MeetingExtractionBenchmark {

    static final int SIZE = 1_000_000;
    private static final List<String> PEOPLE = List.of("ada.lovelace@example.com", "bob.martin@example.com",
            "carol.nguyen@example.com", "dev.patel@example.com");

    private final BuiltinMeetingExtractor extractor = new BuiltinMeetingExtractor();
    private TranscriptInput speakerTurns;
    private TranscriptInput ircScribe;
    private TranscriptInput prose;
    private TranscriptInput noCues;

    @Setup
    public void setUp() {
        speakerTurns = input(repeatTo("""
                Ada: Morning all. First thing is the release candidate.
                Bob: The build is green since Friday, but the changelog is still a mess.
                Ada: Bob, can you clean up the changelog before the next meeting?
                Bob: Sure, I'll do it.
                Carol: Are we shipping the ARM images with this release?
                Dev: Not this time, the base image is not ready.
                Ada: Then I propose we ship without ARM images and follow up next month.
                Carol: Fine by me.
                Ada: Great. Next topic is the support rota.
                Carol: I'll draft the new rota by Wednesday.
                Dev: Who covers the week of the offsite?
                Ada: Let's move on, we're out of time.
                """));
        ircScribe = input(repeatTo("""
                <bob> scribe: bob
                <bob> topic: Schema versioning
                <bob> Dev: the current draft breaks old clients when a field is renamed
                <bob> Carol: I propose we never rename fields, only add and deprecate
                <bob> Ada: +1
                <bob> RESOLVED: never rename fields; add new ones and deprecate the old
                <bob> Dev: who can write the conformance tests for the date types?
                <bob> Carol: I can take that
                <bob> ACTION: Carol to write conformance tests by end of month
                <bob> Ada: do we need tests for leap seconds?
                """));
        prose = input(repeatTo("""
                The committee discussed the broken standpipe near plot 12. Bob reported that the repair quote was 450 pounds. After some discussion the committee agreed to accept the quote. Bob will book the plumber by the end of the month.

                Carol proposed holding the open day on the first Saturday in June. There were no objections. Dev offered to design the flyer. Ada asked Carol to contact the local paper before the next meeting.

                It was asked whether plot holders may keep bees. No answer was reached.

                """));
        noCues = input(repeatTo("The weather in the valley was mild for the season and the river stayed within its banks. "));
    }

    @Benchmark
    public List<MeetingItem> speakerTurns() {
        return extractor.extract(speakerTurns);
    }

    @Benchmark
    public List<MeetingItem> ircScribeNotes() {
        return extractor.extract(ircScribe);
    }

    @Benchmark
    public List<MeetingItem> proseMinutes() {
        return extractor.extract(prose);
    }

    @Benchmark
    public List<MeetingItem> proseWithoutCues() {
        return extractor.extract(noCues);
    }

    private static TranscriptInput input(String text) {
        return new TranscriptInput("bench", null, OffsetDateTime.parse("2026-03-04T10:00:00Z"), PEOPLE, text);
    }

    static String repeatTo(String unit) {
        StringBuilder b = new StringBuilder(SIZE + unit.length());
        while (b.length() < SIZE) {
            b.append(unit);
        }
        b.setLength(SIZE);
        return b.toString();
    }
}
