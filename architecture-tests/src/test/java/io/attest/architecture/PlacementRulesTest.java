package io.attest.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.attest.plugin.api.Plugin;

/** Where framework-annotated types may live, and how ports and SPIs are shaped. */
@AnalyzeClasses(packages = "io.attest", importOptions = ImportOption.DoNotIncludeTests.class)
class PlacementRulesTest {

    @ArchTest
    static final ArchRule controllersLiveInTheHttpAdapter = classes().that().areAnnotatedWith("io.micronaut.http.annotation.Controller")
            .should().resideInAPackage("io.attest.adapters.http..")
            .andShould().haveSimpleNameEndingWith("Controller")
            .because("HTTP is an adapter concern and controllers are found by name");

    @ArchTest
    static final ArchRule controllersDoNotTouchRepositories = noClasses().that().resideInAPackage("io.attest.adapters.http..")
            .should().dependOnClassesThat().haveSimpleNameEndingWith("Repository")
            .orShould().dependOnClassesThat().resideInAPackage("io.attest.adapters.persistence..")
            .because("a request goes controller -> use case -> port; only use cases call repositories");

    @ArchTest
    static final ArchRule persistenceTypesStayInThePersistenceAdapter = classes()
            .that().areAnnotatedWith("io.micronaut.data.annotation.MappedEntity")
            .or().areAnnotatedWith("io.micronaut.data.jdbc.annotation.JdbcRepository")
            .should().resideInAPackage("io.attest.adapters.persistence..")
            .andShould().notBePublic()
            .because("rows and repositories are details of the PostgreSQL adapter and never leak");

    @ArchTest
    static final ArchRule noSerialisationAnnotationsInTheCore = noClasses().that().resideInAnyPackage("io.attest.domain..", "io.attest.application..")
            .should().beAnnotatedWith("io.micronaut.serde.annotation.Serdeable")
            .because("wire formats are defined by the HTTP adapter's request and response records");

    @ArchTest
    static final ArchRule engineSpisArePorts = classes().that().areInterfaces().and().areAssignableTo(Plugin.class)
            .and().doNotHaveFullyQualifiedName(Plugin.class.getName())
            .and().resideInAPackage("io.attest.domain..")
            .should().resideInAPackage("io.attest.domain.*.port")
            .because("engine SPIs are ports of their context: io.attest.domain.<context>.port");

    @ArchTest
    static final ArchRule portsAreInterfaces = classes().that().resideInAPackage("io.attest.domain.*.port")
            .and().areTopLevelClasses()
            .should().beInterfaces()
            .because("a port is a contract that adapters implement");
}
