package herald.engine.fantasywarriors.events;

import herald.engine.RuleEvent;
import herald.engine.fantasywarriors.FantasyWarriorsState;

/**
 * Every fact of a Fantasy Warriors battle, past tense. Each event applies itself to the state. An event decided by
 * dice carries them as {@code roll} and the number they had to meet as {@code need}; a measurement carries its inches.
 */
public sealed interface FantasyWarriorsEvent extends RuleEvent permits BattleSetUp, TurnBegan, PhaseBegan, SpeechMade, UnitTested,
        VolleyShot, VolleyWithheld, FiguresLost, InitiativeRolled, PieceMoved, OrderRefused, UnitDisorganised,
        UnitReorganised, ObstacleCrossed, EquipmentAbandoned, FightJoined, BlowsStruck, OrderChanged, BattleLeadersTested, Influenced, CommandTested, TurnEnded,
        MessageSent, MessageRead, MessageLost, OmensRead,
        BattleEnded, CannonFired, CrewLost, DragonBreathed, IndividualCaught, MercenariesTested, MercenaryLeft,
        WarChantRaised, WarChantStopped, Sniped, FlyingCounterMoved,
        TerrorCast, ShieldCast, DuelFought, CreatureSummoned, CreatureControlled, CreatureBanished, DruidicPowerUsed,
        DruidicPowerEnded, HostileTerrainStruck, EnchantmentCast, EnchantmentBroken, HasteCast, ScoutsReported,
        ScoutingWon, TerrainPlaced, PlayerLeft {

    FantasyWarriorsState applyTo(FantasyWarriorsState state);

    /** Every event but the set-up and a phase's heading adds its line to the report's current section. */
    default FantasyWarriorsState reported(FantasyWarriorsState state) {
        return state.withReportLine(describe());
    }
}
