package io.github.mkrules.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The contract of {@link Result} and of the API module itself (architecture brief: typed rejections). */
class ResultTest {
  @Test
  void orThrowOfARejectionCarriesTheRejection() {
    Rejection rejection = Rejection.of(RejectionCode.NOT_ENOUGH_MOVE, "R-MOVE-3", "2 Move points short");
    RejectedActionException e =
        assertThrows(RejectedActionException.class, () -> new Result.Rejected(rejection).orThrow());
    assertSame(rejection, e.rejection(), "the exception carries the rejection");
    assertTrue(e.getMessage().contains("R-MOVE-3") && e.getMessage().contains("2 Move points short"), e.getMessage());
  }

  @Test
  void aResultNeedsItsParts() {
    NullPointerException noRejection = assertThrows(NullPointerException.class, () -> new Result.Rejected(null));
    assertEquals("rejection", noRejection.getMessage());
    NullPointerException noState = assertThrows(NullPointerException.class, () -> new Result.Applied(null, List.of()));
    assertEquals("state", noState.getMessage());
  }

  /**
   * Issue 7: the API module needs nothing but the JDK at run time, so a consumer gets no third-party library
   * through it; a {@code requires static} (the compile-time Immutables annotations) is not needed at run time.
   */
  @Test
  void theApiModuleRequiresOnlyTheJdk() throws IOException {
    Path descriptor = Path.of("target", "classes", "module-info.class");
    try (InputStream in = Files.newInputStream(descriptor)) {
      Set<String> required = new TreeSet<>();
      for (ModuleDescriptor.Requires r : ModuleDescriptor.read(in).requires()) {
        if (!r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC)) {
          required.add(r.name());
        }
      }
      assertEquals(Set.of("java.base"), required);
    }
  }
}
