package io.attest.domain.calculator.port;

import io.attest.domain.calculator.LastRun;
import io.attest.domain.calculator.SchemaId;
import io.attest.domain.shared.AccountId;
import java.util.Optional;

/** The last run of each schema (one row per schema, replaced by every run), scoped by account. */
public interface CalculatorRunLog {

    /** Keeps {@code run} as the schema's last; nothing when the account no longer has the schema. */
    void record(AccountId account, LastRun run);

    Optional<LastRun> last(AccountId account, SchemaId schema);
}
