/**
 * Fixed-size encodings for learning and search bots (docs/bots.md): the {@link
 * io.github.mkrules.core.encoding.ActionSpace action space} (every action that can be legal as one index in
 * {@code [0, N)}, and the legal mask of a state), the {@link io.github.mkrules.core.encoding.Observation
 * observation tensor} of a player's view, and the {@link io.github.mkrules.core.encoding.Encoding facade} that
 * joins them to an engine. Only the API's records are read, so the encodings work for any {@link
 * io.github.mkrules.api.Engine}; they are what the bot protocol's {@code encoding}, {@code legal-indices},
 * {@code apply-index} and {@code observe} requests return.
 */
package io.github.mkrules.core.encoding;
