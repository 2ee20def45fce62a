/** Typed, ordered events that {@code apply} reports so a frontend can animate without diffing states. */
package io.github.mkrules.api.event;
