package io.attest.domain.guard;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugin.api.guard.ShortForms;
import io.attest.plugin.api.guard.WantedAuthorities;

import io.attest.plugin.api.guard.CitationPatternPack;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The citation check of spec 4.1: find the citations with a domain's pack, cross-walk them
 * against the sources, mark the unverified ones and score the risk.
 */
public final class CitationCheck {

    private final CaseNameNormalizer normalizer;

    public CitationCheck(CaseNameNormalizer normalizer) {
        this.normalizer = normalizer;
    }

    public record Outcome(String flaggedText, List<Flag> flags, double riskScore) {
    }

    /**
     * The citations {@code pack} finds in {@code text}, overlaps resolved, in text order. Markers
     * from an earlier check are blanked (same length, so offsets stay valid) before recognising:
     * the output of a check, fed back in, must be read as the original was.
     */
    public static List<Citation> citations(CitationPatternPack pack, String text) {
        String readable = FlaggedText.withoutMarkers(text);
        return ShortForms.resolve(CitationSelection.choose(pack.find(readable), readable));
    }

    /** The citations of a source that can have a key the text cites, overlaps resolved, short forms completed. */
    static List<Citation> authorities(CitationPatternPack pack, String source, WantedAuthorities wanted) {
        String readable = FlaggedText.withoutMarkers(source);
        return ShortForms.resolve(CitationSelection.choose(pack.findAuthorities(readable, wanted)));
    }

    /**
     * The cross-walk: a citation with a key is in the sources when a source cites the same key
     * (the same pack reads every source once); one without a key (a case name, a bare section
     * with no antecedent, a customer's own pattern) falls back to the literal rule and, unless
     * {@code strict}, the case-name heuristics.
     */
    public Outcome check(String text, List<String> sources, CitationPatternPack pack, boolean strict) {
        return check(text, sources, pack, strict, MarkerPosition.SPAN);
    }

    /** As {@link #check(String, List, CitationPatternPack, boolean)}, with the markers at {@code position}. */
    public Outcome check(String text, List<String> sources, CitationPatternPack pack, boolean strict, MarkerPosition position) {
        List<Citation> citations = citations(pack, text);
        boolean[] inSources = new boolean[citations.size()];
        WantedAuthorities wanted = WantedAuthorities.of(citations, strict);
        if (!wanted.scopes().isEmpty() && crossWalk(pack, sources, wanted, citations, inSources, strict)) {
            // a source citation that settled an authority lost to an overlapping one: read every wanted number
            crossWalk(pack, sources, wanted.withoutSettling(), citations, inSources, strict);
        }
        List<String> raws = new ArrayList<>(citations.size());
        for (Citation citation : citations) {
            raws.add(raw(text, citation));
        }
        // without a key and not settled by the cross-walk (bare sections): the literal rule decides
        int[] literal = IntStream.range(0, citations.size())
                .filter(i -> !inSources[i] && !citations.get(i).keyed())
                .toArray();
        if (literal.length > 0) {
            checkLiterally(citations, raws, literal, inSources, SourceIndex.of(sources), strict);
        }
        List<Flag> flags = new ArrayList<>(citations.size());
        for (int i = 0; i < citations.size(); i++) {
            Citation c = citations.get(i);
            String url = c.authorities().size() == 1 && c.keyed() ? c.authorities().get(0).url() : null;
            flags.add(new Flag(c.type(), c.start(), c.end(), raws.get(i), inSources[i], c.normalized(),
                    reason(citations, inSources, i), url));
        }
        return new Outcome(FlaggedText.mark(text, flags, position), List.copyOf(flags), RiskScore.of(flags));
    }

    /**
     * Sets {@code inSources} of the keyed citations and bare sections by what the sources cite;
     * true when one of them is not covered although a citation found while reading settled it
     * ({@link WantedAuthorities#settledFor}).
     */
    private static boolean crossWalk(CitationPatternPack pack, List<String> sources, WantedAuthorities wanted,
            List<Citation> citations, boolean[] inSources, boolean strict) {
        SourceAuthorities cited = new SourceAuthorities();
        for (String source : sources) {
            cited.addAll(authorities(pack, source, wanted));
        }
        boolean readAgain = false;
        for (int i = 0; i < citations.size(); i++) {
            Citation citation = citations.get(i);
            inSources[i] = citation.keyed() ? cited.covers(citation, strict) : cited.coversBare(citation, strict);
            readAgain |= !inSources[i] && wanted.settledFor(citation);
        }
        return readAgain;
    }

    private void checkLiterally(List<Citation> citations, List<String> raws, int[] literal, boolean[] inSources,
            SourceIndex index, boolean strict) {
        List<String> texts = new ArrayList<>(literal.length);
        for (int i : literal) {
            texts.add(raws.get(i));
        }
        boolean[] found = index.containsLiterally(texts, strict);
        for (int k = 0; k < found.length; k++) {
            inSources[literal[k]] = found[k];
        }
        if (!strict) {
            passCaseNamesByHeuristics(citations, raws, inSources, index);
        }
    }

    private void passCaseNamesByHeuristics(List<Citation> citations, List<String> raws, boolean[] inSources, SourceIndex index) {
        List<Integer> positions = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < citations.size(); i++) {
            if (!inSources[i] && citations.get(i).type() == FlagType.CASE_CITATION) {
                positions.add(i);
                names.add(raws.get(i));
            }
        }
        if (names.isEmpty()) {
            return;
        }
        boolean[] found = index.containsNormalized(names, normalizer);
        for (int k = 0; k < found.length; k++) {
            if (found[k]) {
                inSources[positions.get(k)] = true;
            }
        }
    }

    /**
     * The characters of {@code citation}; its name itself when that is how it is written, so that a text
     * repeating one citation (whose name recognisers share) holds one string for it, not one per repeat.
     */
    private static String raw(String text, Citation citation) {
        String name = citation.normalized();
        return name != null && name.length() == citation.length() && text.regionMatches(citation.start(), name, 0, name.length())
                ? name : citation.raw(text);
    }

    private static Flag.Reason reason(List<Citation> citations, boolean[] inSources, int i) {
        Citation citation = citations.get(i);
        if (citation.outOfRange()) {
            return Flag.Reason.REPORTER_OUT_OF_RANGE;
        }
        if (inSources[i]) {
            return null;
        }
        boolean nextIsVerifiedReporter = citation.type() == FlagType.CASE_CITATION && i + 1 < citations.size()
                && citations.get(i + 1).type() == FlagType.REPORTER && inSources[i + 1]
                && citations.get(i + 1).start() - citation.end() <= 3;
        return nextIsVerifiedReporter ? Flag.Reason.NAME_MISMATCH : Flag.Reason.NOT_IN_SOURCES;
    }
}
