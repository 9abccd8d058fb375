package io.attest.architecture;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import io.attest.adapters.fixturea.AdapterA;
import io.attest.adapters.fixtureb.AdapterB;
import io.attest.adapters.http.fixtures.ControllerUsingARepository;
import io.attest.application.fixtures.ApplicationUsingMicronaut;
import io.attest.domain.fixturecontexta.ReachesAcross;
import io.attest.domain.fixturecontextb.OtherContext;
import io.attest.domain.fixtures.AController;
import io.attest.domain.fixtures.DomainSpi;
import io.attest.domain.fixtures.DomainUsingLibraries;
import io.attest.domain.fixtures.DomainUsingTheServer;
import io.attest.domain.fixtures.PublicEntity;
import io.attest.domain.fixtures.port.NotAnInterface;
import io.attest.fixturecyclea.CycleA;
import io.attest.fixturecycleb.CycleB;
import io.attest.plugin.api.fixtures.ApiUsingTheDomain;
import io.attest.plugin.api.fixtures.UnversionedSpi;
import io.attest.plugins.citationcore.CaseNameAbbreviations;
import io.attest.plugins.fixturea.PluginUsingASharedLibrary;
import io.attest.plugins.fixturea.PluginUsingAnotherPlugin;
import io.attest.plugins.fixturea.PluginUsingTheDomain;
import io.attest.plugins.fixtureb.PluginInternal;
import io.attest.server.fixtures.ServerUsingAPlugin;
import org.junit.jupiter.api.Test;

/**
 * Each rule of {@link Rules} fails on a small violating fixture (test classes in fake packages that
 * the production checks never import), so no rule can pass because it checks nothing. The failure
 * must name the fixture: an empty class set fails too, and must not count as a proof.
 */
class RuleFixturesTest {

    @Test
    void pluginApiDependsOnJavaOnly() {
        assertFailsOn(Rules.PLUGIN_API_DEPENDS_ON_JAVA_ONLY, ApiUsingTheDomain.class);
    }

    @Test
    void spisAreVersionedOnTheirOwn() {
        assertFailsOn(Rules.SPIS_ARE_VERSIONED_ON_THEIR_OWN, UnversionedSpi.class);
    }

    @Test
    void domainDependsOnJavaAndPluginApiOnly() {
        assertFailsOn(Rules.DOMAIN_DEPENDS_ON_JAVA_AND_PLUGIN_API_ONLY, DomainUsingLibraries.class);
    }

    @Test
    void applicationDependsOnDomainOnly() {
        assertFailsOn(Rules.APPLICATION_DEPENDS_ON_DOMAIN_ONLY, ApplicationUsingMicronaut.class);
    }

    @Test
    void coreIsFrameworkFree() {
        assertFailsOn(Rules.CORE_IS_FRAMEWORK_FREE, DomainUsingLibraries.class);
        assertFailsOn(Rules.CORE_IS_FRAMEWORK_FREE, ApplicationUsingMicronaut.class);
    }

    @Test
    void adaptersDoNotDependOnEachOther() {
        assertFailsOn(Rules.ADAPTERS_DO_NOT_DEPEND_ON_EACH_OTHER, AdapterA.class, AdapterB.class);
    }

    @Test
    void pluginsDependOnPluginApiNotOnTheServerSide() {
        assertFailsOn(Rules.PLUGINS_DEPEND_ON_PLUGIN_API_NOT_ON_THE_SERVER_SIDE, PluginUsingTheDomain.class);
    }

    @Test
    void pluginsDoNotUseEachOthersInternals() {
        assertFailsOn(Rules.PLUGINS_DO_NOT_USE_EACH_OTHERS_INTERNALS, PluginUsingAnotherPlugin.class, PluginInternal.class);
        // the shared plugin libraries are allowed
        JavaClasses shared = new ClassFileImporter().importClasses(PluginUsingASharedLibrary.class, CaseNameAbbreviations.class);
        assertDoesNotThrow(() -> Rules.PLUGINS_DO_NOT_USE_EACH_OTHERS_INTERNALS.check(shared));
    }

    @Test
    void serverDependsOnNoPlugin() {
        assertFailsOn(Rules.SERVER_DEPENDS_ON_NO_PLUGIN, ServerUsingAPlugin.class);
    }

    @Test
    void nothingDependsOnTheServer() {
        assertFailsOn(Rules.NOTHING_DEPENDS_ON_THE_SERVER, DomainUsingTheServer.class);
    }

    @Test
    void topLevelPackagesAreFreeOfCycles() {
        assertFailsOn(Rules.TOP_LEVEL_PACKAGES_ARE_FREE_OF_CYCLES, CycleA.class, CycleB.class);
    }

    @Test
    void domainContextsUseOnlySharedTypesOfOtherContexts() {
        assertFailsOn(Rules.DOMAIN_CONTEXTS_USE_ONLY_SHARED_TYPES_OF_OTHER_CONTEXTS, ReachesAcross.class, OtherContext.class);
    }

    @Test
    void controllersLiveInTheHttpAdapter() {
        assertFailsOn(Rules.CONTROLLERS_LIVE_IN_THE_HTTP_ADAPTER, AController.class);
    }

    @Test
    void controllersDoNotTouchRepositories() {
        assertFailsOn(Rules.CONTROLLERS_DO_NOT_TOUCH_REPOSITORIES, ControllerUsingARepository.class);
    }

    @Test
    void persistenceTypesStayInThePersistenceAdapter() {
        assertFailsOn(Rules.PERSISTENCE_TYPES_STAY_IN_THE_PERSISTENCE_ADAPTER, PublicEntity.class);
    }

    @Test
    void noSerialisationAnnotationsInTheCore() {
        assertFailsOn(Rules.NO_SERIALISATION_ANNOTATIONS_IN_THE_CORE, ApplicationUsingMicronaut.class);
    }

    @Test
    void engineSpisLiveInPluginApi() {
        assertFailsOn(Rules.ENGINE_SPIS_LIVE_IN_PLUGIN_API, DomainSpi.class);
    }

    @Test
    void portsAreInterfaces() {
        assertFailsOn(Rules.PORTS_ARE_INTERFACES, NotAnInterface.class);
    }

    @Test
    void everyRuleRefusesAnEmptyClassSet() {
        JavaClasses nothing = new ClassFileImporter().importClasses(java.util.List.of());
        for (ArchRule rule : Rules.ALL) {
            assertThrows(AssertionError.class, () -> rule.check(nothing), rule.getDescription());
        }
    }

    private static void assertFailsOn(ArchRule rule, Class<?>... fixtures) {
        JavaClasses imported = new ClassFileImporter().importClasses(fixtures);
        AssertionError failure = assertThrows(AssertionError.class, () -> rule.check(imported), rule.getDescription());
        String name = fixtures[0].getName();
        assertTrue(failure.getMessage().contains(name), () -> "the failure should name " + name + ":\n" + failure.getMessage());
    }
}
