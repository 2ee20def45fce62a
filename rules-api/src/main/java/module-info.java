/**
 * The public contract of the Mage Knight rules engine: game configurations, immutable states, structured
 * actions with a text notation, legal-action generation, typed rejections, events and player views.
 */
module io.github.mkrules.api {
  requires static org.immutables.value.annotations;

  exports io.github.mkrules.api;
  exports io.github.mkrules.api.action;
  exports io.github.mkrules.api.content;
  exports io.github.mkrules.api.event;
  exports io.github.mkrules.api.state;
  exports io.github.mkrules.api.view;
  exports io.github.mkrules.api.internal to io.github.mkrules.core;

  uses io.github.mkrules.api.Engine;
}
