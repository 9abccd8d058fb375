package io.attest.plugins.citationcore;

import io.attest.plugin.api.guard.AuthorityKey;
import io.attest.plugin.api.guard.FlagType;
import java.util.List;
import java.util.Map;

/**
 * One authority's citation forms, read from a template file (see {@link TemplateCatalog}): its
 * kind, jurisdiction and flag type, how the key's body and volume and the canonical name and link
 * are made from what a form captured, the tokens and lookups the forms use, and the forms
 * themselves, each with the element a search starts at.
 */
record CitationTemplate(
        String id,
        AuthorityKey.Kind kind,
        String jurisdiction,
        FlagType type,
        String body,
        String volume,
        String name,
        String url,
        List<TokenSpec> tokens,
        List<Lookup> lookups,
        List<Form> forms,
        List<String> triggers) {

    /**
     * {@code triggers}: words around which the scan looks for this template's names although no
     * number is near ({@code Section} for {@code Section IV.B} of a policy); most templates need none.
     */

    /** A token the forms capture; {@code pin} is how a token that belongs to the pin is shown ({@code ", cl. {}"}), or null. */
    record TokenSpec(String name, TokenType type, String pin) {
    }

    /** A word list whose entries are part of the key: {@code id} in the key, {@code name} in the canonical name, {@code url} in the link. */
    record Lookup(String name, List<Entry> entries) {
        record Entry(String id, String name, String url, List<String> forms) {
        }
    }

    /** A parsed form and the index of its anchor element. */
    record Form(String written, List<FormElement> elements, int anchor) {
    }

    int tokenSlot(String tokenName) {
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).name().equals(tokenName)) {
                return i;
            }
        }
        return -1;
    }

    static Map<String, AuthorityKey.Kind> kinds() {
        return Map.of("statute", AuthorityKey.Kind.STATUTE, "constitution", AuthorityKey.Kind.CONSTITUTION,
                "regulation", AuthorityKey.Kind.REGULATION, "court_rule", AuthorityKey.Kind.COURT_RULE,
                "session_law", AuthorityKey.Kind.SESSION_LAW, "uniform_law", AuthorityKey.Kind.UNIFORM_LAW,
                "restatement", AuthorityKey.Kind.RESTATEMENT, "other", AuthorityKey.Kind.OTHER);
    }
}
