package io.attest.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import io.attest.plugin.api.Plugin;
import java.util.List;

/**
 * Every architecture rule, once: {@link LayeringRulesTest} and {@link PlacementRulesTest} check them
 * on the production classes, {@link RuleFixturesTest} proves each one fails on a small violating
 * fixture. Each rule refuses an empty class set ({@code allowEmptyShould(false)}), so a renamed
 * package cannot make it pass vacuously, and says why, so that a failure reads as an explanation.
 */
final class Rules {

    /** The libraries every plugin may use besides plugin-api: shared toolkits, not providers. */
    static final String[] SHARED_PLUGIN_LIBRARIES = {
            "io.attest.plugins.citationcore..", "io.attest.plugins.httpsupport..", "io.attest.plugins.chatcompletions.."};

    // --- layering ---

    static final ArchRule PLUGIN_API_DEPENDS_ON_JAVA_ONLY = classes().that().resideInAPackage("io.attest.plugin.api..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "io.attest.plugin.api..")
            .allowEmptyShould(false)
            .because("plugin-api is what a plugin author compiles against: the SPIs and their value types, nothing but the JDK");

    static final ArchRule DOMAIN_DEPENDS_ON_JAVA_AND_PLUGIN_API_ONLY = classes().that().resideInAPackage("io.attest.domain..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "io.attest.domain..", "io.attest.plugin.api..")
            .allowEmptyShould(false)
            .because("the domain is plain Java: the model and the ports over plugin-api's SPIs, no plugin, adapter, framework or library");

    static final ArchRule APPLICATION_DEPENDS_ON_DOMAIN_ONLY = classes().that().resideInAPackage("io.attest.application..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "io.attest.plugin.api..", "io.attest.domain..",
                    "io.attest.application..")
            .allowEmptyShould(false)
            .because("use cases orchestrate the domain through its ports; HTTP, SQL, Lucene and Micronaut belong to adapters");

    static final ArchRule CORE_IS_FRAMEWORK_FREE = noClasses().that().resideInAnyPackage("io.attest.domain..", "io.attest.application..")
            .should().dependOnClassesThat().resideInAnyPackage("io.micronaut..", "jakarta..", "com.fasterxml..",
                    "org.apache.lucene..", "java.sql..", "javax.sql..", "org.slf4j..")
            .allowEmptyShould(false)
            .because("the core must stay testable and portable without a container");

    static final ArchRule ADAPTERS_DO_NOT_DEPEND_ON_EACH_OTHER = slices().matching("io.attest.adapters.(*)..")
            .should().notDependOnEachOther()
            .allowEmptyShould(false)
            .because("adapters meet only through the ports of the domain; the server wires them together");

    static final ArchRule PLUGINS_DEPEND_ON_PLUGIN_API_NOT_ON_THE_SERVER_SIDE = noClasses().that().resideInAPackage("io.attest.plugins..")
            .should().dependOnClassesThat().resideInAnyPackage("io.attest.domain..", "io.attest.application..",
                    "io.attest.adapters..", "io.attest.server..", "io.micronaut..")
            .allowEmptyShould(false)
            .because("a drop-in plugin's class loader shows only the JDK and io.attest.plugin.api; the built-in plugins obey the same contract");

    static final ArchRule PLUGINS_DO_NOT_USE_EACH_OTHERS_INTERNALS = slices().matching("io.attest.plugins.(*)..")
            .should().notDependOnEachOther()
            .ignoreDependency(DescribedPredicate.alwaysTrue(), JavaClass.Predicates.resideInAnyPackage(SHARED_PLUGIN_LIBRARIES))
            .allowEmptyShould(false)
            .because("each plugin can be swapped or disabled on its own: it shares only plugin-api and the shared plugin libraries");

    static final ArchRule SERVER_DEPENDS_ON_NO_PLUGIN = noClasses().that().resideInAPackage("io.attest.server..")
            .should().dependOnClassesThat().resideInAPackage("io.attest.plugins..")
            .allowEmptyShould(false)
            .because("the composition root finds providers through the SPIs (ServiceLoader); plugins are run-time dependencies only");

    static final ArchRule NOTHING_DEPENDS_ON_THE_SERVER = noClasses().that().resideOutsideOfPackage("io.attest.server..")
            .should().dependOnClassesThat().resideInAPackage("io.attest.server..")
            .allowEmptyShould(false)
            .because("the server is the composition root: it depends on everything and nothing depends on it");

    static final ArchRule TOP_LEVEL_PACKAGES_ARE_FREE_OF_CYCLES = slices().matching("io.attest.(*)..")
            .should().beFreeOfCycles()
            .allowEmptyShould(false);

    static final ArchRule DOMAIN_CONTEXTS_USE_ONLY_SHARED_TYPES_OF_OTHER_CONTEXTS = slices().matching("io.attest.domain.(*)..")
            .should().notDependOnEachOther()
            .ignoreDependency(DescribedPredicate.alwaysTrue(), JavaClass.Predicates.resideInAPackage("io.attest.domain.shared.."))
            .allowEmptyShould(false)
            .because("a bounded context never reaches into another; only io.attest.domain.shared is common ground");

    // --- placement ---

    static final ArchRule CONTROLLERS_LIVE_IN_THE_HTTP_ADAPTER = classes().that().areAnnotatedWith("io.micronaut.http.annotation.Controller")
            .should().resideInAPackage("io.attest.adapters.http..")
            .andShould().haveSimpleNameEndingWith("Controller")
            .allowEmptyShould(false)
            .because("HTTP is an adapter concern and controllers are found by name");

    static final ArchRule CONTROLLERS_DO_NOT_TOUCH_REPOSITORIES = noClasses().that().resideInAPackage("io.attest.adapters.http..")
            .should().dependOnClassesThat().haveSimpleNameEndingWith("Repository")
            .orShould().dependOnClassesThat().resideInAPackage("io.attest.adapters.persistence..")
            .allowEmptyShould(false)
            .because("a request goes controller -> use case -> port; only use cases call repositories");

    static final ArchRule PERSISTENCE_TYPES_STAY_IN_THE_PERSISTENCE_ADAPTER = classes()
            .that().areAnnotatedWith("io.micronaut.data.annotation.MappedEntity")
            .or().areAnnotatedWith("io.micronaut.data.jdbc.annotation.JdbcRepository")
            .should().resideInAPackage("io.attest.adapters.persistence..")
            .andShould().notBePublic()
            .allowEmptyShould(false)
            .because("rows and repositories are details of the PostgreSQL adapter and never leak");

    static final ArchRule NO_SERIALISATION_ANNOTATIONS_IN_THE_CORE = noClasses()
            .that().resideInAnyPackage("io.attest.plugin.api..", "io.attest.domain..", "io.attest.application..")
            .should().beAnnotatedWith("io.micronaut.serde.annotation.Serdeable")
            .allowEmptyShould(false)
            .because("wire formats are defined by the HTTP adapter's request and response records");

    static final ArchRule ENGINE_SPIS_LIVE_IN_PLUGIN_API = classes().that().areInterfaces().and().areAssignableTo(Plugin.class)
            .and().doNotHaveFullyQualifiedName(Plugin.class.getName())
            .should().resideInAPackage("io.attest.plugin.api..")
            .allowEmptyShould(false)
            .because("an engine SPI is part of the plugin-api artifact, the only server code a drop-in plugin sees");

    static final ArchRule SPIS_ARE_VERSIONED_ON_THEIR_OWN = classes().that().areInterfaces().and().areAssignableTo(Plugin.class)
            .and().doNotHaveFullyQualifiedName(Plugin.class.getName())
            .should(declareAnIntConstant("SPI_VERSION"))
            .allowEmptyShould(false)
            .because("each SPI is versioned on its own; the plugin loader compares a provider's spiVersion() with it");

    static final ArchRule PORTS_ARE_INTERFACES = classes().that().resideInAPackage("io.attest.domain.*.port")
            .and().areTopLevelClasses()
            .should().beInterfaces()
            .allowEmptyShould(false)
            .because("a port is a contract that adapters implement");

    /** Every rule above, for the check that none passes on an empty class set. */
    static final List<ArchRule> ALL = List.of(
            PLUGIN_API_DEPENDS_ON_JAVA_ONLY, DOMAIN_DEPENDS_ON_JAVA_AND_PLUGIN_API_ONLY, APPLICATION_DEPENDS_ON_DOMAIN_ONLY,
            CORE_IS_FRAMEWORK_FREE, ADAPTERS_DO_NOT_DEPEND_ON_EACH_OTHER, PLUGINS_DEPEND_ON_PLUGIN_API_NOT_ON_THE_SERVER_SIDE,
            PLUGINS_DO_NOT_USE_EACH_OTHERS_INTERNALS, SERVER_DEPENDS_ON_NO_PLUGIN, NOTHING_DEPENDS_ON_THE_SERVER,
            TOP_LEVEL_PACKAGES_ARE_FREE_OF_CYCLES, DOMAIN_CONTEXTS_USE_ONLY_SHARED_TYPES_OF_OTHER_CONTEXTS,
            CONTROLLERS_LIVE_IN_THE_HTTP_ADAPTER, CONTROLLERS_DO_NOT_TOUCH_REPOSITORIES,
            PERSISTENCE_TYPES_STAY_IN_THE_PERSISTENCE_ADAPTER, NO_SERIALISATION_ANNOTATIONS_IN_THE_CORE,
            ENGINE_SPIS_LIVE_IN_PLUGIN_API, SPIS_ARE_VERSIONED_ON_THEIR_OWN, PORTS_ARE_INTERFACES);

    private Rules() {
    }

    private static ArchCondition<JavaClass> declareAnIntConstant(String name) {
        return new ArchCondition<>("declare their own int constant " + name) {
            @Override
            public void check(JavaClass type, ConditionEvents events) {
                boolean declared = type.getFields().stream()
                        .anyMatch(field -> field.getName().equals(name) && field.getRawType().isEquivalentTo(int.class));
                events.add(new SimpleConditionEvent(type, declared,
                        type.getName() + (declared ? " declares " : " does not declare ") + name));
            }
        };
    }
}
