package io.attest.adapters.http.filter;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.filter.FilterContinuation;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** What a request reserves, and a request that finds no room: 503 with Retry-After, the reservation returned. */
class LargeRequestAdmissionTest {

    private static final long MIB = 1024 * 1024;

    private static HttpRequest<?> post(Long contentLength, boolean chunked) {
        var request = HttpRequest.POST("/v1/guard/verify-references", "{}");
        request.getHeaders().remove("Content-Length");
        if (contentLength != null) {
            request.header("Content-Length", Long.toString(contentLength));
        }
        if (chunked) {
            request.header("Transfer-Encoding", "chunked");
        }
        return request;
    }

    @Test
    void smallAndBodilessRequestsReserveNothingLargeOnesTheirEstimateNeverMoreThanTheBudget() {
        var admission = new LargeRequestAdmission(MIB, 0.5, 12, Duration.ofSeconds(2), 32 * MIB);
        int budget = admission.availableKib();
        assertThat(admission.units(post(null, false))).isZero();
        assertThat(admission.units(post(MIB - 1, false))).isZero();
        assertThat(admission.units(post(5 * MIB, false))).isEqualTo(Math.min(budget, 60 * 1024));
        assertThat(admission.units(post(null, true))).as("unknown length: the largest allowed")
                .isEqualTo(Math.min(budget, 384 * 1024));
        var tiny = new LargeRequestAdmission(MIB, 0.0001, 1000, Duration.ofSeconds(2), 32 * MIB);
        assertThat(tiny.units(post(32 * MIB, false))).isEqualTo(tiny.availableKib());
    }

    @Test
    void aLargeRequestThatFindsNoRoomWithinTheWaitIs503AndTheBudgetComesBack() throws Exception {
        // a budget so small that one large request takes all of it
        var admission = new LargeRequestAdmission(MIB, 0.0001, 1000, Duration.ofMillis(200), 32 * MIB);
        int budget = admission.availableKib();
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture<MutableHttpResponse<?>> first = CompletableFuture.supplyAsync(() -> {
            try {
                return admission.admit(post(5 * MIB, false), continuation(() -> {
                    running.countDown();
                    await(finish);
                }));
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        assertThat(running.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(admission.availableKib()).isZero();

        MutableHttpResponse<?> refused = admission.admit(post(5 * MIB, false), continuation(() -> { }));
        assertThat(refused.code()).isEqualTo(503);
        assertThat(refused.getHeaders().get("Retry-After")).isEqualTo("2");
        assertThat(admission.admit(post(1000L, false), continuation(() -> { })).code()).as("small requests pass").isEqualTo(200);

        finish.countDown();
        assertThat(first.get(5, TimeUnit.SECONDS).code()).isEqualTo(200);
        assertThat(admission.availableKib()).isEqualTo(budget);
        assertThat(admission.admit(post(5 * MIB, false), continuation(() -> { })).code()).isEqualTo(200);
    }

    private static FilterContinuation<MutableHttpResponse<?>> continuation(Runnable work) {
        return new FilterContinuation<>() {
            @Override
            public FilterContinuation<MutableHttpResponse<?>> request(HttpRequest<?> request) {
                return this;
            }

            @Override
            public MutableHttpResponse<?> proceed() {
                work.run();
                return HttpResponse.ok();
            }
        };
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
