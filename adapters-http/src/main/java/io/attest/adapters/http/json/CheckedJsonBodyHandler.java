package io.attest.adapters.http.json;

import com.fasterxml.jackson.core.JsonParseException;
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
import io.micronaut.json.JsonSyntaxException;
import io.micronaut.json.body.CustomizableJsonHandler;
import io.micronaut.json.body.JsonMessageHandler;
import io.micronaut.serde.SerdeRegistry;
import io.micronaut.serde.config.SerdeConfiguration;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The one place JSON request bodies are decoded: every {@code @Body} bound from JSON is read by Micronaut
 * Serde through a {@link StrictJsonParser}, which enforces {@link JsonBodyRules} (well-formed, no repeated
 * key, no NUL or unpaired surrogate, each refusal naming its path) as Serde takes the tokens: the body is
 * tokenized once (the rules used to read it whole first, then Serde again: 10.6 % and 7.4 % of the server's
 * CPU for a 6 MB check). A body that is empty, the literal {@code null} or another JSON shape than the
 * route's (a string where an object belongs) is a 400 instead of a {@code null} argument or Serde's
 * coercion. Writing is Micronaut's own JSON handler, unchanged. It takes the place of that handler (which
 * itself replaces {@link JsonMessageHandler}), with the same media types and order, so routes pick it
 * exactly as they picked Micronaut's; streamed ({@code Publisher}) JSON bodies are not offered, so no route
 * can read a body that was not checked whole.
 *
 * <p>Which failure answers is as when the rules ran first: a broken rule anywhere in the body comes before
 * a wrong shape or what Serde could not bind (the rest of the body is read for it then, see
 * {@link StrictJsonParser#finish()}), and a body is only bound once nothing after its value broke one.
 */
@Singleton
@Order(JsonMessageHandler.ORDER)
@Replaces(NettyJsonHandler.class)
@JsonMessageHandler.ProducesJson
@JsonMessageHandler.ConsumesJson
public final class CheckedJsonBodyHandler<T> implements MessageBodyHandler<T>, CustomizableJsonHandler, ResponseBodyWriter<T> {

    private final NettyJsonHandler<T> framework;
    private final SerdeBinding binding;

    @Inject
    public CheckedJsonBodyHandler(JsonMapper mapper, SerdeRegistry registry, SerdeConfiguration configuration) {
        this(new NettyJsonHandler<>(mapper), new SerdeBinding(registry, configuration));
    }

    private CheckedJsonBodyHandler(NettyJsonHandler<T> framework, SerdeBinding binding) {
        this.framework = framework;
        this.binding = binding;
    }

    @Override
    public boolean isReadable(Argument<T> type, MediaType mediaType) {
        return framework.isReadable(type, mediaType);
    }

    /**
     * Reads the buffered body where it lies. Like Micronaut's handler, releases the buffer on success only:
     * on a failure the caller releases it.
     */
    @Override
    public T read(Argument<T> type, MediaType mediaType, Headers headers, ByteBuffer<?> buffer) throws CodecException {
        T value = decode(type, StrictJsonParser.of(buffer));
        if (buffer instanceof ReferenceCounted counted) {
            counted.release();
        }
        return value;
    }

    @Override
    public T read(Argument<T> type, MediaType mediaType, Headers headers, InputStream input) throws CodecException {
        return decode(type, StrictJsonParser.of(input));
    }

    /** The body's value, null for no body where none is required; else a 400 or Serde's failure (mapped as before). */
    private T decode(Argument<T> type, StrictJsonParser created) {
        try (StrictJsonParser parser = created) {
            JsonBodyRules.Shape shape = JsonBodyRules.Shape.of(parser.nextToken());
            if (shape == JsonBodyRules.Shape.NONE) {
                if (type.isNullable()) {
                    return null; // a route whose body is optional (the meeting query)
                }
                throw AttestException.invalidRequest(null, "a JSON request body is required");
            }
            if (shape != JsonShapes.shapeOf(type)) {
                parser.finish();
                throw AttestException.invalidRequest(null, "the request body must be " + JsonShapes.expected(type));
            }
            T value;
            try {
                value = binding.read(parser, type);
            } catch (RuntimeException | IOException bindingFailed) {
                parser.finish(); // throws the refusal when it is one, or the body breaks a rule further on
                throw bindingFailed instanceof IOException e ? decorate(type, e) : (RuntimeException) bindingFailed;
            }
            parser.finish();
            return value;
        } catch (IOException unreadable) {
            // the parser turns what it reads into refusals; this is closing the source
            throw new CodecException("the request body could not be read", unreadable);
        }
    }

    /** As Micronaut's handler reports a binding failure (the error handlers look for the Serde exception inside). */
    private static CodecException decorate(Argument<?> type, IOException e) {
        IOException cause = e instanceof JsonParseException syntax ? new JsonSyntaxException(syntax) : e;
        return new CodecException("Error decoding JSON stream for type [" + type.getName() + "]: " + cause.getMessage(), cause);
    }

    @Override
    public CustomizableJsonHandler customize(JsonFeatures features) {
        @SuppressWarnings("unchecked")
        NettyJsonHandler<T> customized = (NettyJsonHandler<T>) framework.customize(features);
        return new CheckedJsonBodyHandler<>(customized, binding);
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
