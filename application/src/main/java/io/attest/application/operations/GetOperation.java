package io.attest.application.operations;

import io.attest.domain.operations.Operation;
import io.attest.domain.operations.OperationId;
import io.attest.domain.operations.port.OperationStore;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.port.TransactionBoundary;

/** {@code GET /v1/operations/{id}}: another account's operation is as unknown as a missing one. */
public final class GetOperation {

    private final OperationStore store;
    private final TransactionBoundary tx;

    public GetOperation(OperationStore store, TransactionBoundary tx) {
        this.store = store;
        this.tx = tx;
    }

    public Operation get(AccountId account, String id) {
        return tx.inTransaction(() -> OperationId.parse(id).flatMap(opId -> store.find(account, opId)))
                .orElseThrow(() -> AttestException.notFound("operation", "no operation with this id"));
    }
}
