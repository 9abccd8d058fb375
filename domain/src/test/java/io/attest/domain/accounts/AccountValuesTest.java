package io.attest.domain.accounts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AccountValuesTest {

    @Test
    void emailsAreTrimmedAndLowerCasedAndMalformedOnesNameTheField() {
        assertThat(Email.of("  Ada.Lovelace@Example.COM ").value()).isEqualTo("ada.lovelace@example.com");
        for (String bad : new String[] {"", "ada", "ada@", "@example.com", "ada@example", "a b@example.com", "a@b@c.com"}) {
            assertThatThrownBy(() -> Email.of(bad)).isInstanceOfSatisfying(AttestException.class, e -> {
                assertThat(e.code()).isEqualTo(ErrorCode.INVALID_REQUEST);
                assertThat(e.field()).isEqualTo("email");
            });
        }
        assertThatThrownBy(() -> Email.of("a".repeat(250) + "@x.io")).isInstanceOf(AttestException.class);
    }

    @Test
    void passwordsCountCharactersNotUtf16Units() {
        assertThat(new Password("twelve chars").value()).hasSize(12);
        assertThatThrownBy(() -> new Password("eleven char")).isInstanceOf(AttestException.class);
        String elevenEmoji = "\uD83D\uDE00".repeat(11);
        assertThatThrownBy(() -> new Password(elevenEmoji)).isInstanceOf(AttestException.class);
        assertThat(new Password("\uD83D\uDE00".repeat(12)).toString()).doesNotContain("\uD83D");
    }

    @Test
    void zeroMeansUnlimitedAndMissingPlansDefaultToUnlimited() {
        PlanLimits limits = new PlanLimits(Map.of(Plan.FREE, 100L));
        assertThat(limits.monthlyLimit(Plan.FREE)).hasValue(100);
        assertThat(limits.monthlyLimit(Plan.HIGHER)).isEmpty();
        assertThatThrownBy(() -> new PlanLimits(Map.of(Plan.ENTRY, -1L))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void wireIdsRoundTrip() {
        for (Plan plan : Plan.values()) {
            assertThat(Plan.fromId(plan.id())).contains(plan);
        }
        for (Scope scope : Scope.values()) {
            assertThat(Scope.fromId(scope.id())).contains(scope);
        }
        assertThat(Scope.fromId("GUARD")).isEmpty();
        assertThat(Plan.HIGHER.maxVoiceSamplesPerCall()).isEqualTo(200);
    }
}
