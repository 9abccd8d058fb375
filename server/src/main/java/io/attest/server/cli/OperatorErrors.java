package io.attest.server.cli;

import io.attest.domain.shared.AttestException;
import picocli.CommandLine;

/** A failed command prints the error code and message, never a stack trace; exit code 2. */
final class OperatorErrors implements CommandLine.IExecutionExceptionHandler {

    @Override
    public int handleExecutionException(Exception exception, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        if (exception instanceof AttestException attest) {
            commandLine.getErr().println("error: " + attest.code().wireName() + ": " + attest.getMessage()
                    + (attest.field() == null ? "" : " (" + attest.field() + ")"));
            return 2;
        }
        commandLine.getErr().println("error: " + exception.getMessage());
        return 1;
    }
}
