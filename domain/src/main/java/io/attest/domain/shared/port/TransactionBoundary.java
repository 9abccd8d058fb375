package io.attest.domain.shared.port;

import java.util.function.Supplier;

/** One database transaction per use case: everything inside commits together or not at all. */
public interface TransactionBoundary {

    <T> T inTransaction(Supplier<T> work);

    default void run(Runnable work) {
        inTransaction(() -> {
            work.run();
            return null;
        });
    }
}
