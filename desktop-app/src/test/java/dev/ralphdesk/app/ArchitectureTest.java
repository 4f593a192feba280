package dev.ralphdesk.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** DESIGN §3: the direction of dependencies between modules, checked on the compiled classes. */
class ArchitectureTest {
    private static final Pattern TEST_JAR = Pattern.compile(".*-tests\\.jar.*");
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        // the test jars of the other modules (on this classpath once they are packaged) are tests too
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.matches(TEST_JAR))
                .importPackages("dev.ralphdesk");
    }

    @Test
    void onlyTheDesktopAppTouchesJavaFx() {
        noClasses().that().resideOutsideOfPackage("dev.ralphdesk.app..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..")
                .check(classes);
    }

    @Test
    void theCommandLineNeedsNoJavaFx() {
        noClasses().that().resideInAPackage("dev.ralphdesk.app.cli..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..",
                        "dev.ralphdesk.app.ui..")
                .check(classes);
    }

    @Test
    void goalKnowsNeitherRalphNorPersistence() {
        noClasses().that().resideInAPackage("dev.ralphdesk.goal..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.ralphdesk.ralph..",
                        "dev.ralphdesk.persistence..", "java.sql..", "org.sqlite..", "dev.ralphdesk.app..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void ralphKnowsNeitherGoalNorPersistence() {
        noClasses().that().resideInAPackage("dev.ralphdesk.ralph..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.ralphdesk.goal..",
                        "dev.ralphdesk.persistence..", "java.sql..", "org.sqlite..", "dev.ralphdesk.app..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void mcpKnowsOnlyTheCore() {
        // the MCP plugin lives in the composition root (for its libraries) but is a plugin like the others
        noClasses().that().resideInAPackage("dev.ralphdesk.app.mcp..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.ralphdesk.goal..", "dev.ralphdesk.ralph..",
                        "dev.ralphdesk.persistence..", "java.sql..", "org.sqlite..", "javafx..",
                        "dev.ralphdesk.app.ui..", "dev.ralphdesk.app.cli..")
                .check(classes);
    }

    @Test
    void agentCoreUsesNoJdbcAndNoUpperModule() {
        noClasses().that().resideInAPackage("dev.ralphdesk.core..")
                .should().dependOnClassesThat().resideInAnyPackage("java.sql..", "org.sqlite..",
                        "dev.ralphdesk.persistence..", "dev.ralphdesk.goal..", "dev.ralphdesk.ralph..",
                        "dev.ralphdesk.app..", "io.modelcontextprotocol..")
                .check(classes);
    }

    @Test
    void persistenceKnowsNoPlugin() {
        noClasses().that().resideInAPackage("dev.ralphdesk.persistence..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.ralphdesk.goal..", "dev.ralphdesk.ralph..",
                        "dev.ralphdesk.app..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void resourcesDependOnNothingOfOurs() {
        noClasses().that().resideInAPackage("dev.ralphdesk.resources..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.ralphdesk.core..", "dev.ralphdesk.app..")
                .check(classes);
    }

    @Test
    void onlyTheViewPackageTouchesTheSceneGraph() {
        // view models and bridges may use javafx.beans and javafx.collections, never controls or nodes
        noClasses().that().resideOutsideOfPackage("dev.ralphdesk.app.ui.view..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "org.controlsfx..")
                .check(classes);
    }

    @ParameterizedTest
    @ValueSource(strings = {"core", "persistence", "goal", "ralph", "app", "app.ui", "app.mcp"})
    void packagesInsideAModuleFormNoCycle(String module) {
        slices().matching("dev.ralphdesk." + module + ".(*)..")
                .should().beFreeOfCycles()
                .check(classes);
    }
}
