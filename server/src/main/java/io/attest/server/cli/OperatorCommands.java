package io.attest.server.cli;

import io.attest.application.accounts.AdministerAccounts;
import io.attest.application.accounts.CompromisedKeys;
import io.attest.domain.accounts.PlanLimits;
import io.micronaut.context.ApplicationContext;
import java.io.PrintWriter;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The operator command line on the server jar. Each command starts the application context
 * without the HTTP server (migrations run as at start-up), does one use case and exits.
 */
@Command(name = "attest-server", mixinStandardHelpOptions = true,
        description = "Operator commands; run without arguments to start the server.",
        subcommands = {AccountCommands.class, KeyCommands.class})
public final class OperatorCommands {

    private static final Set<String> COMMANDS = Set.of("account", "key", "help", "--help", "-h");

    public static boolean isCommand(String[] args) {
        return args.length > 0 && COMMANDS.contains(args[0]);
    }

    public static int run(String[] args) {
        return run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true));
    }

    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, Map.of());
    }

    /** Runs one command with its own application context (plus {@code properties}); exit code 0 on success. */
    public static int run(String[] args, PrintWriter out, PrintWriter err, Map<String, Object> properties) {
        try (ApplicationContext context = ApplicationContext.builder().deduceEnvironment(false).properties(properties).start()) {
            CommandLine commandLine = new CommandLine(new OperatorCommands(), new ContextFactory(context));
            commandLine.setOut(out);
            commandLine.setErr(err);
            commandLine.setExecutionExceptionHandler(new OperatorErrors());
            return commandLine.execute(args);
        }
    }

    /** Lets picocli build the command objects with the use cases they need. */
    private record ContextFactory(ApplicationContext context) implements CommandLine.IFactory {
        @Override
        public <K> K create(Class<K> type) throws Exception {
            if (type == AccountCommands.class) {
                return type.cast(new AccountCommands(context.getBean(AdministerAccounts.class), context.getBean(PlanLimits.class)));
            }
            if (type == KeyCommands.class) {
                return type.cast(new KeyCommands(context.getBean(AdministerAccounts.class), context.getBean(CompromisedKeys.class)));
            }
            return CommandLine.defaultFactory().create(type);
        }
    }
}
