package io.attest.benchmarks;

import io.attest.domain.guard.CaseNameNormalizer;
import io.attest.plugin.api.guard.Citation;
import io.attest.domain.guard.CitationCheck;
import io.attest.domain.guard.Flag;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugins.citationcore.CaseNameAbbreviations;
import io.attest.plugins.patternslegal.LegalPatternPack;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The input of one whole citation check, the same for {@link CitationCheckBenchmark} and the HTTP
 * load ({@code load.ConstantRateLoad}): an AI-style legal text of about 10 KB with about 40
 * citations, and 5 sources of about 20 KB each that together contain half of those citations.
 * Deterministic: the same bytes on every run.
 *
 * <p>Text: the distinct paragraphs of {@code dense-citations.txt} in order; every
 * {@value #FULL_EVERY}th paragraph whole, of the others only their citation-free sentences (the
 * proposition before the first cite, the comment after the last), until {@value #TEXT_SIZE}
 * characters. That gives 44 citations in the lawyer's sense — a case name with its parallel
 * reporter cites is one — which the check reports as 77 flags (case name and each reporter cite
 * apart).
 *
 * <p>Sources: those citations (clusters of flags no more than 3 characters apart) in text order;
 * every other one is quoted in a source (the k-th quoted goes to source k mod 5), between
 * paragraphs of legal prose (the paragraphs of {@code dense-citations.txt} not used whole in the
 * text, so the sources hold other citations too) and plain prose ({@code prose-jargon-file.txt})
 * that fills each source to about {@value #SOURCE_SIZE} characters.
 *
 * <p>{@code main(file)} writes the JSON body of {@code POST /v1/guard/verify-references}
 * ({@code text}, {@code sources}, {@code "domain": "legal"}) to {@code file} and prints what it holds
 * and what the check finds in it.
 */
public final class CheckInput {

    static final int TEXT_SIZE = 10_240;
    static final int FULL_EVERY = 4;
    static final int SOURCES = 5;
    static final int SOURCE_SIZE = 20_480;

    public final String text;
    public final List<String> sources;
    /** Citations the pack finds in {@link #text}, and how many of them were quoted in the sources. */
    public final int citations;
    public final int quotedClusters;
    public final int clusters;

    private CheckInput(String text, List<String> sources, int citations, int quotedClusters, int clusters) {
        this.text = text;
        this.sources = sources;
        this.citations = citations;
        this.quotedClusters = quotedClusters;
        this.clusters = clusters;
    }

    public static CheckInput legal() {
        CitationPatternPack pack = new LegalPatternPack();
        List<String> paragraphs = distinctParagraphs(CitationExtractionBenchmark.resource("dense-citations.txt"));

        // Every FULL_EVERY-th paragraph whole (its citations included); of the others only their
        // citation-free sentences (the proposition before the first cite, the comment after the last).
        StringBuilder text = new StringBuilder();
        Set<Integer> usedWhole = new LinkedHashSet<>();
        for (int i = 0; i < paragraphs.size(); i++) {
            String next = i % FULL_EVERY == 0 ? paragraphs.get(i) : withoutCitations(pack, paragraphs.get(i));
            if (next.isEmpty()) {
                continue;
            }
            if (text.length() + next.length() + 2 > TEXT_SIZE) {
                break;
            }
            if (!text.isEmpty()) {
                text.append(i % FULL_EVERY == 0 ? "\n\n" : " ");
            }
            text.append(next);
            if (i % FULL_EVERY == 0) {
                usedWhole.add(i);
            }
        }
        String body = text.toString();
        List<Citation> found = CitationCheck.citations(pack, body);

        // Clusters: citations no more than 3 characters apart ("Roe v. Wade, 410 U.S. 113").
        List<String> clusterTexts = new ArrayList<>();
        int clusterStart = -1;
        int clusterEnd = -1;
        for (Citation c : found) {
            if (clusterStart >= 0 && c.start() - clusterEnd <= 3) {
                clusterEnd = Math.max(clusterEnd, c.end());
                continue;
            }
            if (clusterStart >= 0) {
                clusterTexts.add(body.substring(clusterStart, clusterEnd));
            }
            clusterStart = c.start();
            clusterEnd = c.end();
        }
        if (clusterStart >= 0) {
            clusterTexts.add(body.substring(clusterStart, clusterEnd));
        }
        List<String> quoted = new ArrayList<>();
        for (int i = 0; i < clusterTexts.size(); i += 2) {
            quoted.add(clusterTexts.get(i));
        }

        List<String> legalProse = new ArrayList<>();
        for (int i = 0; i < paragraphs.size(); i++) {
            if (!usedWhole.contains(i)) {
                legalProse.add(paragraphs.get(i));
            }
        }
        List<String> plainProse = distinctParagraphs(CitationExtractionBenchmark.resource("prose-jargon-file.txt"));
        List<String> sources = new ArrayList<>(SOURCES);
        int plainAt = 0;
        for (int s = 0; s < SOURCES; s++) {
            StringBuilder source = new StringBuilder(SOURCE_SIZE + 2_000);
            int legalAt = s;
            int quoteAt = s;
            int paragraph = 0;
            while (source.length() < SOURCE_SIZE) {
                String next;
                boolean legalTurn = paragraph++ % 3 == 2; // every third paragraph legal prose, while there is some
                if (quoteAt < quoted.size() && source.length() >= (quoteAt / SOURCES + 1) * 3_000) {
                    next = "The court relied on " + quoted.get(quoteAt) + ", and the parties do not dispute it.";
                    quoteAt += SOURCES;
                } else if (legalTurn && legalAt < legalProse.size()) {
                    next = legalProse.get(legalAt);
                    legalAt += SOURCES;
                } else {
                    next = plainProse.get(plainAt++ % plainProse.size());
                    int room = SOURCE_SIZE - source.length() - 2;
                    if (next.length() > room) { // the last paragraph: plain prose cut at a space to fill the size
                        int cut = next.lastIndexOf(' ', Math.max(room, 1));
                        next = next.substring(0, Math.max(cut, Math.min(room, next.length())));
                    }
                }
                if (!source.isEmpty()) {
                    source.append("\n\n");
                }
                source.append(next);
                if (source.length() >= SOURCE_SIZE - 200) {
                    break;
                }
            }
            while (quoteAt < quoted.size()) { // never cut a quoted citation off
                source.append("\n\nSee also ").append(quoted.get(quoteAt)).append('.');
                quoteAt += SOURCES;
            }
            sources.add(source.toString());
        }
        return new CheckInput(body, List.copyOf(sources), found.size(), quoted.size(), clusterTexts.size());
    }

    /**
     * A larger request of the same shape: the text {@code textCopies} times and each source
     * {@code sourceCopies} times, separated by blank lines ({@code scaled(100, 50)}: about 1 MB of
     * text and 5 sources of about 1 MB).
     */
    public CheckInput scaled(int textCopies, int sourceCopies) {
        List<String> bigger = sources.stream().map(s -> (s + "\n\n").repeat(sourceCopies)).toList();
        return new CheckInput((text + "\n\n").repeat(textCopies), bigger, citations * textCopies,
                quotedClusters * textCopies, clusters * textCopies);
    }

    /** The JSON body of {@code POST /v1/guard/verify-references}. */
    public String json() {
        StringBuilder b = new StringBuilder(text.length() + SOURCES * SOURCE_SIZE + 1_000);
        b.append("{\"text\":");
        quote(text, b);
        b.append(",\"sources\":[");
        for (int i = 0; i < sources.size(); i++) {
            if (i > 0) {
                b.append(',');
            }
            quote(sources.get(i), b);
        }
        return b.append("],\"domain\":\"legal\"}").toString();
    }

    /**
     * The sentences of {@code paragraph} before its first and after its last citation, when they
     * hold no citation themselves; empty when there are none.
     */
    static String withoutCitations(CitationPatternPack pack, String paragraph) {
        List<Citation> cites = CitationCheck.citations(pack, paragraph);
        if (cites.isEmpty()) {
            return paragraph;
        }
        String before = paragraph.substring(0, cites.get(0).start());
        int dot = before.lastIndexOf(". ");
        String lead = dot < 0 ? "" : before.substring(0, dot + 1);
        int after = paragraph.indexOf(". ", cites.get(cites.size() - 1).end());
        String tail = after >= 0 && after + 2 < paragraph.length() && Character.isUpperCase(paragraph.charAt(after + 2))
                ? paragraph.substring(after + 2) : "";
        if (tail.indexOf(')') >= 0 || !CitationCheck.citations(pack, tail).isEmpty()) {
            tail = ""; // the rest of a court parenthetical, or more citations
        }
        if (!CitationCheck.citations(pack, lead).isEmpty()) {
            lead = "";
        }
        return (lead + " " + tail).strip();
    }

    private static List<String> distinctParagraphs(String resource) {
        Set<String> paragraphs = new LinkedHashSet<>();
        for (String p : resource.split("\n\\s*\n")) {
            String trimmed = p.strip();
            if (!trimmed.isEmpty()) {
                paragraphs.add(trimmed);
            }
        }
        return List.copyOf(paragraphs);
    }

    private static void quote(String s, StringBuilder b) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        b.append('"');
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1 && args.length != 3) {
            System.err.println("usage: CheckInput BODY.json [TEXT_COPIES SOURCE_COPIES]   (writes the verify-references body;"
                    + " 100 50 gives the 1 MB check of LargeCheckBenchmark)");
            System.exit(2);
        }
        CheckInput input = args.length == 3 ? legal().scaled(Integer.parseInt(args[1]), Integer.parseInt(args[2])) : legal();
        byte[] json = input.json().getBytes(StandardCharsets.UTF_8);
        Files.write(Path.of(args[0]), json);
        List<Integer> sizes = input.sources.stream().map(String::length).toList();
        System.out.printf("wrote %s: %,d bytes; text %,d chars, %d flags in %d citations, %d citations quoted in"
                        + " %d sources of %s chars%n",
                args[0], json.length, input.text.length(), input.citations, input.clusters, input.quotedClusters,
                input.sources.size(), sizes);
        CitationCheck.Outcome outcome = new CitationCheck(new CaseNameNormalizer(CaseNameAbbreviations.table()))
                .check(input.text, input.sources, new LegalPatternPack(), false);
        Map<FlagType, long[]> byType = new EnumMap<>(FlagType.class);
        for (Flag flag : outcome.flags()) {
            long[] counts = byType.computeIfAbsent(flag.type(), t -> new long[2]);
            counts[0]++;
            counts[1] += flag.inSources() ? 1 : 0;
        }
        StringBuilder types = new StringBuilder();
        byType.forEach((type, counts) -> types.append(' ').append(type.wireName()).append(' ')
                .append(counts[1]).append('/').append(counts[0]));
        System.out.printf("check (strict: false): %d flags, %d in sources (%s), risk score %s%n",
                outcome.flags().size(), outcome.flags().stream().filter(Flag::inSources).count(),
                types.toString().strip(), outcome.riskScore());
    }
}
