package io.attest.server.api;

import io.attest.domain.shared.AttestException;
import io.attest.plugin.api.UpstreamUnavailableException;
import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.plugin.api.meetings.MeetingExtractor;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Test-only route under a scoped prefix (guard), so that the platform's behaviour on POST routes
 * (scope, idempotency, quota refunds, error mapping) can be tested before the capabilities exist.
 * It lives in test sources: the shipped jar has no such route.
 */
@Controller("/v1/guard/probe")
@ExecuteOn(TaskExecutors.BLOCKING)
public class ProbeController {

    static final AtomicInteger EXECUTIONS = new AtomicInteger();

    private final MeetingExtractor extractor;

    public ProbeController(MeetingExtractor extractor) {
        this.extractor = extractor;
    }

    @Post
    public HttpResponse<Echo> echo(@Nullable @Body String body, @Nullable @QueryValue Integer sleepMillis,
                                   @Nullable @QueryValue Integer status) throws InterruptedException {
        int execution = EXECUTIONS.incrementAndGet();
        if (sleepMillis != null) {
            Thread.sleep(sleepMillis);
        }
        return HttpResponse.<Echo>status(HttpStatus.valueOf(status == null ? 201 : status))
                .body(new Echo(execution, body == null ? 0 : body.length()))
                .header("Location", "/v1/guard/probe/" + execution);
    }

    @Get("/boom")
    public String boom() {
        throw new IllegalStateException("secret internal detail at org.example.Hidden");
    }

    /** The configured meeting extractor on one transcript: wiring and error mapping before the ingest route uses it. */
    @Post("/extract")
    public List<Item> extract(@Body Transcript transcript) {
        try {
            return extractor.extract(new TranscriptInput("probe", null, OffsetDateTime.parse(transcript.occurredAt()),
                    transcript.participants(), transcript.text())).stream().map(Item::of).toList();
        } catch (UpstreamUnavailableException unavailable) {
            throw AttestException.upstreamUnavailable(unavailable); // as TranscriptExtraction does
        }
    }

    @Serdeable
    public record Echo(int execution, int length) {
    }

    @Serdeable
    public record Transcript(String text, List<String> participants, String occurredAt) {
    }

    @Serdeable
    public record Item(String kind, String text, @Nullable String owner, @Nullable String owedTo, @Nullable String due,
                       double confidence, int offsetStart, int offsetEnd) {
        static Item of(MeetingItem item) {
            return new Item(item.kind().wireName(), item.text(), item.owner(), item.owedTo(),
                    item.due() == null ? null : item.due().toString(), item.confidence(), item.offsetStart(), item.offsetEnd());
        }
    }
}
