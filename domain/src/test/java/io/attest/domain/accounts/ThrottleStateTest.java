package io.attest.domain.accounts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class ThrottleStateTest {

    private static final ThrottlePolicy POLICY = new ThrottlePolicy(3, Duration.ofMinutes(15), Duration.ofMinutes(1), Duration.ofMinutes(15));
    private static final Instant T0 = Instant.parse("2026-11-27T10:00:00Z");

    private static ThrottleState admitted(ThrottleState state, Instant now) {
        ThrottleState.Admission admission = state.admit(now, POLICY);
        assertThat(admission).isInstanceOf(ThrottleState.Admitted.class);
        return ((ThrottleState.Admitted) admission).next();
    }

    private static ThrottleState fail(ThrottleState state, Instant now) {
        return admitted(state, now).failed(now, POLICY);
    }

    private static Duration refusedFor(ThrottleState state, Instant now) {
        ThrottleState.Admission admission = state.admit(now, POLICY);
        assertThat(admission).isInstanceOf(ThrottleState.Refused.class);
        return ((ThrottleState.Refused) admission).retryAfter();
    }

    private static ThrottleState failUntilLocked(ThrottleState state, Instant now) {
        for (int i = 0; i < POLICY.maxAttempts(); i++) {
            state = fail(state, now);
        }
        return state;
    }

    @Test
    void theFailureThatReachesTheMaximumLocksAndTheNextAttemptWaits() {
        ThrottleState state = fail(fail(ThrottleState.fresh(T0), T0), T0.plusSeconds(1));
        assertThat(state.isLocked(T0.plusSeconds(2))).isFalse();
        state = fail(state, T0.plusSeconds(2));
        assertThat(state.isLocked(T0.plusSeconds(2))).isTrue();
        assertThat(state.lockouts()).isEqualTo(1);
        assertThat(refusedFor(state, T0.plusSeconds(12))).isEqualTo(Duration.ofSeconds(50));
        assertThat(state.admit(T0.plusSeconds(62), POLICY)).isInstanceOf(ThrottleState.Admitted.class);
    }

    @Test
    void lockoutsDoubleWhileFailuresContinueAndStopAtTheCap() {
        ThrottleState state = ThrottleState.fresh(T0);
        Instant now = T0;
        for (long minutes : new long[] {1, 2, 4, 8, 15, 15}) {
            state = failUntilLocked(state, now);
            assertThat(Duration.between(now, state.lockedUntil())).isEqualTo(Duration.ofMinutes(minutes));
            now = state.lockedUntil();
        }
        assertThat(POLICY.lockout(40)).isEqualTo(Duration.ofMinutes(15));
    }

    @Test
    void aQuietWindowForgetsFailuresAndLockouts() {
        ThrottleState state = failUntilLocked(ThrottleState.fresh(T0), T0); // locked until T0 + 1 min
        Instant justBefore = T0.plus(Duration.ofMinutes(16)).minusSeconds(1);
        assertThat(state.at(justBefore, POLICY).lockouts()).isEqualTo(1);
        assertThat(state.expiresAt(POLICY)).isEqualTo(T0.plus(Duration.ofMinutes(16)));
        Instant quiet = T0.plus(Duration.ofMinutes(16));
        assertThat(state.at(quiet, POLICY)).isEqualTo(ThrottleState.fresh(quiet));
        assertThat(Duration.between(quiet, failUntilLocked(state, quiet).lockedUntil())).isEqualTo(Duration.ofMinutes(1));

        ThrottleState twoFailures = fail(fail(ThrottleState.fresh(T0), T0), T0);
        assertThat(twoFailures.at(T0.plus(Duration.ofMinutes(15)), POLICY).attempts()).isZero();
        assertThat(twoFailures.at(T0.plus(Duration.ofMinutes(14)), POLICY).attempts()).isEqualTo(2);
    }

    @Test
    void admittedAttemptsCountBeforeTheyFailSoABurstCannotAllPass() {
        ThrottleState state = ThrottleState.fresh(T0);
        for (int i = 0; i < POLICY.maxAttempts(); i++) {
            state = admitted(state, T0);
        }
        assertThat(refusedFor(state, T0.plusSeconds(60))).isEqualTo(Duration.ofMinutes(14));
        // One of them succeeds: refunded, the next may go.
        assertThat(state.succeeded(T0, POLICY).admit(T0, POLICY)).isInstanceOf(ThrottleState.Admitted.class);
    }

    @Test
    void aSuccessfulSignInIsTrustedForItsTimeAndKeptUntilThen() {
        ThrottleState signedIn = ThrottleState.signedIn(T0, Duration.ofDays(30));
        assertThat(signedIn.isTrusted(T0.plus(Duration.ofDays(29)))).isTrue();
        assertThat(signedIn.isTrusted(T0.plus(Duration.ofDays(30)))).isFalse();
        assertThat(signedIn.expiresAt(POLICY)).isEqualTo(T0.plus(Duration.ofDays(30)));
        ThrottleState lockedButTrusted = failUntilLocked(signedIn, T0.plusSeconds(10));
        assertThat(lockedButTrusted.isLocked(T0.plusSeconds(10))).isTrue();
        assertThat(lockedButTrusted.isTrusted(T0.plusSeconds(10))).isTrue();
    }

    @Test
    void perWindowPoliciesRefuseUntilTheWindowEnds() {
        ThrottlePolicy hourly = ThrottlePolicy.perWindow(2, Duration.ofHours(1));
        ThrottleState state = ThrottleState.fresh(T0);
        for (int i = 0; i < 2; i++) {
            state = ((ThrottleState.Admitted) state.admit(T0, hourly)).next();
        }
        assertThat(((ThrottleState.Refused) state.admit(T0.plusSeconds(600), hourly)).retryAfter()).isEqualTo(Duration.ofMinutes(50));
        assertThat(state.admit(T0.plus(Duration.ofHours(1)), hourly)).isInstanceOf(ThrottleState.Admitted.class);
    }

    @Test
    void policiesMakeSense() {
        assertThatThrownBy(() -> new ThrottlePolicy(0, Duration.ofMinutes(1), Duration.ofMinutes(1), Duration.ofMinutes(1)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ThrottlePolicy(1, Duration.ofMinutes(1), Duration.ofMinutes(2), Duration.ofMinutes(1)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ThrottlePolicy(1, Duration.ZERO, Duration.ofMinutes(1), Duration.ofMinutes(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void clientAddressesAreIpv4WholeAndIpv6ByTheirNetwork() throws Exception {
        assertThat(ClientAddress.of(InetAddress.getByName("203.0.113.7")).value()).isEqualTo("203.0.113.7");
        assertThat(ClientAddress.of(InetAddress.getByName("::ffff:203.0.113.7")).value()).isEqualTo("203.0.113.7");
        assertThat(ClientAddress.of(InetAddress.getByName("2001:db8:1:2:aaaa:bbbb:cccc:dddd")))
                .isEqualTo(ClientAddress.of(InetAddress.getByName("2001:db8:1:2::1")))
                .isNotEqualTo(ClientAddress.of(InetAddress.getByName("2001:db8:1:3::1")));
        assertThat(ClientAddress.of(InetAddress.getByName("2001:db8:1:2::1")).value()).isEqualTo("2001:db8:1:2:0:0:0:0/64");
    }
}
