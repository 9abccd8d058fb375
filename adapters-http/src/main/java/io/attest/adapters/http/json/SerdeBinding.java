package io.attest.adapters.http.json;

import com.fasterxml.jackson.core.JsonParser;
import io.micronaut.core.type.Argument;
import io.micronaut.serde.Deserializer;
import io.micronaut.serde.LimitingStream;
import io.micronaut.serde.SerdeRegistry;
import io.micronaut.serde.config.SerdeConfiguration;
import io.micronaut.serde.jackson.JacksonDecoder;
import java.io.IOException;

/**
 * Micronaut Serde binding a value from a Jackson parser we made (Serde's {@code JsonMapper} only reads
 * bytes, streams and buffers, through parsers of its own): what {@code JacksonJsonMapper.readValue} does
 * with its parser, the same deserializers, context and nesting limits. JSON views, which that mapper also
 * looks up, are not used by any request record (and are off by default).
 */
final class SerdeBinding {

    private final Deserializer.DecoderContext context;
    private final LimitingStream.RemainingLimits limits;

    SerdeBinding(SerdeRegistry registry, SerdeConfiguration configuration) {
        this.context = registry.newDecoderContext(Object.class); // the mapper's "no view"
        this.limits = LimitingStream.limitsFromConfiguration(configuration);
    }

    /** The value of {@code type} read from {@code parser}, whose current token may already be its first. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    <T> T read(JsonParser parser, Argument<T> type) throws IOException {
        Deserializer deserializer = context.findDeserializer(type).createSpecific(context, (Argument) type);
        return (T) deserializer.deserializeNullable(JacksonDecoder.create(parser, limits), context, type);
    }
}
