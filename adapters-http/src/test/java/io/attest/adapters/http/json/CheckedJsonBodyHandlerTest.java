package io.attest.adapters.http.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.adapters.http.guard.GuardViews;
import io.attest.domain.shared.AttestException;
import io.micronaut.buffer.netty.NettyByteBufferFactory;
import io.micronaut.context.ApplicationContext;
import io.micronaut.core.type.Argument;
import io.micronaut.http.MediaType;
import io.micronaut.http.codec.CodecException;
import io.micronaut.http.simple.SimpleHttpHeaders;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The handler reads a body once, Serde taking the tokens as the rules check them: what Serde skips (an
 * unknown property) is checked as much as what it binds, a refusal anywhere in the body is the answer
 * even where Serde failed earlier or the shape is wrong, and nothing is bound past content after the value.
 * Through the real handler and the verify-references record, from a Netty buffer and from a stream.
 */
class CheckedJsonBodyHandlerTest {

    private static final Argument<GuardViews.VerifyReferencesRequest> VERIFY = Argument.of(GuardViews.VerifyReferencesRequest.class);

    private static ApplicationContext context;
    private static CheckedJsonBodyHandler<GuardViews.VerifyReferencesRequest> handler;

    @BeforeAll
    @SuppressWarnings("unchecked")
    static void start() {
        context = ApplicationContext.run();
        handler = context.getBean(CheckedJsonBodyHandler.class);
    }

    @AfterAll
    static void stop() {
        context.close();
    }

    @Test
    void aBodyIsBoundAndItsBufferReleased() {
        ByteBuf buffer = buffer("{\"text\":\"See \\ud83d\\ude00\",\"sources\":[\"s\"],\"unknown\":{\"a\":[1,{\"b\":\"ok\"}]}}");
        GuardViews.VerifyReferencesRequest request = handler.read(VERIFY, MediaType.APPLICATION_JSON_TYPE, new SimpleHttpHeaders(),
                NettyByteBufferFactory.DEFAULT.wrap(buffer));
        assertThat(request.text()).isEqualTo("See \ud83d\ude00");
        assertThat(request.sources()).containsExactly("s");
        assertThat(buffer.refCnt()).as("released on success").isZero();
    }

    @Test
    void aBufferRefusedIsLeftToTheCallerToRelease() {
        ByteBuf buffer = buffer("{\"text\":\"a\\u0000\",\"sources\":[\"s\"]}");
        assertThatThrownBy(() -> handler.read(VERIFY, MediaType.APPLICATION_JSON_TYPE, new SimpleHttpHeaders(),
                NettyByteBufferFactory.DEFAULT.wrap(buffer))).isInstanceOf(AttestException.class);
        assertThat(buffer.refCnt()).isEqualTo(1);
        buffer.release();
    }

    @Test
    void stringsInUnknownPropertiesAreCheckedThoughSerdeSkipsThem() {
        assertRefused("{\"text\":\"t\",\"sources\":[\"s\"],\"note\":\"a\\u0000b\"}", "note", "note " + JsonBodyRules.UNREADABLE_TEXT);
        assertRefused("{\"text\":\"t\",\"sources\":[\"s\"],\"extra\":[1,{\"deep\":[\"ok\",\"x\\ud800\"]}]}", "extra[1].deep[1]", null);
        assertRefused("{\"extra\":{\"a\":[\"\\udc00\"]},\"text\":\"t\",\"sources\":[\"s\"]}", "extra.a[0]", null);
        assertRefused("{\"text\":\"t\",\"sources\":[\"s\"],\"extra\":{\"k\\u0000\":1}}", "extra", null);
    }

    @Test
    void aKeyRepeatedInANestedObjectIsNamedByItsPath() {
        assertRefused("{\"text\":\"t\",\"sources\":[\"s\"],\"extra\":{\"a\":{\"b\":1,\"b\":2}}}", "extra.a.b",
                "extra.a.b appears more than once; give each key once");
        assertRefused("{\"text\":\"t\",\"sources\":[\"s\"],\"text\":\"u\"}", "text", null);
    }

    @Test
    void contentAfterTheValueIsRefusedThoughTheValueBinds() {
        assertRefused("{\"text\":\"t\",\"sources\":[\"s\"]} {}", null, "the request body is not valid JSON: content after the value");
        assertRefused("{\"text\":\"t\",\"sources\":[\"s\"]}x", null, "the request body is not valid JSON");
        assertRefused("{\"text\":\"t\",\"sources\":[\"s\"]", null, "the request body is not valid JSON");
    }

    @Test
    void aMegabyteStringWithANulAtItsEndIsRefused() {
        String megabyte = "a".repeat(1 << 20);
        assertRefused("{\"text\":\"" + megabyte + "\\u0000\",\"sources\":[\"s\"]}", "text", null);
        assertRefused("{\"text\":\"t\",\"sources\":[\"s\",\"" + megabyte + "\\ud83d\"]}", "sources[1]", null);
    }

    /** As when the rules read the whole body first: a broken rule after what Serde failed on, or after a wrong shape, is the answer. */
    @Test
    void aBrokenRuleComesBeforeABindingFailureOrAWrongShape() {
        assertRefused("{\"text\":12,\"sources\":[\"\\u0000\"]}", "sources[0]", null);
        assertRefused("{\"text\":12,\"sources\":[\"s\"],\"text\":\"t\"}", "text", "text appears more than once; give each key once");
        assertRefused("{\"text\":12,\"sources\":[\"s\"]} []", null, "the request body is not valid JSON: content after the value");
        assertRefused("[\"\\u0000\"]", "[0]", null);
        assertRefused("[1,", null, "the request body is not valid JSON");
        assertRefused("\"\\u0000\"", null, "the request body " + JsonBodyRules.UNREADABLE_TEXT);
        assertRefused("null", null, "the request body must be a JSON object");
        assertRefused("  ", null, "a JSON request body is required");
    }

    @Test
    void aBindingFailureIsStillSerdesForTheErrorHandlers() {
        assertThatThrownBy(() -> read("{\"text\":12,\"sources\":[\"s\"]}", false))
                .isInstanceOf(CodecException.class).hasCauseInstanceOf(JsonTypeMismatch.class);
    }

    private static GuardViews.VerifyReferencesRequest read(String body, boolean fromStream) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        if (fromStream) {
            return handler.read(VERIFY, MediaType.APPLICATION_JSON_TYPE, new SimpleHttpHeaders(), new ByteArrayInputStream(bytes));
        }
        return handler.read(VERIFY, MediaType.APPLICATION_JSON_TYPE, new SimpleHttpHeaders(),
                NettyByteBufferFactory.DEFAULT.wrap(Unpooled.wrappedBuffer(bytes)));
    }

    /** Refused from a buffer and from a stream alike, with {@code field}, and {@code message} unless null. */
    private static void assertRefused(String body, String field, String message) {
        String shown = body.length() > 200 ? body.substring(0, 200) + "…" : body;
        for (ThrowingCallable read : new ThrowingCallable[] {() -> read(body, false), () -> read(body, true)}) {
            assertThatThrownBy(read).as(shown).isInstanceOfSatisfying(AttestException.class, refused -> {
                assertThat(refused.code().wireName()).isEqualTo("invalid_request");
                assertThat(refused.field()).as(shown).isEqualTo(field);
                if (message != null) {
                    assertThat(refused.getMessage()).as(shown).isEqualTo(message);
                }
            });
        }
    }

    private static ByteBuf buffer(String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return Unpooled.directBuffer(bytes.length).writeBytes(bytes);
    }
}
