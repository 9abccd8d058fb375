package io.attest.plugins.citationcore;

import java.util.Collection;
import java.util.EnumSet;
import java.util.Set;

/**
 * The provision families a pattern pack switches on in {@link ProvisionRecognizer}, on top of the
 * shared forms every domain reports (bare {@code §}/{@code §§} sections, capitalised
 * {@code Section n} and {@code Rule n}).
 *
 * <p>The first four values are the domain bundles the built-in packs use (a declarative pack names
 * them in lower case: {@code "families": ["insurance"]}); the others are the building blocks
 * they are made of, which a declarative pack may also name one by one. Statutes, constitutions,
 * administrative codes and court rules are not families any more: every pack reads them from the
 * legal pack's citation templates, each resolved to its authority. {@link #CODES} and
 * {@link #COURT_RULES} are kept as names a declarative pack may still list; they add nothing.
 */
public enum ProvisionFamily {

    /** Legal: nothing beyond the shared forms and the templates. */
    LEGAL,
    /** Financial: SEC/FINRA rules, Act sections, SEC regulations ({@link #SECURITIES}). */
    FINANCIAL,
    /** Insurance: policy provisions ({@link #POLICY}). */
    INSURANCE,
    /** Healthcare: Medicare parts and CMS forms ({@link #MEDICARE_CMS}). */
    HEALTHCARE,

    /** Formerly the hand-written state codes; now the citation templates (kept as a name declarative packs may list). */
    CODES,
    /** Formerly the hand-written federal court rules; now the citation templates (kept as a name). */
    COURT_RULES,
    /**
     * Securities: {@code FINRA Rule 2111}, {@code SEC Rule 15c3-1}, {@code MSRB Rule G-17},
     * {@code Exchange Act Rule 10b-5}, {@code Securities Act Section 11},
     * {@code Regulation S-K}, {@code Regulation S-K Item 303}, {@code Item 303 of Regulation S-K}.
     */
    SECURITIES,
    /** Insurance policy parts: {@code Section IV.B.2}, {@code Exclusion (c)}, {@code Coverage A}, {@code Part D} (parts A to F). */
    POLICY,
    /** Medicare parts and CMS forms: {@code Part B} (parts A to D), {@code CMS-1500}, {@code CMS-855I}, {@code CMS-R-131}, {@code UB-04}. */
    MEDICARE_CMS;

    /** The building blocks a set of families stands for, bundles expanded. */
    public static Set<ProvisionFamily> expand(Collection<ProvisionFamily> families) {
        EnumSet<ProvisionFamily> out = EnumSet.noneOf(ProvisionFamily.class);
        for (ProvisionFamily family : families) {
            switch (family) {
                case LEGAL, CODES, COURT_RULES -> {
                    // served by the citation templates, which every pack reads
                }
                case FINANCIAL -> out.add(SECURITIES);
                case INSURANCE -> out.add(POLICY);
                case HEALTHCARE -> out.add(MEDICARE_CMS);
                default -> out.add(family);
            }
        }
        return out;
    }
}
