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

    /**
     * The figures this event is about, by id: at night only the sides that see one of them read its line. None (the
     * default): every side reads it.
     */
    default java.util.List<String> concerns() {
        return java.util.List.of();
    }

    /** Every event but set-up adds its report line to the current section, for the sides that saw it. */
    default DarkAgeState reported(DarkAgeState state) {
        return state.withReportLine(describe(), state.witnesses(concerns()));
    }
}
