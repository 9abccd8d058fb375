package io.attest.plugins.citationcore;

import java.util.Collection;
import java.util.List;

/**
 * The recognisers every pattern pack is made of: reporters, case names, U.S.C. and C.F.R. (shared,
 * built once per JVM from the bundled reference data), and the provision recogniser with the
 * families of the pack's domain.
 */
public final class CoreRecognizers {

    private CoreRecognizers() {
    }

    public static List<Recognizer> with(Collection<ProvisionFamily> families) {
        return List.of(Shared.REPORTERS, Shared.CASE_NAMES, Shared.STATUTES, new ProvisionRecognizer(families));
    }

    /** Loaded on first use, once: the catalogs parse several hundred kilobytes of JSON. */
    private static final class Shared {
        static final Recognizer REPORTERS = new ReporterRecognizer();
        static final Recognizer CASE_NAMES = new CaseNameRecognizer();
        static final Recognizer STATUTES = new StatuteRecognizer();
    }
}
