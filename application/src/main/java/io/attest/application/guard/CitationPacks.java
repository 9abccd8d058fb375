package io.attest.application.guard;

import io.attest.domain.guard.CitationCheck;
import io.attest.domain.guard.port.CitationPatternPack;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The installed pattern packs by {@code domain}. Omitted means {@code legal}; {@code auto} picks
 * the pack that finds the most citations in the text (ties: the first domain in alphabetical
 * order). Two packs claiming one domain is a configuration error found at start-up.
 */
public final class CitationPacks {

    public static final String DEFAULT_DOMAIN = "legal";
    public static final String AUTO = "auto";

    private final Map<String, CitationPatternPack> byDomain;

    public CitationPacks(List<CitationPatternPack> packs) {
        Map<String, CitationPatternPack> map = new TreeMap<>();
        for (CitationPatternPack pack : packs) {
            String domain = pack.domain();
            if (domain == null || !domain.matches("[a-z][a-z0-9-]{1,63}") || domain.equals(AUTO)) {
                throw new IllegalStateException("pattern pack '" + pack.id() + "' claims the domain '" + domain
                        + "'; a domain is a lower-case kebab word other than 'auto'");
            }
            CitationPatternPack previous = map.putIfAbsent(domain, pack);
            if (previous != null) {
                throw new IllegalStateException("pattern packs '" + previous.id() + "' and '" + pack.id()
                        + "' both claim the domain '" + pack.domain() + "'; remove one of them from the plugins");
            }
        }
        this.byDomain = map;
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
