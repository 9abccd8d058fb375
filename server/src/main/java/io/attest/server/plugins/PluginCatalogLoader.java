package io.attest.server.plugins;

import io.attest.domain.shared.plugin.InstalledPlugin;
import io.attest.plugin.api.Plugin;
import io.attest.domain.shared.plugin.PluginKind;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds the {@link LoadedPluginCatalog} at start-up from two places:
 *
 * <ol>
 *   <li>the application class path: {@code ServiceLoader.load(spi, applicationLoader)}; these
 *       providers have source {@value #CLASSPATH_SOURCE} and no hash;</li>
 *   <li>the plugins directory ({@code $ATTEST_PLUGINS_DIR}), read once, not recursively:
 *     <ul>
 *       <li>each {@code *.jar} directly in it is one plugin with its own {@link URLClassLoader}
 *           (named {@code plugin:<file name>}); source = the file name, sha256 = the jar's SHA-256;</li>
 *       <li>each sub-directory is one plugin made of all the {@code *.jar} files directly in it,
 *           sharing one class loader (named {@code plugin:<directory name>}); source = the directory
 *           name, sha256 = the SHA-256 (lowercase hex) of the UTF-8 text made of one line
 *           {@code <jar file name> <jar sha256>\n} per jar, lines ordered by jar file name. For ASCII
 *           names an operator gets the same value with
 *           {@code for f in *.jar; do printf '%s %s\n' "$f" "$(sha256sum "$f" | cut -d' ' -f1)"; done | LC_ALL=C sort | sha256sum};</li>
 *       <li>entries whose name starts with a dot, and other files, are ignored; a sub-directory
 *           without jars is skipped with a warning.</li>
 *     </ul>
 *     A missing directory means no drop-ins; a path that exists but is not a directory is an error.</li>
 * </ol>
 *
 * <p>Every plugin class loader has a {@link PluginParentClassLoader} as parent, so plugin code sees
 * only the JDK and the {@code io.attest.plugin.api} packages. For each kind only the providers whose class was
 * defined by that plugin's own loader are taken (the class is inspected before it is instantiated),
 * so a provider is never counted twice.
 *
 * <p>When an allow-list is given (non-empty, see {@link PluginAllowlist}), every drop-in's hash must be
 * on one of its lines before any class loader is created; once the providers are constructed, each
 * drop-in provider's id must have a line with its drop-in's hash (a bare hash allows any id). For a
 * sub-directory the hash is the directory's combined hash; the original form, every jar's own hash
 * as a bare entry, still allows it.
 *
 * <p>Disabled providers ({@code ATTEST_PLUGINS_DISABLED}) are left out before duplicates are looked
 * for: {@code <id>} every provider with that id, {@code classpath:<id>} only the class-path one (so a
 * drop-in build of a first-party plugin can replace it). An entry that matches no provider is an error.
 *
 * <p>Any problem stops start-up with one {@link PluginLoadingException} naming the source, the kind,
 * the provider class and what is wrong: an id that is not {@code [a-z][a-z0-9-]{1,63}}, a blank
 * version, an SPI version other than its kind's ({@link PluginKind#spiVersion()}, the SPI's own
 * {@code SPI_VERSION}), a duplicate id within a kind,
 * a provider that cannot be loaded or constructed, a jar that is not on the allow-list or cannot be
 * read.
 */
public final class PluginCatalogLoader {

    /** The {@code source} of providers found on the application class path. */
    public static final String CLASSPATH_SOURCE = "classpath";

    /** What a provider id must look like. */
    public static final Pattern ID = Pattern.compile("[a-z][a-z0-9-]{1,63}");

    /** What the allow-list settings are called in messages. */
    static final String ALLOWLIST_SETTINGS = "attest.plugins.allowlist / ATTEST_PLUGINS_ALLOWLIST, "
            + "attest.plugins.allowlist-file / ATTEST_PLUGINS_ALLOWLIST_FILE";
    private static final Logger LOG = LoggerFactory.getLogger(PluginCatalogLoader.class);

    private final List<PluginKind> kinds;
    private final ClassLoader applicationLoader;
    private final Path pluginsDir;
    private final PluginAllowlist allowlist;
    private final Set<String> disabled;
    private final ClassLoader pluginParent;
    private final List<DataFormat> dataFormats;

    /**
     * A plugin written as a data file rather than a jar (e.g. a JSON citation pattern pack): files
     * in the plugins directory ending in {@code extension} are parsed into a provider of {@code kind}.
     * The parser reports mistakes with an {@link IllegalArgumentException}.
     */
    public record DataFormat(String extension, PluginKind kind, java.util.function.Function<byte[], ? extends Plugin> parser) {
    }

