package io.attest.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The dependency rules of docs/architecture.md on the production classes: plugin-api knows only Java, the
 * domain only Java and plugin-api, the application only the domain, adapters do not know each other,
 * plugins know only plugin-api and the shared plugin libraries, the server knows no plugin, nothing
 * knows the composition root. The rules live in {@link Rules}; {@link RuleFixturesTest} shows each can fail.
 */
@AnalyzeClasses(packages = "io.attest", importOptions = ImportOption.DoNotIncludeTests.class)
class LayeringRulesTest {

    @ArchTest
    static final ArchRule pluginApiDependsOnJavaOnly = Rules.PLUGIN_API_DEPENDS_ON_JAVA_ONLY;

    @ArchTest
    static final ArchRule domainDependsOnJavaAndPluginApiOnly = Rules.DOMAIN_DEPENDS_ON_JAVA_AND_PLUGIN_API_ONLY;

    @ArchTest
    static final ArchRule applicationDependsOnDomainOnly = Rules.APPLICATION_DEPENDS_ON_DOMAIN_ONLY;

    @ArchTest
    static final ArchRule coreIsFrameworkFree = Rules.CORE_IS_FRAMEWORK_FREE;

    @ArchTest
    static final ArchRule adaptersDoNotDependOnEachOther = Rules.ADAPTERS_DO_NOT_DEPEND_ON_EACH_OTHER;

    @ArchTest
    static final ArchRule pluginsDependOnPluginApiNotOnTheServerSide = Rules.PLUGINS_DEPEND_ON_PLUGIN_API_NOT_ON_THE_SERVER_SIDE;

    @ArchTest
    static final ArchRule pluginsDoNotUseEachOthersInternals = Rules.PLUGINS_DO_NOT_USE_EACH_OTHERS_INTERNALS;

    @ArchTest
    static final ArchRule serverDependsOnNoPlugin = Rules.SERVER_DEPENDS_ON_NO_PLUGIN;

    @ArchTest
    static final ArchRule nothingDependsOnTheServer = Rules.NOTHING_DEPENDS_ON_THE_SERVER;

    @ArchTest
    static final ArchRule topLevelPackagesAreFreeOfCycles = Rules.TOP_LEVEL_PACKAGES_ARE_FREE_OF_CYCLES;

    @ArchTest
    static final ArchRule domainContextsUseOnlySharedTypesOfOtherContexts = Rules.DOMAIN_CONTEXTS_USE_ONLY_SHARED_TYPES_OF_OTHER_CONTEXTS;
}
