package io.attest.adapters.http.console.pages;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Console form fields are refused as the JSON routes refuse them: text PostgreSQL cannot store is a 400. */
class ConsoleFormTest {

    @Test
    void fieldsAreReadSingleOrRepeated() {
        ConsoleForm form = ConsoleForm.of(Map.of("name", " laptop ", "scope", List.of("guard", "deal")));

        assertThat(form.text("name")).isEqualTo("laptop");
        assertThat(form.values("scope")).containsExactly("guard", "deal");
        assertThat(ConsoleForm.of(null).value("name")).isNull();
    }

    @Test
    void aNulOrAnUnpairedSurrogateIsAnInvalidRequestNamingTheField() {
        for (Object value : List.of("a\u0000b", "a\ud800b", List.of("guard", "x\u0000"))) {
            assertThatThrownBy(() -> ConsoleForm.of(Map.of("name", value)))
                    .isInstanceOfSatisfying(AttestException.class, e -> {
                        assertThat(e.code()).isEqualTo(ErrorCode.INVALID_REQUEST);
                        assertThat(e.field()).isEqualTo("name");
                    });
        }
    }
}
