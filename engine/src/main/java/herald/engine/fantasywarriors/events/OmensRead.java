package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/** An army's omens read before the battle: {@code roll}, +1 for its soothsayer, gave {@code omens}. */
public record OmensRead(String side, int roll, boolean soothsayer, int score, String omens) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return "omens for " + side + ": rolled " + roll + (soothsayer ? " +1 for the soothsayer = " + score : "") + ", "
                + omens + (omens.equals("neutral") ? "" : omens.equals("good") ? " (+1 to its command tests)"
                : " (-1 to its command tests)");
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return state.withCompanion(state.companion().withOmens(side, omens)).withReportLine("The omens for "
                + state.sideName(side) + ": rolled " + roll + (soothsayer ? " +1 for the soothsayer = " + score : "")
                + ", " + omens + (omens.equals("neutral") ? "" : omens.equals("good") ? " (+1 to its command tests)"
                : " (-1 to its command tests)"));
    }
}
