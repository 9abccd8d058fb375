package io.attest.adapters.http.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.domain.shared.AttestException;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

class JsonBodyRulesTest {

    @Test
    void theSameKeyInSiblingObjectsIsNotARepeat() {
        assertThat(check("[{\"a\":1},{\"a\":2}]")).isEqualTo(JsonBodyRules.Shape.ARRAY);
        assertThat(check("{\"a\":{\"x\":1},\"b\":{\"x\":[{\"x\":1},{\"x\":2}]},\"x\":3}")).isEqualTo(JsonBodyRules.Shape.OBJECT);
        assertThat(check("\"text\"")).isEqualTo(JsonBodyRules.Shape.SCALAR);
        assertThat(check("  ")).isEqualTo(JsonBodyRules.Shape.NONE);
    }

    @Test
    void aRepeatedKeyIsNamedByItsPathThroughObjectsAndArrays() {
        assertRefused("{\"a\":1,\"a\":2}", "a");
        assertRefused("{\"lines\":[{\"id\":\"x\"},{\"id\":\"y\",\"id\":\"z\"}]}", "lines[1].id");
        assertRefused("[[1],[2,{\"k\":[{\"v\":1,\"v\":1}]}]]", "[1][1].k[0].v");
    }

    @Test
    void nulAndUnpairedSurrogatesAreNamedByThePathOfTheString() {
        assertRefused("{\"a\":[\"ok\",\"b\\u0000\"]}", "a[1]");
        assertRefused("{\"a\":{\"b\":\"\\udc00\"}}", "a.b");
        assertRefused("[\"\\ud800x\"]", "[0]");
        assertRefused("{\"a\":{\"k\\u0000\":1}}", "a");
        assertRefused("\"\\u0000\"", null);
        assertThat(check("{\"a\":\"\\ud83d\\ude00 \\u00e9\"}")).isEqualTo(JsonBodyRules.Shape.OBJECT);
    }

    @Test
    void malformedTrailingAndTooDeepBodiesAreRefusedWithoutAField() {
        for (String body : new String[] {"{", "{\"a\":1}}", "{} []", "[1,]", "{\"a\" 1}", "nul"}) {
            assertRefused(body, null);
        }
        assertRefused("[".repeat(5_000) + "]".repeat(5_000), null);
    }

    /**
     * Strings of a megabyte reach the check in many decoded pieces: a pair split between two pieces is
     * storable, an unpaired surrogate or NUL anywhere in them is not, and the path is still the string's.
     */
    @Test
    void longStringsAreCheckedWhole() {
        String pairs = "abc\\ud83d\\ude00".repeat(100_000);
        assertThat(check("{\"text\":\"" + pairs + "\",\"sources\":[\"" + pairs + "\"]}")).isEqualTo(JsonBodyRules.Shape.OBJECT);
        assertRefused("{\"text\":\"" + pairs + "\",\"sources\":[\"" + pairs + "\\ud83d\"]}", "sources[0]");
        assertRefused("{\"text\":\"" + pairs + "\\u0000" + pairs + "\"}", "text");
    }

    /** Both entry points, the array and the stream, give the same answer; this is the array's. */
    private static JsonBodyRules.Shape check(String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        JsonBodyRules.Shape shape = JsonBodyRules.check(bytes);
        assertThat(JsonBodyRules.check(new ByteArrayInputStream(bytes))).as("from a stream").isEqualTo(shape);
        return shape;
    }

    private static void assertRefused(String body, String field) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String shown = body.length() > 200 ? body.substring(0, 200) + "…" : body;
        for (ThrowingCallable check : new ThrowingCallable[] {() -> JsonBodyRules.check(bytes),
                () -> JsonBodyRules.check(new ByteArrayInputStream(bytes))}) {
            assertThatThrownBy(check).as(shown).isInstanceOfSatisfying(AttestException.class, refused -> {
                assertThat(refused.code().wireName()).isEqualTo("invalid_request");
                assertThat(refused.field()).as(shown).isEqualTo(field);
            });
        }
    }
}
