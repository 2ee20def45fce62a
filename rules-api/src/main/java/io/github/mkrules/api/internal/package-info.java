/** Build-time support shared by the project's modules; not part of the public contract. */
package io.github.mkrules.api.internal;
