# Sourced by the scripts in this folder: selects a JDK >= 21 when the default java is older.
# Order: $JAVA_HOME if it is >= 21, then the newest JDK >= 21 under /usr/lib/jvm or
# /Library/Java/JavaVirtualMachines, then `java` on the PATH.

attest_java_major() { # prints the major version of the java binary given, or 0
  "$1" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2; exit}' | cut -d. -f1
}

attest_select_jdk() {
  local candidate major best="" best_major=0
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then
    major=$(attest_java_major "$JAVA_HOME/bin/java")
    # the tools on PATH (java, jlink) must be this JDK's too, not an older default one
    if [ "${major:-0}" -ge 21 ]; then export PATH="$JAVA_HOME/bin:$PATH"; attest_quiet_maven_on "$major"; return 0; fi
  fi
  for candidate in /usr/lib/jvm/* /Library/Java/JavaVirtualMachines/*/Contents/Home; do
    [ -x "$candidate/bin/javac" ] || continue
    major=$(attest_java_major "$candidate/bin/java")
    if [ "${major:-0}" -ge 21 ] && [ "$major" -gt "$best_major" ]; then
      best="$candidate"; best_major="$major"
    fi
  done
  if [ -z "$best" ] && command -v javac >/dev/null 2>&1; then
    candidate=$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")
    major=$(attest_java_major "$candidate/bin/java")
    [ "${major:-0}" -ge 21 ] && best="$candidate" && best_major="$major"
  fi
  if [ -z "$best" ]; then
    echo "Attest needs a JDK 21 or newer. Install one (e.g. apt-get install openjdk-21-jdk) or set JAVA_HOME." >&2
    return 1
  fi
  export JAVA_HOME="$best"
  export PATH="$JAVA_HOME/bin:$PATH"
  attest_quiet_maven_on "$best_major"
}

# Maven's Guice touches sun.misc.Unsafe; JDK 24+ warns about it on every build. The flag does not
# exist before JDK 23, so only set it where it is understood.
attest_quiet_maven_on() {
  if [ "${1:-0}" -ge 24 ]; then
    case " ${MAVEN_OPTS:-} " in
      *sun-misc-unsafe-memory-access*) ;;
      *) export MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow" ;;
    esac
  fi
}

# The options scripts/run-server starts the server's JVM with, on one line:
# - always `--add-modules jdk.incubator.vector` (Lucene's SIMD code for the meeting index's vectors: a
#   rebuild took 2.4 times as long without it) and `--enable-native-access=ALL-UNNAMED` (ONNX Runtime and
#   the tokenizer load native libraries);
# - always `-XX:TrimNativeHeapInterval=2000` (every 2 s the JVM hands freed malloc memory back to the system:
#   the JIT's compiler arenas and ONNX Runtime's buffers otherwise stay resident after a burst; JAVA_OPTS
#   may override it, the last value wins);
# - always `-XX:G1HeapRegionSize=8m` (a 1 MB text or source is a 1–2 MB array; with the 1 MB regions G1
#   picks for a small heap that is a humongous object, and each one may start a concurrent marking cycle:
#   the GC's threads took 36–53 ms of CPU per 1 MB check with 5 MB of sources, 3–27 ms with 8 MB regions;
#   docs/performance.md, "Citation extraction and the GC, ninth round"; JAVA_OPTS may override it);
# - then $JAVA_OPTS when set, else a bounded heap `-Xmx256m` (with the JVM's default, a quarter of RAM,
#   the process grows far past what it needs; at -Xmx512m a full rebuild of a 100,000-item meeting
#   index peaked at 867 MB resident, at 256 MiB (with the flags here) at 511–530 MiB: docs/performance.md,
#   "Server memory with 100,000 indexed items").
attest_server_java_options() {
  echo "--add-modules jdk.incubator.vector --enable-native-access=ALL-UNNAMED -XX:TrimNativeHeapInterval=2000 -XX:G1HeapRegionSize=8m ${JAVA_OPTS:--Xmx256m}"
}

# The server's environment beyond its configuration: at most two glibc malloc arenas unless
# MALLOC_ARENA_MAX says otherwise. ONNX Runtime, the tokenizer and the JVM allocate native memory from
# many threads, and glibc's default (up to 8 arenas per core) kept tens of MB of freed memory resident.
attest_server_environment() {
  export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
}
