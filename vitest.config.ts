import { defineConfig } from 'vitest/config'

// Only unit tests: Playwright specs live in tests/e2e and run with `playwright test`.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
  },
})
