package io.attest.server.cli;

import io.attest.application.accounts.AdministerAccounts;
import io.attest.application.accounts.CompromisedKeys;
import io.attest.application.accounts.CreatedApiKey;
import io.attest.domain.accounts.ApiKey;
import io.attest.domain.accounts.Scope;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "key", description = "Create, revoke and mark API keys compromised.", mixinStandardHelpOptions = true)
final class KeyCommands {

    private final AdministerAccounts administer;
    private final CompromisedKeys compromised;

    @Spec
    CommandSpec spec;

    KeyCommands(AdministerAccounts administer, CompromisedKeys compromised) {
        this.administer = administer;
        this.compromised = compromised;
    }

    @Command(name = "create", description = "Create a key for an account; the secret is printed once.")
    int create(@Option(names = "--email", required = true) String email,
               @Option(names = "--name", required = true) String name,
               @Option(names = "--scopes", split = ",", description = "comma-separated; default all: guard,deal,voice,calculator,meetings,webhooks")
               List<String> scopes) {
        CreatedApiKey created = administer.createKey(email, name, scopes);
        spec.commandLine().getOut().printf("id: %s%nscopes: %s%nsecret: %s%n",
                created.key().id(), created.key().scopes().stream().map(Scope::id).sorted().toList(), created.secret().reveal());
        spec.commandLine().getErr().println("(the secret is shown once: store it now)");
        return 0;
    }

    @Command(name = "revoke", description = "Revoke a key of any account (reason: operator).")
    int revoke(@Option(names = "--id", required = true) String id) {
        ApiKey key = administer.revokeKey(id);
        spec.commandLine().getOut().printf("revoked: %s (%s)%n", key.id(), key.hint());
        return 0;
    }

    @Command(name = "compromised", description = "Revoke a key as compromised and emit key.compromised.")
    int compromised(@Option(names = "--id", required = true) String id,
                    @Option(names = "--source", defaultValue = "operator") String source,
                    @Option(names = "--url") String url) {
        ApiKey key = compromised.markCompromised(id, source, url);
        spec.commandLine().getOut().printf("compromised: %s (%s)%n", key.id(), key.hint());
        return 0;
    }
}
