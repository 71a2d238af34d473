package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/**
 * An order that could not be carried out when its turn came (the target out of sight or range, the figure down or
 * out): declared first, it is lost (ruling 9). {@code order} is the line as mailed.
 */
public record OrderLost(String figure, String order, String reason) implements DarkAgeEvent {

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(state);
    }

    @Override
    public String describe() {
        return figure + ": " + order + ": lost, " + reason;
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(figure);
    }
}
