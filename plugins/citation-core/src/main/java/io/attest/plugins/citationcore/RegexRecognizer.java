package io.attest.plugins.citationcore;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import java.util.List;

/**
 * A customer's pattern from a declarative pack, compiled with RE2/J: linear-time matching, and
 * the constructs that can backtrack (back-references, look-around) are refused at load.
 */
public final class RegexRecognizer implements Recognizer {

    private final FlagType type;
    private final Pattern pattern;

    public RegexRecognizer(FlagType type, String regex) {
        this.type = type;
        this.pattern = Pattern.compile(regex);
    }

    @Override
    public void find(String text, List<Citation> out) {
        Matcher matcher = pattern.matcher(text);
        int from = 0;
        while (from <= text.length() && matcher.find(from)) {
            if (matcher.end() > matcher.start()) {
                out.add(Citation.of(type, matcher.start(), matcher.end(), text));
                from = matcher.end();
            } else {
                from = matcher.end() + 1;
            }
        }
    }

    /** Whether the whole of {@code example} is one match; used to check a pack's examples at load. */
    public boolean matchesExactly(String example) {
        return pattern.matches(example);
    }
}
