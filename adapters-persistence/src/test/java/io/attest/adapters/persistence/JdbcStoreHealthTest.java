package io.attest.adapters.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.shared.port.StoreHealth;
import org.junit.jupiter.api.Test;

class JdbcStoreHealthTest extends DatabaseTest {

    @Test
    void theDatabaseIsReachable() {
        assertThat(context.getBean(StoreHealth.class).reachable()).isTrue();
    }
}
