package io.attest.adapters.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.domain.accounts.Account;
import io.attest.domain.events.DomainEvent;
import io.attest.domain.events.EventId;
import io.attest.domain.events.port.EventOutbox;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JdbcEventOutboxTest extends DatabaseTest {

    private EventOutbox outbox;
    private TransactionBoundary tx;

    @BeforeAll
    void beans() {
        outbox = context.getBean(EventOutbox.class);
        tx = context.getBean(TransactionBoundary.class);
    }

    @Test
    void appendStoresTheDataAsJsonb() {
        Account account = newAccount();
        Map<String, Object> nested = new LinkedHashMap<>();
        nested.put("count", 3);
        nested.put("tags", List.of("a", "b\"quoted\"", 7, false));
        Map<String, Object> data = Map.of(
                "key_id", "key_123",
                "key_hint", "att_\u2026Ab3d",
                "source", "github",
                "revoked_at", "2026-11-22T10:15:30Z",
                "score", 0.75,
                "big", 9_007_199_254_740_993L,
                "compromised", true,
                "detail", nested);
        DomainEvent event = new DomainEvent(EventId.next(), account.id(), DomainEvent.KEY_COMPROMISED, data,
                Instant.parse("2026-11-22T10:15:30.000001Z"));

        outbox.append(event);

        String id = event.id().value();
        assertThat(count("""
                SELECT count(*) FROM events WHERE id = ? AND account_id = ? AND type = 'key.compromised'
                AND created_at = '2026-11-22T10:15:30.000001Z'""", id, account.id().value())).isOne();
        // jsonb equality is structural: same keys, values and JSON types.
        assertThat(count("""
                SELECT count(*) FROM events WHERE id = ? AND data = CAST(? AS jsonb)""", id, """
                {"key_id": "key_123", "key_hint": "att_\u2026Ab3d", "source": "github",
                 "revoked_at": "2026-11-22T10:15:30Z", "score": 0.75, "big": 9007199254740993,
                 "compromised": true, "detail": {"count": 3, "tags": ["a", "b\\"quoted\\"", 7, false]}}""")).isOne();
        assertThat(count("SELECT count(*) FROM events WHERE id = ? AND jsonb_typeof(data -> 'compromised') = 'boolean'", id))
                .isOne();
    }

    @Test
    void anEmptyDataObjectIsStoredAsAnObject() {
        Account account = newAccount();
        DomainEvent event = new DomainEvent(EventId.next(), account.id(), "test.ping", Map.of(), now());

        outbox.append(event);

        assertThat(count("SELECT count(*) FROM events WHERE id = ? AND data = '{}'::jsonb", event.id().value())).isOne();
    }

    @Test
    void anEventIsWrittenOnlyIfItsTransactionCommits() {
        Account account = newAccount();
        DomainEvent event = new DomainEvent(EventId.next(), account.id(), "test.ping", Map.of("n", 1), now());

        assertThatThrownBy(() -> tx.run(() -> {
            outbox.append(event);
            throw new IllegalStateException("the change failed");
        })).hasMessage("the change failed");

        assertThat(count("SELECT count(*) FROM events WHERE id = ?", event.id().value())).isZero();
    }
}
