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
 * they are made of, which a declarative pack may also name one by one. {@link #CODES} and
 * {@link #COURT_RULES} are in every bundle: a cite that carries its code or rule-book name is
 * unambiguous, and without them its flag would shrink to the bare {@code § n} inside it.
 */
public enum ProvisionFamily {

    /** Legal: state codes and court rules ({@link #CODES}, {@link #COURT_RULES}). */
    LEGAL,
    /** Financial: SEC/FINRA rules, Act sections, SEC regulations ({@link #SECURITIES}), plus codes and court rules. */
    FINANCIAL,
    /** Insurance: insurance (and other state) codes, policy provisions ({@link #POLICY}), plus court rules. */
    INSURANCE,
    /** Healthcare: Medicare parts and CMS forms ({@link #MEDICARE_CMS}), plus codes and court rules. */
    HEALTHCARE,

    /**
     * Statute, regulation and constitution cites with their code name: state and territory codes
     * of laws.json ({@code Cal. Ins. Code § 790.03(h)}, {@code Mass. Gen. Laws ch. 93A, § 9},
     * {@code 28 Tex. Admin. Code § 21.203}, {@code Tex. R. Civ. P. 91a}), {@code 215 ILCS 5/155},
     * {@code 42 Pa.C.S. § 8371}, {@code 11 NYCRR 216.6}, {@code CPLR 3211(a)(7)},
     * {@code G.L. c. 93A, § 9}, {@code U.C.C. § 2-207}, {@code I.R.C. § 501(c)(3)},
     * {@code Treas. Reg. § 1.409A-1}, {@code U.S. Const. art. I, § 8, cl. 3},
     * {@code Restatement (Second) of Torts § 402A}, {@code Pub. L. No. 111-148, § 1501}.
     */
    CODES,
    /**
     * Federal court rules: {@code Fed. R. Civ. P. 12(b)(6)}, {@code Fed. R. Evid. 702},
     * {@code Federal Rule of Civil Procedure 56(a)}, {@code FRCP 12(b)(6)}, {@code Sup. Ct. R. 10}.
     * (State court rules such as {@code Cal. R. Ct. 8.1115} come with {@link #CODES}.)
     */
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
                case LEGAL -> out.addAll(EnumSet.of(CODES, COURT_RULES));
                case FINANCIAL -> out.addAll(EnumSet.of(SECURITIES, CODES, COURT_RULES));
                case INSURANCE -> out.addAll(EnumSet.of(POLICY, CODES, COURT_RULES));
                case HEALTHCARE -> out.addAll(EnumSet.of(MEDICARE_CMS, CODES, COURT_RULES));
                default -> out.add(family);
            }
        }
        return out;
    }
}
