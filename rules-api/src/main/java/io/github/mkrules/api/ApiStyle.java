package io.github.mkrules.api;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/** Immutables style for API value types: generated classes stay package-private and hidden. */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.CLASS)
@Value.Style(
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    overshadowImplementation = true,
    defaults = @Value.Immutable(prehash = true),
    allowedClasspathAnnotations = {org.immutables.value.Generated.class})
@interface ApiStyle {}
