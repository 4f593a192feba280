package dev.ralphdesk.persistence;

import dev.ralphdesk.core.log.JulLoggerFinder;

/** The logger finder the persistence jar declares: {@link JulLoggerFinder}, as a class of this jar (see there). */
public final class StoreLoggerFinder extends JulLoggerFinder {
}
