package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.core.CoreEngine;
import io.github.mkrules.scenarios.MageKnight;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 7 (a consumer project kept as a test of the build): a small program compiled with
 * {@code -Xlint:all -Werror} against rules-api alone, run with nothing but rules-api, rules-core and
 * rules-scenarios, once on the module path and once on the class path. It reads the catalogue, plays a random
 * game to its end and prints how it ended. This proves that the published modules export what a consumer
 * needs, that the engine is found as a service on both paths, and that a consumer compiles against the API
 * with no third-party library (the engine needs Jackson at run time only).
 */
class ConsumerProjectTest {
  private static final String MAIN = "consumer/Main.java";
  private static final String MODULE_INFO = "module-info.java";

  @TempDir
  Path work;

  @Test
  void aConsumerOnTheModulePathPlaysAGameToItsEnd() throws Exception {
    Path src = copySources(true);
    Path out = work.resolve("out-module");
    compile("--module-path", libraries(), "-d", out.toString(), src.resolve(MODULE_INFO).toString(),
        src.resolve(MAIN).toString());
    String printed = run("--module-path", out + File.pathSeparator + runtime(), "-m", "consumer/consumer.Main", "3");
    assertPlayed(printed);
  }

  @Test
  void aConsumerOnTheClassPathPlaysAGameToItsEnd() throws Exception {
    Path src = copySources(false);
    Path out = work.resolve("out-classpath");
    compile("-classpath", libraries(), "-d", out.toString(), src.resolve(MAIN).toString());
    String printed = run("-cp", out + File.pathSeparator + runtime(), "consumer.Main", "4");
    assertPlayed(printed);
  }

  private static void assertPlayed(String printed) {
    assertTrue(printed.contains("catalogue heroes=4 ") && printed.contains("scenario=First Reconnaissance"), printed);
    assertTrue(printed.matches("(?s).*game over after [0-9]+ actions: \\S+\\s*winner: player [0-9].*"), printed);
  }

  private Path copySources(boolean withModuleInfo) throws IOException {
    Path src = work.resolve(withModuleInfo ? "src-module" : "src-classpath");
    List<String> files = withModuleInfo ? List.of(MAIN, MODULE_INFO) : List.of(MAIN);
    for (String file : files) {
      Path target = src.resolve(file);
      Files.createDirectories(target.getParent());
      try (InputStream in = ConsumerProjectTest.class.getResourceAsStream("/consumer/" + file)) {
        assertNotNull(in, file);
        Files.copy(in, target);
      }
    }
    return src;
  }

  /** rules-api, rules-core and rules-scenarios: their jars, or their class folders when run before packaging. */
  private static String libraries() throws URISyntaxException {
    List<String> paths = new ArrayList<>();
    for (Class<?> type : List.of(Engine.class, CoreEngine.class, MageKnight.class)) {
      paths.add(Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
    }
    return String.join(File.pathSeparator, paths);
  }

  /**
   * The libraries and what rules-core needs at run time (Jackson reads the content files), as a consumer's
   * build tool would put them on the path.
   */
  private static String runtime() throws URISyntaxException, ClassNotFoundException {
    List<String> paths = new ArrayList<>(List.of(libraries()));
    for (String type : List.of("tools.jackson.databind.ObjectMapper", "tools.jackson.core.JsonParser",
        "com.fasterxml.jackson.annotation.JsonProperty")) {
      paths.add(Path.of(Class.forName(type).getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
    }
    return String.join(File.pathSeparator, paths);
  }

  private static void compile(String... options) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertNotNull(javac, "the tests run on a JDK");
    List<String> args = new ArrayList<>(List.of("-Xlint:all", "-Werror", "--release", "17"));
    args.addAll(List.of(options));
    ByteArrayOutputStream messages = new ByteArrayOutputStream();
    try (PrintStream print = new PrintStream(messages, true, StandardCharsets.UTF_8)) {
      int code = javac.run(null, print, print, args.toArray(new String[0]));
      assertEquals(0, code, "javac " + args + ":\n" + messages.toString(StandardCharsets.UTF_8));
    }
  }

  private static String run(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    byte[] output = process.getInputStream().readAllBytes();
    assertTrue(process.waitFor(5, TimeUnit.MINUTES), "the consumer ends");
    String printed = new String(output, StandardCharsets.UTF_8);
    assertEquals(0, process.exitValue(), String.join(" ", command) + ":\n" + printed);
    return printed;
  }
}
