import { defineConfig } from 'vitest/config'
import { dataModulesPlugin } from './lib/content/dataModulesPlugin.ts'

// Two projects: `unit` (npm run test:unit), and `build` (npm run test:build), whose tests build a copy
// of the site and run alone. Playwright specs live in tests/e2e and run with `playwright test`.
// Tests run in node; a component test (.test.tsx) opts into a DOM with `// @vitest-environment jsdom`.
export default defineConfig({
  // Components import data built from data/ as modules (virtual:cookie-dialog...), as in the build.
  plugins: [dataModulesPlugin()],
  test: {
    environment: 'node',
    // Tests that copy the project and compile every schema take ~1.5 s alone, but several
    // times that on a busy CI machine; the default 5 s made them fail for no reason.
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'] } },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
})
