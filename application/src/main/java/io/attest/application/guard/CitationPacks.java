package io.attest.application.guard;

import io.attest.domain.guard.CitationCheck;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The installed pattern packs by {@code domain}. Omitted means {@code legal}; {@code auto} picks
 * the pack that finds the most citations in the text (ties: the first domain in alphabetical
 * order). When several packs claim one domain, the operator names the one that serves it
 * ({@code attest.guard.pack.<domain>}, environment {@code ATTEST_GUARD_PACK_<DOMAIN>}): a customer's
 * pack replaces a built-in one without rebuilding. Several packs and no choice, or a choice that
 * names no pack of that domain, is a configuration error found at start-up. A pack may build on
 * another installed pack (a firm's legal pack on {@code patterns-legal}): it is handed that pack here.
 */
public final class CitationPacks {

    public static final String DEFAULT_DOMAIN = "legal";
    public static final String AUTO = "auto";

    private final Map<String, CitationPatternPack> byDomain;

    public CitationPacks(List<CitationPatternPack> packs) {
        this(packs, Map.of());
    }

    /**
     * @param chosen the pack id chosen for a domain, by domain; only needed where packs compete
     */
    public CitationPacks(List<CitationPatternPack> packs, Map<String, String> chosen) {
        handBases(packs);
        Map<String, List<CitationPatternPack>> claims = new TreeMap<>();
        for (CitationPatternPack pack : packs) {
            String domain = pack.domain();
            if (domain == null || !domain.matches("[a-z][a-z0-9-]{1,63}") || domain.equals(AUTO)) {
                throw new IllegalStateException("pattern pack '" + pack.id() + "' claims the domain '" + domain
                        + "'; a domain is a lower-case kebab word other than 'auto'");
            }
            claims.computeIfAbsent(domain, d -> new ArrayList<>()).add(pack);
        }
        for (String domain : chosen.keySet()) {
            if (!claims.containsKey(domain)) {
                throw new IllegalStateException(setting(domain) + " chooses '" + chosen.get(domain) + "', but no installed pattern pack claims the domain '"
                        + domain + "'; the domains are " + claims.keySet());
            }
        }
        Map<String, CitationPatternPack> map = new TreeMap<>();
        claims.forEach((domain, candidates) -> map.put(domain, serving(domain, candidates, chosen.get(domain))));
        this.byDomain = map;
    }

    /**
     * Hands every pack that builds on another ({@link CitationPatternPack#basePackId()}) that pack's
     * instance: a drop-in cannot load another plugin's classes. A base that is not installed, or a
     * chain of bases that comes back to a pack, is a configuration error found at start-up.
     */
    private static void handBases(List<CitationPatternPack> packs) {
        Map<String, CitationPatternPack> byId = new TreeMap<>();
        packs.forEach(pack -> byId.put(pack.id(), pack));
        for (CitationPatternPack pack : packs) {
            Set<String> chain = new LinkedHashSet<>(List.of(pack.id()));
            for (CitationPatternPack current = pack; current.basePackId().isPresent(); ) {
                String baseId = current.basePackId().get();
                CitationPatternPack base = byId.get(baseId);
                if (base == null) {
                    throw new IllegalStateException("pattern pack '" + current.id() + "' builds on '" + baseId
                            + "', which is not installed (or is disabled with ATTEST_PLUGINS_DISABLED); the packs are " + byId.keySet());
                }
                if (!chain.add(baseId)) {
                    throw new IllegalStateException("pattern packs build on each other in a circle: "
                            + String.join(" → ", chain) + " → " + baseId);
                }
                current = base;
            }
        }
        for (CitationPatternPack pack : packs) {
            pack.basePackId().ifPresent(baseId -> pack.useBasePack(byId.get(baseId)));
        }
    }

    private static CitationPatternPack serving(String domain, List<CitationPatternPack> candidates, String choice) {
        List<String> ids = candidates.stream().map(CitationPatternPack::id).toList();
        if (choice != null) {
            return candidates.stream().filter(pack -> pack.id().equals(choice)).findFirst()
                    .orElseThrow(() -> new IllegalStateException(setting(domain) + " chooses '" + choice
                            + "', which is not a pattern pack of the domain '" + domain + "'; its packs are " + ids));
        }
        if (candidates.size() > 1) {
            throw new IllegalStateException("pattern packs " + ids + " all claim the domain '" + domain
                    + "'; choose one with " + setting(domain) + "=<id>, or disable the others with ATTEST_PLUGINS_DISABLED");
        }
        return candidates.get(0);
    }

    private static String setting(String domain) {
        return "ATTEST_GUARD_PACK_" + domain.toUpperCase(Locale.ROOT).replace('-', '_');
    }

    /** The pack that serves each domain. */
    public Map<String, String> servingIds() {
        Map<String, String> ids = new TreeMap<>();
        byDomain.forEach((domain, pack) -> ids.put(domain, pack.id()));
        return ids;
    }

    /**
     * The case-name abbreviations of the serving packs (their union; the first pack, by domain, wins
     * a disagreement), for the non-strict case-name comparison.
     */
    public Map<String, List<String>> caseNameAbbreviations() {
        Map<String, List<String>> merged = new TreeMap<>();
        byDomain.values().forEach(pack -> pack.caseNameAbbreviations().forEach(merged::putIfAbsent));
        return merged;
    }

    /** The domains a request may name, {@code auto} included. */
    public List<String> supported() {
        List<String> domains = new ArrayList<>(byDomain.keySet());
        domains.add(AUTO);
        return domains;
    }

    public CitationPatternPack select(String domain, String text) {
        String requested = domain == null ? DEFAULT_DOMAIN : domain;
        if (AUTO.equals(requested)) {
            return auto(text);
        }
        CitationPatternPack pack = byDomain.get(requested);
        if (pack == null) {
            throw new AttestException(ErrorCode.DOMAIN_UNSUPPORTED,
                    "the domain '" + requested + "' is not installed on this server", "domain", Map.of("supported", supported()));
        }
        return pack;
    }

    private CitationPatternPack auto(String text) {
        CitationPatternPack best = null;
        int bestCount = -1;
        for (CitationPatternPack pack : byDomain.values()) {
            int count = CitationCheck.citations(pack, text).size();
            if (count > bestCount) {
                best = pack;
                bestCount = count;
            }
        }
        if (best == null) {
            throw new AttestException(ErrorCode.DOMAIN_UNSUPPORTED, "no citation pattern pack is installed", "domain",
                    Map.of("supported", supported()));
        }
        return best;
    }
}