    /**
     * @param kinds             the SPIs to load, in listing order (normally {@link EngineKinds#ALL})
     * @param applicationLoader the loader of the server's class path (class-path providers, domain types)
     * @param pluginsDir        the drop-in directory; null for none
     * @param allowlist         SHA-256 hashes (hex, any case) of the jars allowed; empty or null for "any jar";
     *                          blank entries are ignored
     */
    public PluginCatalogLoader(List<PluginKind> kinds, ClassLoader applicationLoader, Path pluginsDir,
                               Collection<String> allowlist) {
        this(kinds, applicationLoader, pluginsDir, allowlist, new PluginParentClassLoader(applicationLoader), List.of());
    }

    /** As above, also reading plugins written as data files in {@code dataFormats}. */
    public PluginCatalogLoader(List<PluginKind> kinds, ClassLoader applicationLoader, Path pluginsDir,
                               Collection<String> allowlist, List<DataFormat> dataFormats) {
        this(kinds, applicationLoader, pluginsDir, allowlist, new PluginParentClassLoader(applicationLoader), dataFormats);
    }

    /** For tests: lets a test give the plugin loaders another parent (e.g. a leaky one). */
    PluginCatalogLoader(List<PluginKind> kinds, ClassLoader applicationLoader, Path pluginsDir,
                        Collection<String> allowlist, ClassLoader pluginParent) {
        this(kinds, applicationLoader, pluginsDir, allowlist, pluginParent, List.of());
    }

    private PluginCatalogLoader(List<PluginKind> kinds, ClassLoader applicationLoader, Path pluginsDir,
                                Collection<String> allowlist, ClassLoader pluginParent, List<DataFormat> dataFormats) {
        this(kinds, applicationLoader, pluginsDir, PluginAllowlist.of(allowlist, "attest.plugins.allowlist / ATTEST_PLUGINS_ALLOWLIST"),
                Set.of(), pluginParent, dataFormats);
    }

    /**
     * @param allowlist the drop-ins allowed ({@link PluginAllowlist#NONE}: any)
     * @param disabled  {@code <id>} or {@code classpath:<id>} entries of providers to leave out
     */
    public PluginCatalogLoader(List<PluginKind> kinds, ClassLoader applicationLoader, Path pluginsDir,
                               PluginAllowlist allowlist, Set<String> disabled, List<DataFormat> dataFormats) {
        this(kinds, applicationLoader, pluginsDir, allowlist, disabled, new PluginParentClassLoader(applicationLoader), dataFormats);
    }

    private PluginCatalogLoader(List<PluginKind> kinds, ClassLoader applicationLoader, Path pluginsDir,
                                PluginAllowlist allowlist, Set<String> disabled, ClassLoader pluginParent,
                                List<DataFormat> dataFormats) {
        this.dataFormats = List.copyOf(dataFormats);
        this.kinds = List.copyOf(kinds);
        this.applicationLoader = Objects.requireNonNull(applicationLoader, "applicationLoader");
        this.pluginsDir = pluginsDir;
        this.allowlist = Objects.requireNonNull(allowlist, "allowlist");
        this.disabled = Set.copyOf(disabled);
        this.pluginParent = Objects.requireNonNull(pluginParent, "pluginParent");
    }

    /**
     * The server's catalog: {@link EngineKinds#ALL}, this class's loader as the application loader.
     */
    public static LoadedPluginCatalog loadEngines(Path pluginsDir, PluginAllowlist allowlist, Set<String> disabled) {
        return new PluginCatalogLoader(EngineKinds.ALL, PluginCatalogLoader.class.getClassLoader(), pluginsDir,
                allowlist, disabled, EngineKinds.dataFormats(PluginCatalogLoader.class.getClassLoader())).load();
    }

