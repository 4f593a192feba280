package dev.ralphdesk.app.launch;

import dev.ralphdesk.core.log.JulLoggerFinder;

/** The logger finder the application's jar declares: {@link JulLoggerFinder}, as a class of this jar (see there). */
public final class AppLoggerFinder extends JulLoggerFinder {
}
