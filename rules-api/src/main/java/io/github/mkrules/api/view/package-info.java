/** Redacted views of a state: what one player can see. */
package io.github.mkrules.api.view;
