package io.attest.domain.events.port;

import io.attest.domain.shared.AccountId;
import java.time.Instant;

/** Which weekly digest windows were announced, so that every instance and every rerun emits each once. */
public interface DigestWindows {

    /** True when the window of the account was not yet marked (it is now, in the caller's transaction). */
    boolean mark(AccountId account, Instant windowEnd);

    /** True when every account of the window was handled already. */
    boolean isComplete(Instant windowEnd);

    void markComplete(Instant windowEnd, int accounts, Instant now);
}
