package io.attest.server.api;

import io.attest.application.operations.OperationHandler;
import io.attest.domain.events.EventTypes;
import io.attest.domain.events.port.WeeklyDigestAudience;
import io.attest.domain.operations.Operation;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Primary;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Beans that only tests switch on by property: a clock they move, operation handlers whose behaviour
 * they control, and a weekly digest audience they fill.
 */
@Factory
class EventsTestBeans {

    static final String MUTABLE_CLOCK = "attest.test.mutable-clock";
    static final String TEST_OPERATIONS = "attest.test.operations";
    static final String TEST_AUDIENCE = "attest.test.digest-audience";

    /** Accounts with "meeting data" for {@link #audience()}. */
    static final Set<AccountId> MEETING_ACCOUNTS = ConcurrentHashMap.newKeySet();

    @Singleton
    @Replaces(Clock.class)
    @Requires(property = MUTABLE_CLOCK, value = "true")
    MutableClock mutableClock() {
        return new MutableClock();
    }

    /** Wins over the meeting-memory audience (accounts with transcripts) where a test fills its own. */
    @Singleton
    @Primary
    @Requires(property = TEST_AUDIENCE, value = "true")
    WeeklyDigestAudience audience() {
        return (from, to) -> List.copyOf(MEETING_ACCOUNTS);
    }

    @Singleton
    @Requires(property = TEST_OPERATIONS, value = "true")
    OperationHandler echo() {
        return handler("test.echo", op -> {
        });
    }

    @Singleton
    @Requires(property = TEST_OPERATIONS, value = "true")
    OperationHandler fail() {
        return handler("test.fail", op -> {
            throw AttestException.invalidRequest("samples[3]", "samples[3] is empty");
        });
    }

    /** Blocks until {@link #RELEASE} opens (or 30 s); counts its runs. */
    @Singleton
    @Requires(property = TEST_OPERATIONS, value = "true")
    OperationHandler block() {
        return handler("test.block", op -> {
            BLOCK_RUNS.incrementAndGet();
            if (!RELEASE.await(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("never released");
            }
        });
    }

    static volatile CountDownLatch RELEASE = new CountDownLatch(1);
    static final AtomicInteger BLOCK_RUNS = new AtomicInteger();

    interface Body {
        void run(Operation operation) throws Exception;
    }

    static OperationHandler handler(String type, Body body) {
        return new OperationHandler() {
            @Override
            public String type() {
                return type;
            }

            @Override
            public String completionEvent() {
                return EventTypes.VOICE_TRAIN_COMPLETED;
            }

            @Override
            public void run(Operation operation, Progress progress) throws Exception {
                progress.report(0.5);
                body.run(operation);
            }
        };
    }
}
