package io.attest.plugins.citationcore;

import java.util.List;

/**
 * The recognisers every pattern pack is made of: reporters and case names (shared, built once per
 * JVM from the bundled reference data), and the provision recogniser with the families of the
 * pack's domain (given by the pack, from its own module) and the citation templates (statutes,
 * regulations, constitutions, court rules).
 */
public final class CoreRecognizers {

    private CoreRecognizers() {
    }

    /**
     * The shared recognisers, the statute, regulation, constitution and court-rule forms of
     * {@code templates} (each resolved to its authority), and the provision recogniser with
     * {@code families}. Where a template and a family find the same span, the template's citation
     * (which has a key) is kept ({@code CitationSelection}).
     */
    public static List<Recognizer> with(List<ProvisionFamily> families, TemplateCatalog templates) {
        return List.of(Shared.REPORTERS, Shared.CASE_NAMES, new ProvisionRecognizer(families, new TemplateRecognizer(templates)));
    }

    /** Loaded on first use, once: the catalogs parse several hundred kilobytes of JSON. */
    private static final class Shared {
        static final Recognizer REPORTERS = new ReporterRecognizer();
        static final Recognizer CASE_NAMES = new CaseNameRecognizer();
    }
}
