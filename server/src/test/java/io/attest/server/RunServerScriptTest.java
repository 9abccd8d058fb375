package io.attest.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * scripts/run-server starts the JVM with Lucene's SIMD module and native access whatever JAVA_OPTS
 * says, and JAVA_OPTS still replaces the default heap (README, "JVM options").
 */
class RunServerScriptTest {

    private static final Path SCRIPTS = Path.of("..", "scripts").toAbsolutePath().normalize();

    private static String options(Map<String, String> environment) throws IOException, InterruptedException {
        return sourced("attest_server_java_options", environment);
    }

    /** Runs a command after sourcing java-home.sh, without JAVA_OPTS and MALLOC_ARENA_MAX unless given. */
    private static String sourced(String command, Map<String, String> environment) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("bash", "-c", ". ./java-home.sh && " + command)
                .directory(SCRIPTS.toFile()).redirectErrorStream(true);
        builder.environment().remove("JAVA_OPTS");
        builder.environment().remove("MALLOC_ARENA_MAX");
        builder.environment().putAll(environment);
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(process.waitFor()).as(out).isZero();
        return out;
    }

    @Test
    void theServerJvmGetsTheVectorModuleAndNativeAccessWithOrWithoutJavaOpts() throws Exception {
        assertThat(options(Map.of())).isEqualTo("--add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED"
                + " -XX:TrimNativeHeapInterval=2000 -XX:G1HeapRegionSize=8m -Xmx256m");
        assertThat(options(Map.of("JAVA_OPTS", "-Xmx1g -XX:+UseSerialGC")))
                .isEqualTo("--add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED"
                        + " -XX:TrimNativeHeapInterval=2000 -XX:G1HeapRegionSize=8m -Xmx1g -XX:+UseSerialGC");
    }

    @Test
    void runServerStartsJavaWithThoseOptionsAndTheJvmAcceptsThem() throws Exception {
        String script = Files.readString(SCRIPTS.resolve("run-server"));
        assertThat(script).containsPattern("(?m)^exec java \\$\\(attest_server_java_options\\) -jar server/target/attest-server.jar \"\\$@\"$");

        Path check = Files.createTempDirectory("run-server-check").resolve("Check.java");
        Files.writeString(check, """
                public class Check {
                    public static void main(String[] args) {
                        System.out.println("vector module: " + ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent());
                    }
                }
                """);
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(options(Map.of()).split(" ")));
        command.add(check.toString());
        Process java = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(java.waitFor()).as(out).isZero();
        assertThat(out).contains("vector module: true");
    }

    /** Two glibc arenas unless the operator chose otherwise: part of keeping the server under 600 MB (docs/performance.md). */
    @Test
    void theServerGetsTwoMallocArenasUnlessMallocArenaMaxIsSet() throws Exception {
        assertThat(sourced("attest_server_environment && bash -c 'echo $MALLOC_ARENA_MAX'", Map.of())).isEqualTo("2");
        assertThat(sourced("attest_server_environment && bash -c 'echo $MALLOC_ARENA_MAX'", Map.of("MALLOC_ARENA_MAX", "4")))
                .isEqualTo("4");
        String script = Files.readString(SCRIPTS.resolve("run-server"));
        assertThat(script.indexOf("\nattest_server_environment\n")).isPositive()
                .isLessThan(script.indexOf("\nexec java "));
    }
}
