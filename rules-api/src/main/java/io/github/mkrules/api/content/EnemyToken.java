package io.github.mkrules.api.content;

import java.util.List;

/**
 * One enemy token type (R-ABIL). Each physical token is one copy of a type.
 *
 * @param id the stable id, for example {@code prowlers}
 * @param name English and Czech names
 * @param color the token back, which decides its draw pile
 * @param armor its Armor
 * @param attacks its attacks (most enemies have one)
 * @param abilities ability ids, for example {@code swift}, {@code brutal}, {@code fortified}
 * @param resistances resistance ids: {@code physical}, {@code fire}, {@code ice}
 * @param fame the Fame gained for defeating it
 * @param copies how many tokens of this type are in the base box
 * @param rampagingReputation the Reputation gained for defeating it while it is a rampaging enemy on the
 *     map: +1 for each Marauding Orc (green), +2 for each Draconum (red), 0 for the other piles
 *     (R-COMBAT-OUTCOME-2.1); nothing is gained when it was not rampaging
 * @param reputationOnDefeat a Reputation change printed on the token itself, applied whenever it is
 *     defeated (0 for every base-game token; some expansion tokens print +1 or -1)
 * @param elusiveArmor the lower Armour of an Elusive enemy, used in the Attack phase once all its attacks were
 *     blocked (R-ABIL-14); 0 when the token states none (every base-game token), and then {@code armor} is
 *     used throughout
 */
public record EnemyToken(
    String id,
    LocalizedName name,
    EnemyColor color,
    int armor,
    List<EnemyAttack> attacks,
    List<String> abilities,
    List<String> resistances,
    int fame,
    int copies,
    int rampagingReputation,
    int reputationOnDefeat,
    int elusiveArmor) {}
