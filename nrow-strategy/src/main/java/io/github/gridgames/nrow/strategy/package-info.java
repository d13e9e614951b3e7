/**
 * Strategy for N-in-a-row: {@link io.github.gridgames.nrow.strategy.NRowThreatAgent}, the strong
 * threat-aware player (immediate wins and blocks, open fours and threes generalised to any N,
 * pattern evaluation of the lines through each point, and threat-space search for forced wins
 * under the budget), and {@link io.github.gridgames.nrow.strategy.NRowGreedyAgent}, the one-ply
 * greedy baseline. Both work for any N, placement distance, number of players and turn order,
 * and think on the game's {@link io.github.gridgames.nrow.NRowPosition} (the rules' own code).
 * {@link io.github.gridgames.nrow.strategy.NRowStrategies} names them for {@link
 * io.github.gridgames.ai.GameAgents#of} and gives the solver of capped games to {@link
 * io.github.gridgames.ai.Solver#of}. The package is the artifact {@code
 * gridgames-nrow-strategy} (module {@code io.github.gridgames.nrow.strategy}), apart from the rules
 * in {@code gridgames-nrow}.
 */
@CheckReturnValue
@NullMarked
package io.github.gridgames.nrow.strategy;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
