/**
 * The {@code gridgames} command line: {@link io.github.gridgames.cli.Main} runs it. Not an API:
 * the commands and their output are documented in the README and {@code --help}.
 */
@CheckReturnValue
package io.github.gridgames.cli;

import com.google.errorprone.annotations.CheckReturnValue;
