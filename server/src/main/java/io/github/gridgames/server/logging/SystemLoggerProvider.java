package io.github.gridgames.server.logging;

import java.lang.System.Logger.Level;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.ILoggerFactory;
import org.slf4j.IMarkerFactory;
import org.slf4j.Logger;
import org.slf4j.Marker;
import org.slf4j.helpers.BasicMarkerFactory;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;
import org.slf4j.helpers.NOPMDCAdapter;
import org.slf4j.spi.MDCAdapter;
import org.slf4j.spi.SLF4JServiceProvider;

/**
 * Sends the SLF4J logging of Jetty and Javalin to {@link System.Logger} (the JDK's logging unless
 * the application installs another), so that the server needs no logging library. SLF4J's
 * {@code info} is mapped to {@link Level#DEBUG}: Jetty's start-up chatter stays out of the
 * console; warnings and errors are shown. An application with its own SLF4J provider may keep
 * it by setting the system property {@code slf4j.provider}.
 */
public final class SystemLoggerProvider implements SLF4JServiceProvider {

  private final Map<String, Logger> loggers = new ConcurrentHashMap<>();
  private final IMarkerFactory markers = new BasicMarkerFactory();
  private final MDCAdapter mdc = new NOPMDCAdapter();
  private final ILoggerFactory factory =
      name -> loggers.computeIfAbsent(name, SystemLoggerProvider.Bridge::new);

  /** Creates the provider; SLF4J's {@link java.util.ServiceLoader} calls this. */
  public SystemLoggerProvider() {}

  /**
   * Returns the factory of the bridging loggers.
   *
   * @return the factory
   */
  @Override
  public ILoggerFactory getLoggerFactory() {
    return factory;
  }

  /**
   * Returns SLF4J's basic marker factory.
   *
   * @return the factory
   */
  @Override
  public IMarkerFactory getMarkerFactory() {
    return markers;
  }

  /**
   * Returns an adapter that keeps no diagnostic context.
   *
   * @return the adapter
   */
  @Override
  public MDCAdapter getMDCAdapter() {
    return mdc;
  }

  /**
   * Returns the SLF4J API version this provider is written for.
   *
   * @return {@code 2.0.99}, any 2.0 release
   */
  @Override
  public String getRequestedApiVersion() {
    return "2.0.99";
  }

  /** Does nothing: the loggers are made when asked for. */
  @Override
  public void initialize() {}

  /** One SLF4J logger writing to the {@link System.Logger} of the same name. */
  private static final class Bridge extends LegacyAbstractLogger {

    private static final long serialVersionUID = 1L;

    private final transient System.Logger target;

    Bridge(String name) {
      this.name = name;
      this.target = System.getLogger(name);
    }

    private static Level level(org.slf4j.event.Level level) {
      return switch (level) {
        case ERROR -> Level.ERROR;
        case WARN -> Level.WARNING;
        case INFO, DEBUG -> Level.DEBUG;
        case TRACE -> Level.TRACE;
      };
    }

    @Override
    public boolean isTraceEnabled() {
      return target.isLoggable(Level.TRACE);
    }

    @Override
    public boolean isDebugEnabled() {
      return target.isLoggable(Level.DEBUG);
    }

    @Override
    public boolean isInfoEnabled() {
      return target.isLoggable(Level.DEBUG);
    }

    @Override
    public boolean isWarnEnabled() {
      return target.isLoggable(Level.WARNING);
    }

    @Override
    public boolean isErrorEnabled() {
      return target.isLoggable(Level.ERROR);
    }

    @Override
    protected String getFullyQualifiedCallerName() {
      return null;
    }

    @Override
    protected void handleNormalizedLoggingCall(
        org.slf4j.event.Level level, Marker marker, String message, Object[] arguments,
        Throwable thrown) {
      String text = MessageFormatter.basicArrayFormat(message, arguments);
      if (thrown == null) {
        target.log(level(level), text);
      } else {
        target.log(level(level), text, thrown);
      }
    }
  }
}
