package io.attest.plugins.patternsfinancial;

import io.attest.plugins.citationcore.ProvisionFamily;
import io.attest.plugins.citationcore.Scan;
import io.attest.plugins.citationcore.SectionsAndRules;
import java.util.ArrayList;
import java.util.List;

/**
 * The securities provisions of the financial domain: self-regulatory and agency rules
 * ({@code FINRA Rule 2111}, {@code SEC Rule 15c3-1}, {@code MSRB Rule G-17}), rules and sections
 * named after their Act ({@code Exchange Act Rule 10b-5}, {@code Securities Act Section 11},
 * {@code Exchange Act § 10(b)}) and SEC regulations with their items ({@code Regulation S-K},
 * {@code Reg. FD}, {@code Regulation Best Interest}, {@code Regulation S-K Item 303},
 * {@code Item 303 of Regulation S-K}). {@code Section 10(b) of the Exchange Act} stays the shared
 * {@code Section 10(b)}: what follows a provision is not part of it.
 */
public final class SecuritiesRecognizer implements ProvisionFamily {

    private static final List<String> ORGANISATIONS = List.of(
            "FINRA", "SEC", "NASD", "NYSE", "MSRB", "Nasdaq", "NASDAQ", "CBOE", "Cboe", "NFA", "CFTC");
    private static final List<String> ACTS = List.of(
            "Securities Exchange Act", "Exchange Act", "Securities Act", "Investment Company Act", "Investment Advisers Act",
            "Advisers Act", "Trust Indenture Act");
    private static final List<String> ANCHORS;

    static {
        List<String> anchors = new ArrayList<>(ORGANISATIONS);
        anchors.addAll(ACTS);
        anchors.addAll(List.of("Regulation", "Reg", "Item"));
        ANCHORS = List.copyOf(anchors);
    }

    @Override
    public List<String> names() {
        return List.of("financial", "securities");
    }

    @Override
    public List<String> anchors() {
        return ANCHORS;
    }

    @Override
    public int end(String text, int start) {
        return switch (text.charAt(start)) {
            case 'S' -> Math.max(organisationRule(text, start), actProvision(text, start));
            case 'R' -> regulation(text, start);
            case 'F', 'N', 'M', 'C' -> organisationRule(text, start);
            case 'E', 'A', 'T' -> actProvision(text, start);
            case 'I' -> Math.max(item(text, start), actProvision(text, start));
            default -> -1;
        };
    }

    /** {@code FINRA Rule 2111}, {@code SEC Rule 15c3-1}, {@code MSRB Rule G-17}. */
    private static int organisationRule(String text, int i) {
        for (String organisation : ORGANISATIONS) {
            int p = Scan.abbreviation(text, i, organisation, false);
            if (p < 0) {
                continue;
            }
            int q = Scan.spaces1(text, p);
            if (q < 0) {
                return -1;
            }
            boolean plural = Scan.word(text, q, "Rules") > 0;
            int r = Scan.word(text, q, "Rules", "Rule");
            int s = r < 0 ? -1 : Scan.spaces1(text, r);
            if (s < 0) {
                return -1;
            }
            if (Scan.digit(Scan.at(text, s))) {
                return Scan.sectionList(text, s, plural);
            }
            // MSRB Rule G-17
            if (Scan.upper(Scan.at(text, s)) && Scan.dash(Scan.at(text, s + 1)) && Scan.digit(Scan.at(text, s + 2))) {
                return Scan.section(text, s + 2);
            }
            return -1;
        }
        return -1;
    }

    /** {@code Exchange Act Rule 10b-5}, {@code Securities Act Section 11}, {@code Exchange Act § 10(b)}. */
    private static int actProvision(String text, int i) {
        for (String act : ACTS) {
            int p = Scan.abbreviation(text, i, act, false);
            if (p < 0) {
                continue;
            }
            int q = Scan.spaces1(text, p);
            if (q < 0) {
                return -1;
            }
            if (Scan.at(text, q) == '§') {
                return SectionsAndRules.bareSectionEnd(text, q);
            }
            int end = SectionsAndRules.rule(text, q);
            if (end <= q) {
                end = SectionsAndRules.numbered(text, q, "Sections", "Section");
            }
            return end > q ? end : -1;
        }
        return -1;
    }

    /** {@code Regulation S-K}, {@code Reg. FD}, {@code Regulation Best Interest}, with an item that follows: {@code Regulation S-K Item 303}. */
    private static int regulation(String text, int i) {
        int end = regulationEnd(text, i);
        if (end < 0) {
            return -1;
        }
        int p = end;
        if (Scan.at(text, p) == ',') {
            p++;
        }
        int q = Scan.spaces1(text, p);
        int item = q < 0 ? -1 : Scan.word(text, q, "Item");
        int r = item < 0 ? -1 : Scan.spaces1(text, item);
        int e = r < 0 ? -1 : Scan.section(text, r);
        return e > 0 ? e : end;
    }

    private static int regulationEnd(String text, int i) {
        int p = Scan.word(text, i, "Regulation");
        if (p < 0) {
            p = Scan.abbreviation(text, i, "Reg.", false);
        }
        if (p < 0) {
            p = Scan.word(text, i, "Reg");
        }
        int q = p < 0 ? -1 : Scan.spaces1(text, p);
        if (q < 0) {
            return -1;
        }
        int best = Scan.abbreviation(text, q, "Best Interest", false);
        if (best > 0) {
            return best;
        }
        int e = q;
        while (Scan.upper(Scan.at(text, e)) && e - q < 4) {
            e++;
        }
        if (e == q) {
            return -1;
        }
        if (Scan.dash(Scan.at(text, e)) && Scan.upper(Scan.at(text, e + 1))) {
            int f = e + 1;
            while (Scan.upper(Scan.at(text, f)) && f - e <= 3) {
                f++;
            }
            e = f;
        }
        if (Scan.at(text, e) == '+') {
            e++;
        }
        if (!Scan.endsWord(text, e) || Scan.dash(Scan.at(text, e))) {
            return -1;
        }
        return e;
    }

    /** {@code Item 303 of Regulation S-K}. */
    private static int item(String text, int i) {
        int p = Scan.word(text, i, "Item");
        int q = p < 0 ? -1 : Scan.spaces1(text, p);
        int e = q < 0 ? -1 : Scan.section(text, q);
        int r = e < 0 ? -1 : Scan.spaces1(text, e);
        int of = r < 0 ? -1 : Scan.word(text, r, "of");
        int s = of < 0 ? -1 : Scan.spaces1(text, of);
        return s < 0 ? -1 : regulationEnd(text, s);
    }
}
