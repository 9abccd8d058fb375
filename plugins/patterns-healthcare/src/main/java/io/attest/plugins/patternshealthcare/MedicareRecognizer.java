package io.attest.plugins.patternshealthcare;

import io.attest.plugins.citationcore.ProvisionFamily;
import io.attest.plugins.citationcore.Scan;
import java.util.List;

/**
 * Medicare parts and CMS forms: {@code Part A} to {@code Part D}, {@code CMS-1500},
 * {@code CMS-855I}, {@code CMS-R-131}, and the institutional claim form {@code UB-04}
 * ({@code UB-92}). A CMS docket number ({@code CMS-2019-0039}) is not a form.
 */
public final class MedicareRecognizer implements ProvisionFamily {

    private static final List<String> ANCHORS = List.of("Part", "CMS", "UB");
    private static final List<String> UNIFORM_BILLS = List.of("UB-04", "UB-92");

    @Override
    public List<String> names() {
        return List.of("healthcare", "medicare_cms");
    }

    @Override
    public List<String> anchors() {
        return ANCHORS;
    }

    @Override
    public int end(String text, int start) {
        return switch (text.charAt(start)) {
            case 'P' -> Scan.lettered(text, start, "Part", 'D');
            case 'C' -> cmsForm(text, start);
            case 'U' -> uniformBill(text, start);
            default -> -1;
        };
    }

    /** {@code CMS-1500}, {@code CMS-855I}, {@code CMS-R-131}. */
    private static int cmsForm(String text, int i) {
        if (!Scan.has(text, i, "CMS") || !Scan.dash(Scan.at(text, i + 3))) {
            return -1;
        }
        int p = i + 4;
        if (Scan.at(text, p) == 'R' && Scan.dash(Scan.at(text, p + 1))) {
            p += 2;
        }
        int q = p;
        while (Scan.digit(Scan.at(text, q)) && q - p < 5) {
            q++;
        }
        if (q - p < 2) {
            return -1;
        }
        int letters = 0;
        while (Scan.upper(Scan.at(text, q)) && letters < 2) {
            q++;
            letters++;
        }
        // CMS-2019-0039 is a docket number, not a form
        if (!Scan.endsWord(text, q) || (Scan.dash(Scan.at(text, q)) && Scan.asciiAlnum(Scan.at(text, q + 1)))) {
            return -1;
        }
        return q;
    }

    /** {@code UB-04}, {@code UB-92}. */
    private static int uniformBill(String text, int i) {
        for (String form : UNIFORM_BILLS) {
            if (Scan.has(text, i, form) && Scan.endsWord(text, i + form.length())) {
                return i + form.length();
            }
        }
        return -1;
    }
}