    /**
     * Reads the class path and the plugins directory, validates every provider and returns the
     * catalog, which owns the class loaders it created.
     *
     * @throws PluginLoadingException on any problem (no class loader is left open then)
     */
    public LoadedPluginCatalog load() {
        disabledMatched.clear();
        seenIds.clear();
        List<DropIn> dropIns = discover();
        checkAllowlist(dropIns);
        for (DropIn dropIn : dropIns) {
            for (Jar jar : dropIn.jars()) {
                checkReadable(dropIn, jar);
            }
        }

        List<Source> sources = new ArrayList<>();
        sources.add(new Source(CLASSPATH_SOURCE, "class path", null, applicationLoader, false));
        List<URLClassLoader> created = new ArrayList<>();
        try {
            for (DropIn dropIn : dropIns) {
                URLClassLoader loader = new URLClassLoader("plugin:" + dropIn.name(), dropIn.urls(), pluginParent);
                created.add(loader);
                sources.add(new Source(dropIn.name(), dropIn.description(), dropIn.sha256(), loader, true));
            }
            LoadedPluginCatalog catalog = collect(sources, created);
            log(catalog);
            return catalog;
        } catch (RuntimeException | Error e) {
            for (URLClassLoader loader : created) {
                try {
                    loader.close();
                } catch (IOException closing) {
                    e.addSuppressed(closing);
                }
            }
            throw e;
        }
    }

    // ---- the directory ------------------------------------------------------------------------

    /** Data-file plugins found by {@link #discover()}; checked against the allow-list like jars. */
    private final List<Jar> dataFiles = new ArrayList<>();

