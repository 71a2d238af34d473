package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/** An army's scouting roll before the battle: 1D6, +1 for each unit that scouted and each scout (H16). */
public record ScoutsReported(String side, int roll, int scouts, int score) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return side + " scouts: rolled " + roll + " +" + scouts + " = " + score;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return state.withReportLine("Scouting, " + state.sideName(side) + ": rolled " + roll + (scouts == 0 ? ""
                : " +" + scouts + " for the units and scouts that scouted = " + score));
    }
}
