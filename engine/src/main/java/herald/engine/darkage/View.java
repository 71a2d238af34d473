package herald.engine.darkage;

import herald.engine.view.PlayerView;

/** What one side sees (stub until the views land). */
final class View {
    private View() {}

    static PlayerView of(DarkAgeState s, String side) {
        throw new UnsupportedOperationException("not yet");
    }
}
