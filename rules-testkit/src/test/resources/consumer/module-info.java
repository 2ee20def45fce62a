/** A program that uses the engine as any consumer would: through rules-api alone. */
module consumer {
  requires io.github.mkrules.api;
}
