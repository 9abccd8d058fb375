package io.attest.plugins.patternsinsurance;

import io.attest.plugins.citationcore.ProvisionFamily;
import io.attest.plugins.citationcore.Scan;
import java.util.List;

/**
 * The provisions of an insurance policy: sections numbered with Roman numerals
 * ({@code Section IV.B.2}, {@code Section II}), exclusions ({@code Exclusion (c)},
 * {@code Exclusion j(5)}, {@code Exclusion 2.b}, {@code Exclusion B}), coverages ({@code Coverage A},
 * {@code Coverage B(1)}) and parts {@code Part A} to {@code Part F}. (The insurance pack's policy
 * template gives {@code Section II.B.3} its key; this family finds the other forms.)
 */
public final class PolicyRecognizer implements ProvisionFamily {

    private static final String[] SECTION_WORDS = {"Sections", "Section", "Secs.", "Sec."};
    private static final List<String> ANCHORS = List.of("Section", "Sec.", "Exclusion", "Coverage", "Part");

    @Override
    public List<String> names() {
        return List.of("insurance", "policy");
    }

    @Override
    public List<String> anchors() {
        return ANCHORS;
    }

    @Override
    public int end(String text, int start) {
        return switch (text.charAt(start)) {
            case 'S' -> romanSection(text, start);
            case 'E' -> exclusion(text, start);
            case 'C' -> coverage(text, start);
            case 'P' -> Scan.lettered(text, start, "Part", 'F');
            default -> -1;
        };
    }

    /** {@code Section IV.B.2}, {@code Sec. II}: one section (not a list) numbered with a Roman numeral. */
    private static int romanSection(String text, int i) {
        for (String word : SECTION_WORDS) {
            if (!Scan.has(text, i, word)) {
                continue;
            }
            int q = word.endsWith(".") ? Scan.spaces(text, i + word.length()) : Scan.spaces1(text, i + word.length());
            boolean plural = word.charAt(word.length() - 2) == 's' || word.endsWith("s");
            return q < 0 || plural ? -1 : romanChain(text, q);
        }
        return -1;
    }

    /** {@code IV}, {@code IV.B.2}, {@code II(A)}: a Roman numeral and what is attached to it. */
    private static int romanChain(String text, int i) {
        int p = romanNumeral(text, i);
        return p < 0 ? -1 : designatorTail(text, p);
    }

    /** One to seven of {@code IVXLC}, ending a word or followed by {@code .x} or {@code (x)}. */
    private static int romanNumeral(String text, int i) {
        int p = i;
        while (p - i < 7 && "IVXLC".indexOf(Scan.at(text, p)) >= 0) {
            p++;
        }
        if (p == i || Scan.asciiAlnum(Scan.at(text, p)) || Scan.wordChar(Scan.at(text, p))) {
            return -1;
        }
        return p;
    }

    /** Attached subsections and dotted parts after a designator: {@code .B.2}, {@code (5)}, {@code .b.(1)}. */
    private static int designatorTail(String text, int i) {
        int p = Scan.subsections(text, i);
        while (Scan.at(text, p) == '.' && Scan.asciiAlnum(Scan.at(text, p + 1))) {
            int q = p + 1;
            while (Scan.asciiAlnum(Scan.at(text, q)) && q - p <= 3) {
                q++;
            }
            if (Scan.wordChar(Scan.at(text, q))) {
                break;
            }
            p = Scan.subsections(text, q);
        }
        return p;
    }

    /** {@code Exclusion (c)}, {@code Exclusion j(5)}, {@code Exclusion 2.b}, {@code Exclusion B}. */
    private static int exclusion(String text, int i) {
        int p = Scan.word(text, i, "Exclusions");
        if (p < 0) {
            p = Scan.word(text, i, "Exclusion");
        }
        int q = p < 0 ? -1 : Scan.spaces1(text, p);
        if (q < 0) {
            return -1;
        }
        char c = Scan.at(text, q);
        if (c == '(') {
            int e = Scan.subsections(text, q);
            return e > q ? designatorTail(text, e) : -1;
        }
        if (Scan.asciiLetter(c)) {
            char next = Scan.at(text, q + 1);
            if (Scan.wordChar(next) || (c == 'a' && Scan.space(next))) {
                return -1;
            }
            return designatorTail(text, q + 1);
        }
        if (Scan.digit(c)) {
            int e = Scan.section(text, q);
            return e < 0 ? -1 : designatorTail(text, e);
        }
        return -1;
    }

    /** {@code Coverage A}, {@code Coverage B(1)}. */
    private static int coverage(String text, int i) {
        int p = Scan.word(text, i, "Coverage");
        int q = p < 0 ? -1 : Scan.spaces1(text, p);
        if (q < 0 || !Scan.upper(Scan.at(text, q)) || Scan.wordChar(Scan.at(text, q + 1))) {
            return -1;
        }
        return Scan.subsections(text, q + 1);
    }
}
