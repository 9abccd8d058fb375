package io.attest.domain.events.port;

import io.attest.domain.events.DomainEvent;

/** The transactional outbox: an event is appended in the same transaction as the change that caused it. */
public interface EventOutbox {

    void append(DomainEvent event);
}
