package io.attest.adapters.persistence;

import io.attest.domain.events.DomainEvent;
import io.attest.domain.events.port.EventOutbox;
import io.micronaut.json.JsonMapper;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Appends to {@code events} on the caller's transaction, so an event exists exactly when its cause does. */
@Singleton
final class JdbcEventOutbox implements EventOutbox {

    private final EventRowRepository rows;
    private final JsonMapper json;

    JdbcEventOutbox(EventRowRepository rows, JsonMapper json) {
        this.rows = rows;
        this.json = json;
    }

    @Override
    public void append(DomainEvent event) {
        String data;
        try {
            data = json.writeValueAsString(event.data());
        } catch (IOException e) {
            throw new UncheckedIOException("event " + event.id() + " (" + event.type() + ") has data that is not JSON", e);
        }
        rows.insert(event.id().value(), event.accountId().value(), event.type(), data, event.createdAt());
    }
}
