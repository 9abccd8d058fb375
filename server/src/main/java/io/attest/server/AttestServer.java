package io.attest.server;

import io.attest.server.cli.OperatorCommands;
import io.micronaut.runtime.Micronaut;

/**
 * {@code java -jar attest-server.jar} starts the server; {@code java -jar attest-server.jar
 * account|key ...} runs an operator command against the same database and exits.
 */
public final class AttestServer {

    private AttestServer() {
    }

    public static void main(String[] args) {
        if (OperatorCommands.isCommand(args)) {
            // Before the first logger exists (logback.xml reads these): a command's standard output
            // holds only its answer, so logs go to standard error, warnings and worse unless
            // ATTEST_LOG_LEVEL says otherwise.
            System.setProperty("attest.log.target", "System.err");
            System.setProperty("attest.log.level", "WARN");
        }
        ServerEnvironment.properties(System.getenv()).forEach(System::setProperty);
        if (OperatorCommands.isCommand(args)) {
            System.exit(OperatorCommands.run(args));
        }
        Micronaut.build(args).mainClass(AttestServer.class).banner(false).start();
    }
}