    private DataFormat dataFormat(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!Files.isRegularFile(file)) {
            return null;
        }
        return dataFormats.stream().filter(f -> name.endsWith(f.extension())).findFirst().orElse(null);
    }

    private List<DropIn> discover() {
        dataFiles.clear();
        if (pluginsDir == null) {
            LOG.info("no plugins directory configured: class-path providers only");
            return List.of();
        }
        Path dir = pluginsDir.toAbsolutePath().normalize();
        if (!Files.exists(dir)) {
            LOG.info("plugins directory {} does not exist: class-path providers only", dir);
            return List.of();
        }
        if (!Files.isDirectory(dir)) {
            throw new PluginLoadingException("Plugin loading failed: the plugins directory " + dir
                    + " (attest.plugins.dir / ATTEST_PLUGINS_DIR) exists but is not a directory");
        }
        List<DropIn> dropIns = new ArrayList<>();
        for (Path entry : list(dir)) {
            String name = entry.getFileName().toString();
            if (name.startsWith(".")) {
                LOG.info("plugins directory {}: ignoring hidden entry {}", dir, name);
            } else if (Files.isDirectory(entry)) {
                List<Path> jarFiles = list(entry).stream().filter(PluginCatalogLoader::isJar).toList();
                if (jarFiles.isEmpty()) {
                    LOG.warn("plugins directory {}: sub-directory {} holds no .jar file, skipped", dir, name);
                    continue;
                }
                List<Jar> jars = jarFiles.stream().map(p -> new Jar(p, name + "/" + p.getFileName(), sha256(p))).toList();
                StringBuilder lines = new StringBuilder();
                for (Jar jar : jars) {
                    lines.append(jar.path().getFileName()).append(' ').append(jar.sha256()).append('\n');
                }
                String hash = hex(digest().digest(lines.toString().getBytes(StandardCharsets.UTF_8)));
                dropIns.add(new DropIn(name, "plugin directory " + name + " in " + dir, hash, jars));
            } else if (isJar(entry)) {
                dropIns.add(new DropIn(name, "plugin jar " + name + " in " + dir, null,
                        List.of(new Jar(entry, name, sha256(entry)))));
            } else if (dataFormat(entry) != null) {
                dataFiles.add(new Jar(entry, name, sha256(entry)));
            } else {
                LOG.info("plugins directory {}: ignoring {} (not a .jar file or a directory)", dir, name);
            }
        }
        return dropIns;
    }

    /**
     * Drop-ins (by hash) that a bare allow-list hash admits whatever they provide; filled by
     * {@link #checkAllowlist}.
     */
    private final Set<String> allowedForAnyId = new LinkedHashSet<>();

    /** Before any class loader: every drop-in must be named by some line of the allow-list. */
    private void checkAllowlist(List<DropIn> dropIns) {
        allowedForAnyId.clear();
        List<String> present = new ArrayList<>();
        dataFiles.forEach(file -> present.add(file.sha256()));
        dropIns.forEach(dropIn -> present.add(dropIn.sha256()));
        for (Jar file : dataFiles) {
            if (allowlist.anyId().contains(file.sha256())) {
                allowedForAnyId.add(file.sha256());
            } else if (!allowlist.isEmpty() && !allowlist.mentions(file.sha256())) {
                throw notListed("plugin file " + file.label(), file.sha256(), present);
            }
            LOG.info("plugin file {} sha256={}", file.label(), file.sha256());
        }
        for (DropIn dropIn : dropIns) {
            if (allowlist.isEmpty()) {
                dropIn.jars().forEach(jar -> LOG.info("plugin jar {} sha256={} (no allow-list configured: every jar is allowed)",
                        jar.label(), jar.sha256()));
                continue;
            }
            if (allowlist.anyId().contains(dropIn.sha256())
                    || dropIn.jars().stream().allMatch(jar -> allowlist.anyId().contains(jar.sha256()))) {
                allowedForAnyId.add(dropIn.sha256());
            } else if (!allowlist.mentions(dropIn.sha256())) {
                Jar unlisted = dropIn.jars().stream().filter(jar -> !allowlist.anyId().contains(jar.sha256()))
                        .findFirst().orElseThrow();
                boolean perJar = dropIn.directoryHash() == null
                        || dropIn.jars().stream().anyMatch(jar -> allowlist.anyId().contains(jar.sha256()));
                throw perJar
                        ? notListed(describe(dropIn, unlisted), unlisted.sha256(), present)
                        : notListed(dropIn.description() + " (combined hash of its jars)", dropIn.sha256(), present);
            }
            LOG.info("{} sha256={} is on the allow-list", dropIn.description(), dropIn.sha256());
        }
    }

    private PluginLoadingException notListed(String what, String sha256, List<String> present) {
        List<String> stale = allowlist.staleEntries(present);
        return new PluginLoadingException("Plugin loading failed: " + what + " has SHA-256 " + sha256
                + ", which is not on the allow-list (" + ALLOWLIST_SETTINGS + "); add a line <id>=" + sha256
                + " for each provider id it holds, or remove it"
                + (stale.isEmpty() ? "" : "; lines that match no plugin here (an older build?): " + stale));
    }

    /** After construction: a drop-in provider's id must have a line with its drop-in's hash. */
    private void checkAllowlistId(PluginKind kind, Found found) {
        Source source = found.source();
        if (allowlist.isEmpty() || !source.plugin() || allowedForAnyId.contains(source.sha256())) {
            return;
        }
        String id = found.plugin().id();
        Set<String> expected = allowlist.hashesFor(id);
        if (!expected.contains(source.sha256())) {
            throw new PluginLoadingException("Plugin loading failed: " + source.description() + " provides " + kind.name()
                    + " \"" + id + "\" but its SHA-256 is " + source.sha256() + ", and the allow-list ("
                    + ALLOWLIST_SETTINGS + ") "
                    + (expected.isEmpty() ? "has no line for id " + id : "expects " + id + "="
                    + String.join(" or ", expected))
                    + "; if this jar is the one you mean to run, write the line " + id + "=" + source.sha256());
        }
    }

    private static void checkReadable(DropIn dropIn, Jar jar) {
        try (JarFile file = new JarFile(jar.path().toFile())) {
            file.size(); // opened: it is a zip file
        } catch (IOException | SecurityException e) {
            throw new PluginLoadingException("Plugin loading failed: " + describe(dropIn, jar)
                    + " is not a readable jar: " + e.getMessage(), e);
        }
    }

    private static String describe(DropIn dropIn, Jar jar) {
        return dropIn.directoryHash() == null
                ? dropIn.description()
                : "jar " + jar.path().getFileName() + " of " + dropIn.description();
    }

    private static boolean isJar(Path path) {
        String name = path.getFileName().toString();
        return !name.startsWith(".") && name.toLowerCase(Locale.ROOT).endsWith(".jar") && Files.isRegularFile(path);
    }

    private static List<Path> list(Path dir) {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.sorted(Comparator.comparing(p -> p.getFileName().toString())).toList();
        } catch (IOException e) {
            throw new PluginLoadingException("Plugin loading failed: cannot list the plugins directory " + dir
                    + ": " + e, e);
        }
    }

    // ---- the providers ------------------------------------------------------------------------

    private LoadedPluginCatalog collect(List<Source> sources, List<URLClassLoader> loaders) {
        List<InstalledPlugin> installed = new ArrayList<>();
        List<Plugin> instances = new ArrayList<>();
        Map<Class<? extends Plugin>, List<Plugin>> bySpi = new HashMap<>();
        for (PluginKind kind : kinds) {
            Map<String, Found> byId = new LinkedHashMap<>();
            List<Found> candidates = new ArrayList<>();
            for (Source source : sources) {
                candidates.addAll(providers(kind, source));
            }
            candidates.addAll(dataProviders(kind));
            candidates.removeIf(this::isDisabled);
            for (Found found : candidates) {
                checkAllowlistId(kind, found);
                Found earlier = byId.putIfAbsent(found.plugin().id(), found);
                if (earlier != null) {
                    throw new PluginLoadingException("Plugin loading failed: duplicate " + kind.name() + " id \""
                            + found.plugin().id() + "\": provider " + earlier.className() + " from "
                            + earlier.source().description() + " and provider " + found.className() + " from "
                            + found.source().description()
                            + "; ids must be unique per kind, remove one of the two");
                }
            }
            List<Found> ordered = byId.values().stream()
                    .sorted(Comparator.comparing((Found f) -> f.plugin().id()))
                    .toList();
            bySpi.put(kind.spi(), ordered.stream().map(Found::plugin).toList());
            for (Found found : ordered) {
                installed.add(new InstalledPlugin(found.plugin().id(), found.plugin().version(), kind.name(),
                        found.source().name(), found.source().sha256()));
                instances.add(found.plugin());
            }
        }
        checkDisabledMatched();
        return new LoadedPluginCatalog(installed, instances, bySpi, loaders);
    }

    /** Disabled entries that left a provider out; the others are typos. */
    private final Set<String> disabledMatched = new LinkedHashSet<>();
    private final Set<String> seenIds = new TreeSet<>();

    private boolean isDisabled(Found found) {
        String id = found.plugin().id();
        seenIds.add(id);
        String qualified = found.source().plugin() ? null : CLASSPATH_SOURCE + ":" + id;
        boolean off = false;
        if (disabled.contains(id)) {
            disabledMatched.add(id);
            off = true;
        }
        if (qualified != null && disabled.contains(qualified)) {
            disabledMatched.add(qualified);
            off = true;
        }
        if (off) {
            LOG.info("plugin {} from {} disabled by configuration", id, found.source().description());
        }
        return off;
    }

    private void checkDisabledMatched() {
        Set<String> unknown = new TreeSet<>(disabled);
        unknown.removeAll(disabledMatched);
        if (!unknown.isEmpty()) {
            throw new PluginLoadingException("Plugin loading failed: ATTEST_PLUGINS_DISABLED (attest.plugins.disabled) names "
                    + unknown + ", which no installed provider has (classpath:<id> names a class-path provider); "
                    + "the providers are " + seenIds);
        }
    }

    /** The validated providers of one kind that {@code source} itself defines. */
    private List<Found> providers(PluginKind kind, Source source) {
        List<Found> result = new ArrayList<>();
        Iterator<? extends ServiceLoader.Provider<? extends Plugin>> iterator =
                ServiceLoader.load(kind.spi(), source.loader()).stream().iterator();
        while (true) {
            ServiceLoader.Provider<? extends Plugin> provider;
            try {
                if (!iterator.hasNext()) {
                    break;
                }
                provider = iterator.next();
            } catch (ServiceConfigurationError | LinkageError e) {
                throw new PluginLoadingException("Plugin loading failed: " + source.description() + ", kind "
                        + kind.name() + ": a provider listed in META-INF/services/" + kind.spi().getName()
                        + " cannot be loaded: " + causes(e) + hint(e), e);
            }
            Class<? extends Plugin> type = provider.type();
            if (source.plugin() && type.getClassLoader() != source.loader()) {
                // Seen through the parent: not this plugin's own provider (class-path providers are counted once).
                LOG.debug("{}: skipping {} (defined by {}, not by the plugin's loader)",
                        source.description(), type.getName(), type.getClassLoader());
                continue;
            }
            result.add(validate(kind, source, type.getName(), provider::get));
        }
        return result;
    }

    /** The providers of {@code kind} written as data files, parsed and validated. */
    private List<Found> dataProviders(PluginKind kind) {
        List<Found> result = new ArrayList<>();
        for (Jar file : dataFiles) {
            DataFormat format = dataFormat(file.path());
            if (format == null || !format.kind().equals(kind)) {
                continue;
            }
            Source source = new Source(file.label(), "plugin file " + file.label() + " in " + pluginsDir, file.sha256(), null, true);
            result.add(validate(kind, source, format.extension() + " file", () -> {
                try {
                    return format.parser().apply(Files.readAllBytes(file.path()));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }));
        }
        return result;
    }

    private Found validate(PluginKind kind, Source source, String className,
                           java.util.function.Supplier<? extends Plugin> provider) {
        String where = "Plugin loading failed: " + source.description() + ", kind " + kind.name() + ", provider "
                + className + ": ";
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        if (source.plugin() && source.loader() != null) {
            thread.setContextClassLoader(source.loader());
        }
        try {
            Plugin plugin;
            try {
                plugin = provider.get();
            } catch (IllegalArgumentException invalid) {
                throw new PluginLoadingException(where + "is not valid: " + invalid.getMessage(), invalid);
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                throw new PluginLoadingException(where + "cannot be constructed: " + causes(e) + hint(e), e);
            }
            String id = call(where, "id()", plugin::id);
            String version = call(where, "version()", plugin::version);
            int spiVersion = call(where, "spiVersion()", plugin::spiVersion);
            if (id == null || !ID.matcher(id).matches()) {
                throw new PluginLoadingException(where + "id " + (id == null ? "null" : "\"" + id + "\"")
                        + " is not valid: ids are lower-case kebab words matching " + ID.pattern());
            }
            if (version == null || version.isBlank()) {
                throw new PluginLoadingException(where + "id \"" + id + "\" has a blank version()");
            }
            if (spiVersion != kind.spiVersion()) {
                throw new PluginLoadingException(where + "id \"" + id + "\" was built against "
                        + kind.spi().getSimpleName() + " SPI version " + spiVersion + ", this server speaks "
                        + kind.spi().getSimpleName() + " SPI version " + kind.spiVersion()
                        + " (each SPI is versioned on its own)");
            }
            return new Found(plugin, source, className);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    private static <V> V call(String where, String method, java.util.function.Supplier<V> call) {
        try {
            return call.get();
        } catch (RuntimeException | LinkageError e) {
            throw new PluginLoadingException(where + method + " threw " + causes(e) + hint(e), e);
        }
    }

    /** "message; cause: Type: message; ..." — every distinct message of the cause chain. */
    private static String causes(Throwable error) {
        StringBuilder text = new StringBuilder();
        Set<Throwable> seen = new LinkedHashSet<>();
        for (Throwable t = error; t != null && seen.add(t); t = t.getCause()) {
            if (t != error) {
                text.append("; cause: ");
            }
            text.append(t == error && t.getMessage() != null ? t.getMessage() : t.toString());
        }
        return text.toString();
    }

    private static String hint(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof NoClassDefFoundError || t instanceof ClassNotFoundException) {
                return " (plugins see only JDK classes and the io.attest.plugin.api types: bundle any other library into the plugin)";
            }
        }
        return "";
    }

    private void log(LoadedPluginCatalog catalog) {
        for (InstalledPlugin plugin : catalog.installed()) {
            LOG.info("plugin {} {} {} from {}{}", plugin.kind(), plugin.id(), plugin.version(), plugin.source(),
                    plugin.sha256() == null ? "" : " sha256=" + plugin.sha256());
        }
        LOG.info("{} engine providers loaded ({} from the plugins directory)", catalog.installed().size(),
                catalog.installed().stream().filter(p -> !CLASSPATH_SOURCE.equals(p.source())).count());
    }

    // ---- hashing ------------------------------------------------------------------------------

    /** The SHA-256 of a file, lowercase hex. */
    static String sha256(Path file) {
        MessageDigest digest = digest();
        byte[] buffer = new byte[64 * 1024];
        try (InputStream in = Files.newInputStream(file)) {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                digest.update(buffer, 0, n);
            }
        } catch (IOException e) {
            throw new PluginLoadingException("Plugin loading failed: cannot read plugin jar " + file + ": " + e, e);
        }
        return hex(digest.digest());
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    private static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }

    // ---- small records ------------------------------------------------------------------------

    /** One jar file; {@code label} is its name, prefixed by its directory for sub-directory plugins. */
    private record Jar(Path path, String label, String sha256) {
    }

    /** One plugin in the directory: a jar, or a sub-directory of jars ({@code directoryHash} null for a jar). */
    private record DropIn(String name, String description, String directoryHash, List<Jar> jars) {

        /** What {@code GET /v1/plugins} shows: the jar's hash, or the directory's combined hash. */
        String sha256() {
            return directoryHash != null ? directoryHash : jars.getFirst().sha256();
        }

        URL[] urls() {
            return jars.stream().map(jar -> {
                try {
                    return jar.path().toUri().toURL();
                } catch (MalformedURLException e) {
                    throw new UncheckedIOException(e);
                }
            }).toArray(URL[]::new);
        }
    }

    private record Source(String name, String description, String sha256, ClassLoader loader, boolean plugin) {
    }

    private record Found(Plugin plugin, Source source, String className) {
    }
}
