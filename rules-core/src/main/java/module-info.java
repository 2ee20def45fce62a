/** The Mage Knight rules engine: setup, rounds, mana, cards, movement, exploration and content as data. */
module io.github.mkrules.core {
  requires transitive io.github.mkrules.api;
  requires static org.immutables.value.annotations;
  requires tools.jackson.databind;

  exports io.github.mkrules.core;
  exports io.github.mkrules.core.content to io.github.mkrules.scenarios, io.github.mkrules.testkit;
  exports io.github.mkrules.core.save;
  // The fixture paths read which site lies on a space (Board.hexAt).
  exports io.github.mkrules.core.map to io.github.mkrules.testkit;
  exports io.github.mkrules.core.encoding;

  // Jackson binds the content files to the private records of the loaders.
  opens io.github.mkrules.core.content to tools.jackson.databind;
  // Jackson binds save and replay files and protocol requests to the package's private records.
  opens io.github.mkrules.core.save to tools.jackson.databind;
}
