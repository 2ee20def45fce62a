package io.github.mkrules.api.action;

/**
 * One atomic decision of a player. Implementations are immutable records with value equality; use
 * {@link #notation()} to print and {@link ActionNotation#parse(String)} to read back.
 */
public sealed interface Action
    permits SelectTactic,
        UseTactic,
        UseSkill,
        PlayCard,
        PlaySideways,
        Move,
        Explore,
        Rest,
        AnnounceEndOfRound,
        EndTurn,
        Undo,
        Pick,
        Done,
        Challenge,
        EnterSite,
        BurnMonastery,
        Target,
        Strike,
        BlockAttack,
        AssignDamage,
        NextPhase,
        ActivateUnit,
        Interact,
        Recruit,
        Buy,
        Heal,
        Plunder,
        Summon,
        ConvertPoints,
        AssignBanner,
        UseBanner,
        SlowAttack,
        ActivateOfferUnit {
  /**
   * The action in the text notation, for example {@code play march powered die:2}.
   *
   * @return one line of text that {@link ActionNotation#parse(String)} reads back to an equal action
   */
  String notation();
}
