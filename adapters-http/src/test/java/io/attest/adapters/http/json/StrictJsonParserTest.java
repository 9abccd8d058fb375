package io.attest.adapters.http.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonToken;
import io.attest.domain.shared.AttestException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The parser's own ways past tokens (Jackson's skipping, its next-value shortcuts) still check every one. */
class StrictJsonParserTest {

    @Test
    void skippingChildrenChecksWhatItSkips() throws Exception {
        try (StrictJsonParser parser = parser("{\"a\":{\"b\":[\"ok\",\"\\u0000\"]},\"c\":1}")) {
            assertThat(parser.nextToken()).isEqualTo(JsonToken.START_OBJECT);
            assertThat(parser.nextFieldName()).isEqualTo("a");
            assertThat(parser.nextToken()).isEqualTo(JsonToken.START_OBJECT);
            assertThatThrownBy(parser::skipChildren).isInstanceOfSatisfying(AttestException.class,
                    refused -> assertThat(refused.field()).isEqualTo("a.b[1]"));
        }
    }

    @Test
    void skippingAWellFormedValueLeavesTheParserAfterIt() throws Exception {
        try (StrictJsonParser parser = parser("{\"a\":{\"b\":[1,{\"c\":\"d\"}]},\"c\":\"e\"}")) {
            parser.nextToken();
            parser.nextFieldName();
            parser.nextToken();
            parser.skipChildren();
            assertThat(parser.currentToken()).isEqualTo(JsonToken.END_OBJECT);
            assertThat(parser.nextFieldName()).isEqualTo("c");
            assertThat(parser.nextTextValue()).isEqualTo("e");
            parser.finish();
        }
    }

    @Test
    void aRefusalStaysTheAnswerForEveryLaterToken() throws Exception {
        try (StrictJsonParser parser = parser("[\"\\ud800\",1]")) {
            parser.nextToken();
            AttestException first = org.junit.jupiter.api.Assertions.assertThrows(AttestException.class, parser::nextTextValue);
            assertThat(first.field()).isEqualTo("[0]");
            assertThat(parser.refusal()).isSameAs(first);
            assertThatThrownBy(parser::nextToken).isSameAs(first);
            assertThatThrownBy(parser::finish).isSameAs(first);
        }
    }

    private static StrictJsonParser parser(String body) {
        return StrictJsonParser.of(body.getBytes(StandardCharsets.UTF_8));
    }
}
