package io.attest.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * Where framework-annotated types may live, and how ports and SPIs are shaped, on the production
 * classes. The rules live in {@link Rules}; {@link RuleFixturesTest} shows each can fail.
 */
@AnalyzeClasses(packages = "io.attest", importOptions = ImportOption.DoNotIncludeTests.class)
class PlacementRulesTest {

    @ArchTest
    static final ArchRule controllersLiveInTheHttpAdapter = Rules.CONTROLLERS_LIVE_IN_THE_HTTP_ADAPTER;

    @ArchTest
    static final ArchRule controllersDoNotTouchRepositories = Rules.CONTROLLERS_DO_NOT_TOUCH_REPOSITORIES;

    @ArchTest
    static final ArchRule persistenceTypesStayInThePersistenceAdapter = Rules.PERSISTENCE_TYPES_STAY_IN_THE_PERSISTENCE_ADAPTER;

    @ArchTest
    static final ArchRule noSerialisationAnnotationsInTheCore = Rules.NO_SERIALISATION_ANNOTATIONS_IN_THE_CORE;

    @ArchTest
    static final ArchRule engineSpisLiveInPluginApi = Rules.ENGINE_SPIS_LIVE_IN_PLUGIN_API;

    @ArchTest
    static final ArchRule spisAreVersionedOnTheirOwn = Rules.SPIS_ARE_VERSIONED_ON_THEIR_OWN;

    @ArchTest
    static final ArchRule portsAreInterfaces = Rules.PORTS_ARE_INTERFACES;
}
