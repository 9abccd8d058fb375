package io.attest.adapters.http.json;

import io.attest.domain.shared.AttestException;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.core.annotation.Order;
import io.micronaut.core.io.buffer.ByteBuffer;
import io.micronaut.core.io.buffer.ByteBufferFactory;
import io.micronaut.core.io.buffer.ReferenceCounted;
import io.micronaut.core.type.Argument;
import io.micronaut.core.type.Headers;
import io.micronaut.core.type.MutableHeaders;
import io.micronaut.http.ByteBodyHttpResponse;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.body.ByteBodyFactory;
import io.micronaut.http.body.CloseableByteBody;
import io.micronaut.http.body.MessageBodyHandler;
import io.micronaut.http.body.MessageBodyWriter;
import io.micronaut.http.body.ResponseBodyWriter;
import io.micronaut.http.codec.CodecException;
import io.micronaut.http.netty.body.NettyJsonHandler;
import io.micronaut.json.JsonFeatures;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.body.CustomizableJsonHandler;
import io.micronaut.json.body.JsonMessageHandler;
import jakarta.inject.Singleton;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The one place JSON request bodies are decoded: every {@code @Body} bound from JSON passes
 * {@link JsonBodyRules} (well-formed, no repeated key, no NUL or unpaired surrogate, each refusal naming
 * its path) before Micronaut Serde binds it, and a body that is empty, the literal {@code null} or
 * another JSON shape than the route's (a string where an object belongs) is a 400 instead of a
 * {@code null} argument or Serde's coercion. Writing is Micronaut's own JSON handler, unchanged. It takes the
 * place of that handler (which itself replaces {@link JsonMessageHandler}), with the same media types and
 * order, so routes pick it exactly as they picked Micronaut's; streamed ({@code Publisher}) JSON bodies
 * are not offered, so no route can read a body that was not checked whole.
 */
@Singleton
@Order(JsonMessageHandler.ORDER)
@Replaces(NettyJsonHandler.class)
@JsonMessageHandler.ProducesJson
@JsonMessageHandler.ConsumesJson
public final class CheckedJsonBodyHandler<T> implements MessageBodyHandler<T>, CustomizableJsonHandler, ResponseBodyWriter<T> {

    private final NettyJsonHandler<T> framework;

    public CheckedJsonBodyHandler(JsonMapper mapper) {
        this(new NettyJsonHandler<>(mapper));
    }

    private CheckedJsonBodyHandler(NettyJsonHandler<T> framework) {
        this.framework = framework;
    }

    @Override
    public boolean isReadable(Argument<T> type, MediaType mediaType) {
        return framework.isReadable(type, mediaType);
    }

    /**
     * The buffered body is read twice where it lies, by the rules and then by Serde, instead of being
     * copied into one array first (6 MB more for a large check). Micronaut's handler releases the buffer
     * on success only, as before: on a failure the caller releases it.
     */
    @Override
    public T read(Argument<T> type, MediaType mediaType, Headers headers, ByteBuffer<?> buffer) throws CodecException {
        int start = buffer.readerIndex();
        JsonBodyRules.Shape shape = JsonBodyRules.check(buffer.toInputStream());
        if (!acceptable(type, shape)) {
            if (buffer instanceof ReferenceCounted counted) {
                counted.release();
            }
            return null;
        }
        buffer.readerIndex(start);
        return framework.read(type, mediaType, headers, buffer);
    }

    @Override
    public T read(Argument<T> type, MediaType mediaType, Headers headers, InputStream input) throws CodecException {
        try {
            return decode(type, mediaType, headers, input.readAllBytes());
        } catch (IOException e) {
            throw new CodecException("the request body could not be read", e);
        }
    }

    private T decode(Argument<T> type, MediaType mediaType, Headers headers, byte[] body) {
        if (!acceptable(type, JsonBodyRules.check(body))) {
            return null;
        }
        return framework.read(type, mediaType, headers, new ByteArrayInputStream(body));
    }

    /** Whether a body of {@code shape} is to be decoded as {@code type}: false for no body where none is required, else a 400. */
    private static boolean acceptable(Argument<?> type, JsonBodyRules.Shape shape) {
        if (shape == JsonBodyRules.Shape.NONE) {
            if (type.isNullable()) {
                return false; // a route whose body is optional (the meeting query)
            }
            throw AttestException.invalidRequest(null, "a JSON request body is required");
        }
        if (shape != JsonShapes.shapeOf(type)) {
            throw AttestException.invalidRequest(null, "the request body must be " + JsonShapes.expected(type));
        }
        return true;
    }

    @Override
    public CustomizableJsonHandler customize(JsonFeatures features) {
        @SuppressWarnings("unchecked")
        NettyJsonHandler<T> customized = (NettyJsonHandler<T>) framework.customize(features);
        return new CheckedJsonBodyHandler<>(customized);
    }

    @Override
    public boolean isWriteable(Argument<T> type, MediaType mediaType) {
        return framework.isWriteable(type, mediaType);
    }

    @Override
    public void writeTo(Argument<T> type, MediaType mediaType, T object, MutableHeaders headers, OutputStream out) throws CodecException {
        framework.writeTo(type, mediaType, object, headers, out);
    }

    @Override
    public ByteBuffer<?> writeTo(Argument<T> type, MediaType mediaType, T object, MutableHeaders headers,
                                 ByteBufferFactory<?, ?> buffers) throws CodecException {
        return framework.writeTo(type, mediaType, object, headers, buffers);
    }

    @Override
    public ByteBodyHttpResponse<?> write(ByteBodyFactory bodies, HttpRequest<?> request, MutableHttpResponse<T> response,
                                         Argument<T> type, MediaType mediaType, T object) throws CodecException {
        return framework.write(bodies, request, response, type, mediaType, object);
    }

    @Override
    public CloseableByteBody writePiece(ByteBodyFactory bodies, HttpRequest<?> request, HttpResponse<?> response,
                                        Argument<T> type, MediaType mediaType, T object) {
        return framework.writePiece(bodies, request, response, type, mediaType, object);
    }

    @Override
    public MessageBodyWriter<T> createSpecific(Argument<T> type) {
        return framework.createSpecific(type);
    }

    @Override
    public boolean isBlocking() {
        return framework.isBlocking();
    }
}
