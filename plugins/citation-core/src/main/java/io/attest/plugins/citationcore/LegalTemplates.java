package io.attest.plugins.citationcore;

import java.net.URL;
import java.util.ArrayList;
import java.util.List;

/**
 * The citation templates of the legal pack: statutes, constitutions, administrative codes, court
 * rules, session laws, Treasury Regulations, the U.C.C. and restatements of the federal
 * government, the states, D.C. and the territories, as data in {@code templates/}. Every pack
 * reads them: a cite that carries its code's name is the same authority in every domain.
 */
public final class LegalTemplates {

    /**
     * The template files, shared groups and jurisdictions first, the generic templates made from
     * laws.json last: where two templates read the same span, the earlier one's key is kept.
     */
    static final List<String> FILES = List.of("common.json", "federal.json", "states-1.json", "states-2.json", "states-3.json",
            "states-4.json", "session-laws.json", "sessions.json",
            "codes.json");

    private LegalTemplates() {
    }

    /** Loaded on first use, once per JVM. */
    public static TemplateCatalog catalog() {
        return Holder.CATALOG;
    }

    /** The legal templates and a domain's own files ({@code "templates/policy.json"} next to {@code owner}), read together. */
    public static TemplateCatalog with(Class<?> owner, String... files) {
        List<URL> urls = new ArrayList<>(urls());
        for (String file : files) {
            urls.add(resource(owner, file));
        }
        return TemplateCatalog.load(urls);
    }

    private static List<URL> urls() {
        List<URL> urls = new ArrayList<>();
        for (String file : FILES) {
            urls.add(resource(LegalTemplates.class, "templates/" + file));
        }
        return urls;
    }

    private static URL resource(Class<?> owner, String file) {
        URL url = owner.getResource(file);
        if (url == null) {
            throw new IllegalStateException("missing citation template file " + file);
        }
        return url;
    }

    private static final class Holder {
        static final TemplateCatalog CATALOG = TemplateCatalog.load(urls());
    }
}
