package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.table.Feature;
import herald.engine.table.Inches;
import herald.engine.table.Point;

/** A terrain feature set down again by the winner of the scouting, its centre at {@code at}, before the battle. */
public record TerrainPlaced(String feature, Point at) implements FantasyWarriorsEvent {
    @Override
    public String describe() {
        return feature + " is set down centred on " + at;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        Feature f = state.table().features().stream().filter(x -> x.id().equals(feature)).findFirst().orElseThrow();
        return state.withDeployment(state.deployment().withTable(state.table().withFeature(f.placedAt(at))))
                .withReportLine((f.name().isEmpty() ? feature : f.name()) + " is set down centred on "
                        + Inches.number(at.x()) + "," + Inches.number(at.y()));
    }
}
