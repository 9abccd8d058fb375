package io.attest.plugin.api.guard;

import java.util.ArrayList;
import java.util.List;

/**
 * Gives a bare short form its body from the citation before it: {@code § 1367(a)} after
 * {@code 28 U.S.C. § 1331} is {@code 28 U.S.C. § 1367(a)}; {@code Rule 56} after
 * {@code Fed. R. Civ. P. 12(b)(6)} is a Federal Rule of Civil Procedure. The antecedent is the
 * nearest earlier citation in the same document whose authority is cited by section (a statute,
 * regulation, constitution, session law, uniform law or restatement) or, for {@code Rule n}, by
 * rule. A short form with no antecedent stays a bare section: it has no key, and is compared by its
 * number with the sections the sources cite ({@code Section 1983} is {@code § 1983}), besides the
 * literal rule.
 */
public final class ShortForms {

    /** The {@code body} of a short-form key: a section sign or section word, or the word Rule. */
    public static final String SECTION = "section";
    public static final String RULE = "rule";

    private ShortForms() {
    }

    /**
     * The last short form completed: recognisers share one authority list between repeats of the
     * same characters, so a list of {@code § 1}s under one antecedent costs one key, not one each.
     */
    private record Completion(List<Authority> shortForm, Authority antecedent, Citation completed) {
    }

    /** {@code citations} in text order, short forms resolved where an antecedent exists. */
    public static List<Citation> resolve(List<Citation> citations) {
        List<Citation> out = null;
        Authority lastSection = null;
        Authority lastRule = null;
        Completion repeated = new Completion(null, null, null);
        for (int i = 0; i < citations.size(); i++) {
            Citation citation = citations.get(i);
            List<Authority> authorities = citation.authorities();
            if (authorities.isEmpty()) {
                continue;
            }
            Authority first = authorities.get(0);
            if (!first.isShortForm()) {
                switch (first.key().kind()) {
                    case COURT_RULE -> lastRule = first;
                    case REPORTER, OTHER, SHORT_FORM -> {
                        // not an antecedent of a bare section
                    }
                    default -> lastSection = first;
                }
                continue;
            }
            Authority antecedent = RULE.equals(first.key().body()) ? lastRule : lastSection;
            if (antecedent == null) {
                continue; // stays a bare section: compared by its number (SourceAuthorities.coversBare)
            }
            Citation completed;
            if (authorities == repeated.shortForm && antecedent == repeated.antecedent) {
                // the same short form under the same antecedent again: share its key and name
                completed = new Citation(citation.type(), citation.start(), citation.end(), repeated.completed.normalized(),
                        citation.outOfRange(), repeated.completed.authorities());
            } else {
                List<Authority> resolved = new ArrayList<>(authorities.size());
                for (Authority member : authorities) {
                    resolved.add(member.under(antecedent));
                }
                completed = citation.withAuthorities(resolved);
                repeated = new Completion(authorities, antecedent, completed);
            }
            if (out == null) {
                out = new ArrayList<>(citations);
            }
            out.set(i, completed);
        }
        return out == null ? citations : out;
    }
}
