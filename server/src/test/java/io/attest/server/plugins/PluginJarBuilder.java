package io.attest.server.plugins;

import io.attest.plugin.api.Plugin;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Test helper: compiles, at test time, one provider of an engine SPI and packs it with its
 * {@code META-INF/services} entry into a plugin jar, the way a customer's drop-in looks.
 *
 * <pre>{@code
 * Path jar = PluginJarBuilder.provider(MarketDataProvider.class, "acme-market")
 *         .version("2.1.0")
 *         .buildInto(pluginsDir);                      // pluginsDir/acme-market.jar
 * }</pre>
 *
 * <p>The generated class implements {@code id()}, {@code version()} and {@code spiVersion()}, and
 * stubs every other abstract SPI method with {@code throw new UnsupportedOperationException()}
 * (so the helper keeps working when capabilities add engine methods). {@link #extraSource(String)}
 * adds members to the class body (fields, methods, an instance initialiser {@code { ... }} that runs
 * in the constructor); an SPI method whose name followed by {@code (} appears in the extra source is
 * not stubbed, so the extra source can implement it. {@link #recordingLifecycle} makes the provider
 * note its {@code init} and {@code close} in a file, for the lifecycle tests. Compilation uses {@code java.class.path} (plus
 * the location of the SPI) as class path and {@code --release 21}.
 */
public final class PluginJarBuilder {

    private final Class<? extends Plugin> spi;
    private String id;
    private String version = "1.0.0";
    /** null: the SPI's own {@code SPI_VERSION}, compiled in as a real provider does. */
    private Integer spiVersion;
    private String className;
    private String extraSource = "";
    private String jarName;
    private Recording recording = Recording.NONE;

    /** Whether the provider records its lifecycle, and whether its close then fails. */
    private enum Recording { NONE, CLOSES, FAILS_TO_CLOSE }

    /**
     * The members {@link #recordingLifecycle} adds: {@code settings} and {@code log} (the file named
     * by the setting {@code log}, which init requires), and {@code record(line)}, which appends one
     * line to it. The extra source may call {@code record} and read {@code settings}.
     */
    private static final String RECORDER = """
                private volatile io.attest.plugin.api.ProviderSettings settings;
                private java.nio.file.Path log;
                private void record(String line) {
                    try {
                        java.nio.file.Files.writeString(log, line + "\\n", java.nio.file.StandardOpenOption.CREATE,
                            java.nio.file.StandardOpenOption.APPEND);
                    } catch (java.io.IOException e) { throw new java.io.UncheckedIOException(e); }
                }
                @Override public void init(io.attest.plugin.api.ProviderSettings settings) {
                    log = java.nio.file.Path.of(settings.required("log"));
                    this.settings = settings;
                    record("init " + id() + " " + new java.util.TreeMap<>(settings.values()));
                }
            """;

    private PluginJarBuilder(Class<? extends Plugin> spi, String id) {
        this.spi = Objects.requireNonNull(spi, "spi");
        this.id = id;
    }

    /** A provider of {@code spi} with the given id (any string: invalid ids are for negative tests). */
    public static PluginJarBuilder provider(Class<? extends Plugin> spi, String id) {
        return new PluginJarBuilder(spi, id);
    }

    public PluginJarBuilder id(String id) {
        this.id = id;
        return this;
    }

    public PluginJarBuilder version(String version) {
        this.version = version;
        return this;
    }

    /** What {@code spiVersion()} returns; default the SPI's own {@code SPI_VERSION} constant. */
    public PluginJarBuilder spiVersion(int spiVersion) {
        this.spiVersion = spiVersion;
        return this;
    }

    /** The provider's fully qualified class name; default {@code test.plugin.<Id in camel case>Provider}. */
    public PluginJarBuilder className(String className) {
        this.className = className;
        return this;
    }

    /** Java source inserted into the class body (members, an instance initialiser). */
    public PluginJarBuilder extraSource(String lines) {
        this.extraSource = lines == null ? "" : lines;
        return this;
    }

    /**
     * The provider records its lifecycle in the file named by its setting {@code log} (required at
     * init, so init fails without it): {@code init <id> {key=value, …}} with every setting sorted by
     * key, and {@code close <id>}, after which close throws {@code IllegalStateException("<id>
     * refuses to close")} when {@code closeFails}. Its extra source may call {@code record(line)} and
     * read the {@code settings} field.
     */
    public PluginJarBuilder recordingLifecycle(boolean closeFails) {
        this.recording = closeFails ? Recording.FAILS_TO_CLOSE : Recording.CLOSES;
        return this;
    }

    /** The jar's file name; default {@code <id>.jar}. */
    public PluginJarBuilder jarName(String jarName) {
        this.jarName = jarName;
        return this;
    }

    /** The fully qualified name of the provider class this builder generates. */
    public String providerClassName() {
        if (className != null) {
            return className;
        }
        String camel = Arrays.stream(String.valueOf(id).split("[^A-Za-z0-9]+"))
                .filter(part -> !part.isEmpty())
                .map(part -> part.substring(0, 1).toUpperCase(Locale.ROOT) + part.substring(1))
                .collect(Collectors.joining());
        if (camel.isEmpty() || !Character.isJavaIdentifierStart(camel.charAt(0))) {
            camel = "P" + camel;
        }
        return "test.plugin." + camel + "Provider";
    }

    /** The Java source of the provider. */
    public String source() {
        String fqcn = providerClassName();
        int dot = fqcn.lastIndexOf('.');
        String pkg = dot < 0 ? "" : fqcn.substring(0, dot);
        String simple = fqcn.substring(dot + 1);
        StringBuilder src = new StringBuilder();
        if (!pkg.isEmpty()) {
            src.append("package ").append(pkg).append(";\n\n");
        }
        src.append("public class ").append(simple).append(" implements ").append(spi.getCanonicalName()).append(" {\n\n");
        src.append("    @Override public String id() { return ").append(literal(id)).append("; }\n");
        src.append("    @Override public String version() { return ").append(literal(version)).append("; }\n");
        src.append("    @Override public int spiVersion() { return ")
                .append(spiVersion == null ? spi.getCanonicalName() + ".SPI_VERSION" : spiVersion.toString()).append("; }\n\n");
        for (Method method : abstractEngineMethods()) {
            if (extraSource.contains(method.getName() + "(")) {
                continue;
            }
            src.append("    @Override public ").append(stub(method)).append('\n');
        }
        if (recording != Recording.NONE) {
            src.append('\n').append(RECORDER);
            src.append("    @Override public void close() {\n        record(\"close \" + id());\n");
            if (recording == Recording.FAILS_TO_CLOSE) {
                src.append("        throw new IllegalStateException(id() + \" refuses to close\");\n");
            }
            src.append("    }\n");
        }
        src.append('\n').append(extraSource).append("\n}\n");
        return src.toString();
    }

    /**
     * Compiles the provider and writes the jar into {@code directory} (created if needed).
     *
     * @return the jar's path
     */
    public Path buildInto(Path directory) {
        try {
            Files.createDirectories(directory);
            Path work = Files.createTempDirectory("plugin-src");
            try {
                String fqcn = providerClassName();
                Path sourceFile = work.resolve("src").resolve(fqcn.replace('.', '/') + ".java");
                Files.createDirectories(sourceFile.getParent());
                Files.writeString(sourceFile, source(), StandardCharsets.UTF_8);
                Path classes = Files.createDirectories(work.resolve("classes"));
                compile(sourceFile, classes);
                Path services = classes.resolve("META-INF/services/" + spi.getName());
                Files.createDirectories(services.getParent());
                Files.writeString(services, fqcn + "\n", StandardCharsets.UTF_8);
                Path jar = directory.resolve(jarName != null ? jarName : id + ".jar");
                writeJar(classes, jar);
                return jar;
            } finally {
                deleteRecursively(work);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void compile(Path sourceFile, Path classes) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler == null) {
            throw new IllegalStateException("no system Java compiler: run the tests on a JDK, not a JRE");
        }
        Set<String> classPath = new LinkedHashSet<>(Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator)));
        classPath.add(location(spi));
        classPath.add(location(Plugin.class));
        StringWriter output = new StringWriter();
        List<String> options = List.of(
                "--release", "21", "-proc:none", "-nowarn", "-encoding", "UTF-8",
                "-classpath", String.join(File.pathSeparator, classPath),
                "-d", classes.toString());
        try (var files = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
            boolean ok = compiler.getTask(output, files, null, options, null,
                    files.getJavaFileObjects(sourceFile.toFile())).call();
            if (!ok) {
                throw new IllegalStateException("could not compile the test plugin:\n" + output + "\n" + source());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void writeJar(Path classes, Path jar) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classes)) {
            files = walk.filter(Files::isRegularFile)
                    .sorted(Comparator.comparing(p -> classes.relativize(p).toString().replace(File.separatorChar, '/')))
                    .toList();
        }
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream zip = new JarOutputStream(out, manifest)) {
            for (Path file : files) {
                JarEntry entry = new JarEntry(classes.relativize(file).toString().replace(File.separatorChar, '/'));
                entry.setTime(0L);
                zip.putNextEntry(entry);
                Files.copy(file, zip);
                zip.closeEntry();
            }
        }
    }

    private static void deleteRecursively(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }

    // ---- stubs for the SPI's own methods ------------------------------------------------------

    private List<Method> abstractEngineMethods() {
        List<Method> methods = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (Method method : spi.getMethods()) {
            if (!Modifier.isAbstract(method.getModifiers()) || method.getDeclaringClass() == Plugin.class) {
                continue;
            }
            String signature = method.getName() + Arrays.toString(method.getParameterTypes());
            if (seen.add(signature)) {
                methods.add(method);
            }
        }
        methods.sort(Comparator.comparing(Method::getName));
        return methods;
    }

    private static String stub(Method method) {
        StringBuilder text = new StringBuilder();
        TypeVariable<Method>[] variables = method.getTypeParameters();
        if (variables.length > 0) {
            text.append('<').append(Arrays.stream(variables).map(v -> {
                List<Type> bounds = Arrays.stream(v.getBounds()).filter(b -> b != Object.class).toList();
                return bounds.isEmpty() ? v.getName()
                        : v.getName() + " extends " + bounds.stream().map(PluginJarBuilder::render).collect(Collectors.joining(" & "));
            }).collect(Collectors.joining(", "))).append("> ");
        }
        text.append(render(method.getGenericReturnType())).append(' ').append(method.getName()).append('(');
        Type[] parameters = method.getGenericParameterTypes();
        for (int i = 0; i < parameters.length; i++) {
            if (i > 0) {
                text.append(", ");
            }
            text.append(render(parameters[i])).append(" p").append(i);
        }
        return text.append(") { throw new UnsupportedOperationException(\"test stub\"); }").toString();
    }

    private static String render(Type type) {
        return switch (type) {
            case Class<?> c -> c.getCanonicalName();
            case ParameterizedType p -> render(p.getRawType()) + "<"
                    + Arrays.stream(p.getActualTypeArguments()).map(PluginJarBuilder::render).collect(Collectors.joining(", ")) + ">";
            case GenericArrayType a -> render(a.getGenericComponentType()) + "[]";
            case WildcardType w -> w.getLowerBounds().length > 0 ? "? super " + render(w.getLowerBounds()[0])
                    : w.getUpperBounds().length == 0 || w.getUpperBounds()[0] == Object.class ? "?"
                    : "? extends " + render(w.getUpperBounds()[0]);
            case TypeVariable<?> v -> v.getName();
            default -> type.getTypeName();
        };
    }

    private static String literal(String value) {
        if (value == null) {
            return "null";
        }
        StringBuilder text = new StringBuilder("\"");
        for (char c : value.toCharArray()) {
            switch (c) {
                case '"' -> text.append("\\\"");
                case '\\' -> text.append("\\\\");
                case '\n' -> text.append("\\n");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        text.append(String.format("\\u%04x", (int) c));
                    } else {
                        text.append(c);
                    }
                }
            }
        }
        return text.append('"').toString();
    }
}
