package io.github.gridgames.ai;

import io.github.gridgames.core.Move;

/** A move of {@link Piles}: take {@code count} tokens from pile {@code pile}. */
record Take(int pile, int count) implements Move {}
