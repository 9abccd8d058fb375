package io.attest.adapters.http.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.domain.shared.AttestException;
import java.nio.charset.StandardCharsets;
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

    private static JsonBodyRules.Shape check(String body) {
        return JsonBodyRules.check(body.getBytes(StandardCharsets.UTF_8));
    }

    private static void assertRefused(String body, String field) {
        assertThatThrownBy(() -> check(body)).as(body).isInstanceOfSatisfying(AttestException.class, refused -> {
            assertThat(refused.code().wireName()).isEqualTo("invalid_request");
            assertThat(refused.field()).as(body).isEqualTo(field);
        });
    }
}
