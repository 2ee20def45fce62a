package io.github.mkrules.api.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * The one Immutables style of the project's records. Put it with {@code @Value.Builder} on a record that
 * implements its generated {@code With…} interface: Immutables then generates a public {@code …Builder}
 * (with {@code from(record)} to change several parts at once) and a package-private {@code With…} interface
 * whose default methods, one {@code with…} copy per component, the record inherits as its own public
 * methods. Both call the record's canonical constructor. See docs/decisions/api.md and docs/performance.md.
 *
 * <ul>
 *   <li>{@code allowedClasspathAnnotations = Override}: the generated code carries no annotation from the
 *       class path, in particular no {@code @org.immutables.value.Generated}, whose element values make a
 *       consumer's {@code javac -Xlint:all -Werror} fail when the annotations jar is missing.
 *   <li>{@code builtinContainerAttributes = false}: lists, maps and optionals are plain attributes. Builders
 *       and withers pass the given collection to the record's constructor, which keeps an already immutable
 *       list as it is ({@code List.copyOf}), so unchanged parts stay shared between states.
 *   <li>{@code jdkOnly = true}: the generated code uses only the JDK, not Guava.
 *   <li>{@code visibility = PACKAGE}: the {@code With…} interface is package-private, so the API shows the
 *       {@code with…} methods on the record itself and no undocumented generated type.
 * </ul>
 *
 * <p>Source retention: nothing of it reaches the class files. Not part of the public contract.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.SOURCE)
@Value.Style(
    allowedClasspathAnnotations = {Override.class},
    builtinContainerAttributes = false,
    jdkOnly = true,
    visibility = Value.Style.ImplementationVisibility.PACKAGE)
public @interface ValueStyle {}
