import { defineConfig } from 'vitest/config'

// Only unit tests: Playwright specs live in tests/e2e and run with `playwright test`.
// Tests run in node; a component test (.test.tsx) opts into a DOM with `// @vitest-environment jsdom`.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
  },
})
