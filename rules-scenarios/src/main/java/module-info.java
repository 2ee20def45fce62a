/** The Mage Knight scenario book: scenarios, the dummy player, scoring and variants. */
module io.github.mkrules.scenarios {
  requires transitive io.github.mkrules.core;

  exports io.github.mkrules.scenarios;

  // Jackson binds scenarios.json to the private records of the loader.
  opens io.github.mkrules.scenarios to tools.jackson.databind;

  provides io.github.mkrules.api.Engine with io.github.mkrules.scenarios.MageKnight;
}
