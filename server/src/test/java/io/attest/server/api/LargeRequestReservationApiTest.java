package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.adapters.http.filter.LargeRequestAdmission;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A large request reserves heap before its body is read ({@link LargeRequestAdmission}) and gives it
 * back whatever becomes of it: refused by a filter or the body decoder after the reservation, or
 * answered. A reservation kept by a refused request would shrink the budget until every large
 * request waited and was refused with 503.
 */
class LargeRequestReservationApiTest {

    private static final String ROUTE = "/v1/guard/verify-references";
    /** Above the one-MiB threshold from which a request reserves. */
    private static final String FILLER = "See 42 U.S.C. § 1983. ".repeat(60_000);

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass();

    static Stream<Arguments> largeBodies() {
        return Stream.of(
                Arguments.of("answered", "{\"text\":\"" + FILLER + "\",\"sources\":[\"42 U.S.C. § 1983\"]}", 200),
                Arguments.of("a repeated key", "{\"text\":\"" + FILLER + "\",\"sources\":[],\"text\":\"b\"}", 400),
                Arguments.of("content after the value", "{\"text\":\"" + FILLER + "\",\"sources\":[]} {}", 400),
                Arguments.of("not JSON", FILLER, 400),
                Arguments.of("a field of the wrong type", "{\"text\":[\"" + FILLER + "\"],\"sources\":[]}", 400),
                Arguments.of("a text over the limit", "{\"text\":\"" + "a".repeat(2_000_001) + "\",\"sources\":[]}", 400));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("largeBodies")
    void theReservationComesBackWhateverTheAnswer(String what, String body, int status) {
        LargeRequestAdmission admission = server.get().context().getBean(LargeRequestAdmission.class);
        int budget = admission.availableKib();
        String key = Accounts.newKey(server.get());

        ApiClient.Reply reply = server.client().post(ROUTE, "application/json", body.getBytes(StandardCharsets.UTF_8),
                "Authorization", ApiClient.bearer(key));

        assertThat(body.length()).isGreaterThan(1024 * 1024);
        assertThat(reply.status()).as(reply.body().length() > 300 ? reply.body().substring(0, 300) : reply.body()).isEqualTo(status);
        assertThat(admission.availableKib()).isEqualTo(budget);
    }

    @Test
    void aLargeRequestWithoutAKeyIsRefusedAndReservesNothing() {
        LargeRequestAdmission admission = server.get().context().getBean(LargeRequestAdmission.class);
        int budget = admission.availableKib();
        String body = "{\"text\":\"" + FILLER + "\",\"sources\":[]}";

        ApiClient.Reply reply = server.client().post(ROUTE, "application/json", body.getBytes(StandardCharsets.UTF_8),
                "Authorization", ApiClient.bearer("not-a-key"));

        assertThat(reply.status()).isEqualTo(401);
        assertThat(admission.availableKib()).isEqualTo(budget);
    }
}
