package io.attest.adapters.persistence;

import io.micronaut.data.annotation.Id;
import io.micronaut.data.annotation.MappedEntity;
import io.micronaut.data.annotation.TypeDef;
import io.micronaut.data.model.DataType;
import java.time.Instant;

/** A row of the {@code events} outbox; {@code data} is the event's JSON object (jsonb). */
@MappedEntity("events")
record EventRow(@Id String id, String accountId, String type, @TypeDef(type = DataType.JSON) String data, Instant createdAt) {
}
