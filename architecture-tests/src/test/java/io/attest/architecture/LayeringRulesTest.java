package io.attest.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The dependency rules of ARCHITECTURE.md: the domain knows only Java, the application knows only
 * the domain, adapters do not know each other, plugins know only the domain, nothing knows the
 * composition root. Each rule says why, so that a failure reads as an explanation.
 */
@AnalyzeClasses(packages = "io.attest", importOptions = ImportOption.DoNotIncludeTests.class)
class LayeringRulesTest {

    @ArchTest
    static final ArchRule domainDependsOnJavaOnly = classes().that().resideInAPackage("io.attest.domain..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "io.attest.domain..")
            .because("the domain is plain Java: the model and the ports, no framework, no library");

    @ArchTest
    static final ArchRule applicationDependsOnDomainOnly = classes().that().resideInAPackage("io.attest.application..")
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "io.attest.domain..", "io.attest.application..")
            .because("use cases orchestrate the domain through its ports; HTTP, SQL, Lucene and Micronaut belong to adapters");

    @ArchTest
    static final ArchRule coreIsFrameworkFree = noClasses().that().resideInAnyPackage("io.attest.domain..", "io.attest.application..")
            .should().dependOnClassesThat().resideInAnyPackage("io.micronaut..", "jakarta..", "com.fasterxml..",
                    "org.apache.lucene..", "java.sql..", "javax.sql..", "org.slf4j..")
            .because("the core must stay testable and portable without a container");

    @ArchTest
    static final ArchRule adaptersDoNotDependOnEachOther = slices().matching("io.attest.adapters.(*)..")
            .should().notDependOnEachOther()
            .because("adapters meet only through the ports of the domain; the server wires them together");

    @ArchTest
    static final ArchRule pluginsDependOnTheDomainOnly = noClasses().that().resideInAPackage("io.attest.plugins..")
            .should().dependOnClassesThat().resideInAnyPackage("io.micronaut..", "io.attest.application..",
                    "io.attest.adapters..", "io.attest.server..")
            .allowEmptyShould(true)
            .because("a plugin is loaded by its own class loader that exposes only java.* and the domain");

    @ArchTest
    static final ArchRule nothingDependsOnTheServer = noClasses().that().resideOutsideOfPackage("io.attest.server..")
            .should().dependOnClassesThat().resideInAPackage("io.attest.server..")
            .because("the server is the composition root: it depends on everything and nothing depends on it");

    @ArchTest
    static final ArchRule topLevelPackagesAreFreeOfCycles = slices().matching("io.attest.(*)..")
            .should().beFreeOfCycles();

    @ArchTest
    static final ArchRule domainContextsUseOnlySharedTypesOfOtherContexts = slices().matching("io.attest.domain.(*)..")
            .should().notDependOnEachOther()
            .ignoreDependency(com.tngtech.archunit.base.DescribedPredicate.alwaysTrue(),
                    com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage("io.attest.domain.shared.."))
            .because("a bounded context never reaches into another; only io.attest.domain.shared is common ground");
}
