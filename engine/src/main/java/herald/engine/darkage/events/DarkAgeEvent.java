package herald.engine.darkage.events;

import herald.engine.RuleEvent;
import herald.engine.darkage.DarkAgeState;

/**
 * Every fact of a dark-age skirmish, past tense. Each event applies itself to the state; a test folds one of each, so
 * none is skipped silently. An event decided by dice carries its die (or dice, in order) as {@code roll} and the total
 * it had to reach as {@code need}; measurements carry their inches.
 */
public sealed interface DarkAgeEvent extends RuleEvent permits GameSetUp, TurnBegan, InitiativeRolled,
        InitiativeSettled, PhaseBegan, FigureMoved, FigureStood, OrderLost, ShotRolled, TargetDrawn, BlowRolled,
        FumbleRolled, FateRolled, SunderRolled, ShieldTested, HeroPointSpent, HeroPointGained, LastHeroicAct, PowerCast,
        PowerWorked, PowersTested, TorchLit, FireAttacked, FireLit, FireDecayed, FireOut, FlamesRolled, StandingSet,
        SideLeft, TurnEnded, GameEnded {

    DarkAgeState applyTo(DarkAgeState state);

    /** Every event but set-up adds its report line to the current section. */
    default DarkAgeState reported(DarkAgeState state) {
        return state.withReportLine(describe());
    }
}
