// ESLint: TypeScript's recommended rules, React's hooks rules, JSX accessibility rules and short comments.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { maxCommentLines } from './lib/lint/maxCommentLines.js'

export default tseslint.config(
  {
    ignores: ['dist/', 'reports/', 'coverage/', '.tmp/', 'test-results/', 'playwright-report/', 'lib/types/generated/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { site: { rules: { 'max-comment-lines': maxCommentLines } } },
    rules: {
      'site/max-comment-lines': ['error', 3],
      // A leading underscore names what a destructuring leaves out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Safari drops the list role of a list styled without bullets; saying it again keeps it.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Playwright's fixtures take their dependencies as a destructured first parameter, even when empty.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
)
