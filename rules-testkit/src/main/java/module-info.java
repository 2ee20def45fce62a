/** What we ship for verifying engines: fixtures and their runner, conformance properties, simulation. */
module io.github.mkrules.testkit {
  requires transitive io.github.mkrules.scenarios;
  requires com.google.common;

  exports io.github.mkrules.testkit;

  // Jackson binds fixture files to the testkit's records.
  opens io.github.mkrules.testkit.fixtures to tools.jackson.databind;
}
