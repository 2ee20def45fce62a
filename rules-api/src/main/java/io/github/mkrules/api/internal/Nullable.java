package io.github.mkrules.api.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record component that may be null, so that the generated builder and {@code with…} copy accept
 * null for it (Immutables recognises any annotation named {@code Nullable}). Source retention: not part of
 * the public contract.
 */
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
@Retention(RetentionPolicy.SOURCE)
public @interface Nullable {}
