/** One day in milliseconds, for ages counted in days (a kept choice, a cached file). */
export const DAY_MS = 24 * 60 * 60 * 1000
