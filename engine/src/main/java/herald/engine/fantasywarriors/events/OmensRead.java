package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;

/** An army's omens read before the battle: {@code roll}, +1 for its soothsayer, gave {@code omens}. */
public record OmensRead(String side, int roll, boolean soothsayer, int score, String omens) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return line(side);
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return state.withCompanion(state.companion().withOmens(side, omens)).withReportLine(line(state.sideName(side)));
    }

    private String line(String army) {
        return "The omens for " + army + ": rolled " + roll + (soothsayer ? " +1 for the soothsayer = " + score : "")
                + ", " + omens + (omens.equals("neutral") ? "" : omens.equals("good") ? " (+1 to its command tests)"
                : " (-1 to its command tests)");
    }
}
