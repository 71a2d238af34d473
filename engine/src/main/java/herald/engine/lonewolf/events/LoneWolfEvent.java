package herald.engine.lonewolf.events;

import herald.engine.RuleEvent;
import herald.engine.lonewolf.LoneWolfState;

/**
 * Every fact of a Lone Wolf game, past tense. Each event applies itself to the state; the compiler
 * sees to it that none is left without, and a test folds one of each.
 */
public sealed interface LoneWolfEvent extends RuleEvent
        permits GameSetUp, TurnBegan, InitiativeRolled, InitiativeDecided, PhaseBegan, PieceFired, FireHeld,
        PieceTurned, PieceMoved, MoveHalted, DirectionRolled, PieceAttacked, AttackHeld, PieceRemoved, HitRolled, MoraleTested,
        PieceFled, PieceRevealed, TurnEnded, GameEnded, PercentagesAdded, SkillRolled, WoundHealed, StandingOrderSet,
        MissileDeflected, DisciplinesRolled,
        WoundIgnored, ParryUsed, PieceLeapt, BrutalityUsed, ZoneWithstood, HypnotiseTried, ControlChanged {

    LoneWolfState applyTo(LoneWolfState state);

    /** Every event but set-up adds its report line to the current section, readable by the sides it is visible to. */
    default LoneWolfState reported(LoneWolfState state) {
        return state.withReportLine(describe(), visibleTo());
    }
}
