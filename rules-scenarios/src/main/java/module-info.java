/** The Mage Knight scenario book: scenarios, the dummy player, scoring and variants. */
module io.github.mkrules.scenarios {
  requires transitive io.github.mkrules.core;

}
