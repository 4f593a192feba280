package dev.ralphdesk.app.ui;

/**
 * Where the main window opens and how big: the saved size and position when they are sane, else a
 * default size (85% of the screen, at least 1280×800) centred on the screen. Never below the minimum (the window is usable at 800×600),
 * never larger than the screen's visual bounds, never off the screen. Pure: the view applies it.
 */
public record WindowPlacement(double x, double y, double width, double height, boolean maximized) {
    public static final double MIN_WIDTH = 800;
    public static final double MIN_HEIGHT = 600;
    static final double DEFAULT_WIDTH = 1280;
    static final double DEFAULT_HEIGHT = 800;
    /** The share of a large screen a window with no saved size takes. */
    static final double DEFAULT_SHARE = 0.85;

    /** The screen area a window may use (without panels and docks). */
    public record Area(double x, double y, double width, double height) {
    }

    /** The placement for the saved values in {@code saved} on a screen whose usable area is {@code screen}. */
    public static WindowPlacement of(UiPreferences saved, Area screen) {
        double width = saved.number("width", Double.NaN);
        double height = saved.number("height", Double.NaN);
        if (!sane(width, MIN_WIDTH) || !sane(height, MIN_HEIGHT)) {
            width = Math.floor(Math.max(DEFAULT_WIDTH, screen.width() * DEFAULT_SHARE));
            height = Math.floor(Math.max(DEFAULT_HEIGHT, screen.height() * DEFAULT_SHARE));
        }
        width = Math.min(width, Math.max(screen.width(), 1));
        height = Math.min(height, Math.max(screen.height(), 1));
        double x = saved.number("x", Double.NaN);
        double y = saved.number("y", Double.NaN);
        if (!inside(x, y, width, height, screen)) {
            x = screen.x() + (screen.width() - width) / 2;
            y = screen.y() + (screen.height() - height) / 2;
        }
        return new WindowPlacement(x, y, width, height, saved.number("maximized", 0) > 0);
    }

    /** The minimum that fits on {@code screen}: 800×600, less only on a smaller screen. */
    public static double minWidth(Area screen) {
        return Math.min(MIN_WIDTH, screen.width());
    }

    public static double minHeight(Area screen) {
        return Math.min(MIN_HEIGHT, screen.height());
    }

    /**
     * Remembers a normal (not maximized) window's size and position; a size below the minimum (a
     * window manager that never sized the window) is not saved, the earlier one stays.
     */
    public static void remember(UiPreferences preferences, double x, double y, double width, double height,
            boolean maximized) {
        preferences.setNumber("maximized", maximized ? 1 : 0);
        if (maximized || !sane(width, MIN_WIDTH) || !sane(height, MIN_HEIGHT)) {
            return;
        }
        preferences.setNumber("x", x);
        preferences.setNumber("y", y);
        preferences.setNumber("width", width);
        preferences.setNumber("height", height);
    }

    private static boolean sane(double size, double min) {
        return Double.isFinite(size) && size >= min;
    }

    /** Whether the window's title bar area lies on the screen (at least its top-left quarter). */
    private static boolean inside(double x, double y, double width, double height, Area screen) {
        return Double.isFinite(x) && Double.isFinite(y) && x >= screen.x() && y >= screen.y()
                && x + width / 4 <= screen.x() + screen.width() && y + height / 4 <= screen.y() + screen.height();
    }
}
