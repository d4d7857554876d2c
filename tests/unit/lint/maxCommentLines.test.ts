import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'
import { maxCommentLines } from '../../../lib/lint/maxCommentLines.js'

RuleTester.describe = describe
RuleTester.it = it
const ruleTester = new RuleTester()
const tooLong = (lines: number) => [{ messageId: 'tooLong', data: { lines, max: 3 } }]

ruleTester.run('max-comment-lines', maxCommentLines, {
  valid: [
    { code: '// one\n// two\n// three\nconst a = 1', options: [3] },
    { code: '/**\n * one\n * two\n * three\n */\nconst a = 1', options: [3] },
    // A comment after code on its line starts a block of its own.
    { code: 'const a = 1 // one\n// two\n// three\n// four\nconst b = 2', options: [3] },
    // Code between two runs of `//` lines ends the first.
    { code: '// one\n// two\nconst a = 1\n// three\n// four\nconst b = 2', options: [3] },
    { code: '// one\n// two\n// three\n// eslint-disable-next-line no-var\nvar a = 1', options: [3] },
  ],
  invalid: [
    { code: '// one\n// two\n// three\n// four\nconst a = 1', options: [3], errors: tooLong(4) },
    { code: '/**\n * one\n * two\n * three\n * four\n */\nconst a = 1', options: [3], errors: tooLong(4) },
    { code: '/* one\n   two\n   three\n   four */\nconst a = 1', options: [3], errors: tooLong(4) },
    {
      code: '// one\n// two\nconst a = 1',
      options: [1],
      errors: [{ messageId: 'tooLong', data: { lines: 2, max: 1 } }],
    },
  ],
})
