/** What we ship for verifying engines: fixtures and their runner, conformance properties, simulation. */
module io.github.mkrules.testkit {
  requires transitive io.github.mkrules.scenarios;
  requires com.google.common;

  exports io.github.mkrules.testkit;

}
