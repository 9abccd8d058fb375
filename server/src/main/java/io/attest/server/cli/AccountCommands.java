package io.attest.server.cli;

import io.attest.application.accounts.AdministerAccounts;
import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.Plan;
import io.attest.domain.accounts.PlanLimits;
import io.attest.domain.shared.Base62;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "account", description = "Create accounts and set their plan.", mixinStandardHelpOptions = true)
final class AccountCommands {

    private final AdministerAccounts administer;
    private final PlanLimits limits;

    @Spec
    CommandSpec spec;

    AccountCommands(AdministerAccounts administer, PlanLimits limits) {
        this.administer = administer;
        this.limits = limits;
    }

    @Command(name = "create", description = "Create an account. Without --password-stdin a password is generated and printed once.")
    int create(@Option(names = "--email", required = true) String email,
               @Option(names = "--plan", defaultValue = "free", description = "free, entry or higher") String plan,
               @Option(names = "--password-stdin", description = "read the password from the first line of standard input") boolean passwordStdin)
            throws IOException {
        String password = passwordStdin ? readLine() : Base62.random(24);
        Account account = administer.createAccount(email, password, plan(plan));
        var out = spec.commandLine().getOut();
        out.printf("account_id: %s%nemail: %s%nplan: %s%nmonthly_limit: %s%n", account.id(), account.email(), account.plan().id(),
                monthlyLimit(account.plan()));
        if (!passwordStdin) {
            out.printf("password: %s%n", password);
            spec.commandLine().getErr().println("(the password is shown once: hand it to the account's owner)");
        }
        return 0;
    }

    @Command(name = "set-plan", description = "Move an account to another plan.")
    int setPlan(@Option(names = "--email", required = true) String email,
                @Option(names = "--plan", required = true, description = "free, entry or higher") String plan) {
        Account account = administer.setPlan(email, plan(plan));
        spec.commandLine().getOut().printf("account_id: %s%nplan: %s%nmonthly_limit: %s%n", account.id(), account.plan().id(),
                monthlyLimit(account.plan()));
        return 0;
    }

    /**
     * The plan's monthly calls, or {@code unlimited}: the setting writes an unlimited plan as 0 and
     * the API as {@code limit: null}; here it is spelled out (README, "Plans and quota").
     */
    private String monthlyLimit(Plan plan) {
        OptionalLong limit = limits.monthlyLimit(plan);
        return limit.isPresent() ? Long.toString(limit.getAsLong()) : "unlimited";
    }

    static Plan plan(String id) {
        return Plan.fromId(id).orElseThrow(() -> io.attest.domain.shared.AttestException.invalidRequest("plan",
                "unknown plan '" + id + "'; one of free, entry, higher"));
    }

    private static String readLine() throws IOException {
        String line = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        return line == null ? "" : line;
    }
}
