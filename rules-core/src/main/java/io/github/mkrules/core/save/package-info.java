/**
 * The engine's documented JSON: {@link io.github.mkrules.core.save.Saves saves} of complete states,
 * {@link io.github.mkrules.core.save.Replay replays} of whole games, the {@link io.github.mkrules.core.save.Json
 * JSON form} of the API's records, and the {@link io.github.mkrules.core.save.BotProtocol bot protocol} over
 * standard input and output (docs/saves.md, docs/protocol.md).
 */
package io.github.mkrules.core.save;
