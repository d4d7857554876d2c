// ESLint rule: a comment block (one /* */ comment, or `//` lines in a row) has at most `max` lines
// of text; longer notes go to docs/decisions/ or the commit body.

/** The block's lines of text: a `/**` or `*\/` alone on its line does not count. */
export function textLines(comments) {
  const lines = comments.flatMap((comment) => comment.value.split('\n'))
  return lines.filter((line) => !/^\s*\**\s*$/.test(line)).length
}

/** Comments grouped into blocks: `//` comments each alone on consecutive lines form one block. */
function blocks(sourceCode) {
  const result = []
  let previous
  for (const comment of sourceCode.getAllComments()) {
    if (/^\s*(eslint-|@ts-|prettier-ignore)/.test(comment.value)) continue
    const ownLine = comment.type === 'Line' && sourceCode.lines[comment.loc.start.line - 1].trimStart().startsWith('//')
    if (ownLine && previous?.ownLine && previous.line === comment.loc.start.line - 1) result.at(-1).push(comment)
    else result.push([comment])
    previous = { ownLine, line: comment.loc.end.line }
  }
  return result
}

export const maxCommentLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Limits a comment block to a few lines of text.' },
    schema: [{ type: 'integer', minimum: 1 }],
    messages: { tooLong: 'Comment block of {{lines}} lines: say what this line needs in {{max}} or fewer.' },
  },
  create(context) {
    const max = context.options[0] ?? 3
    return {
      Program() {
        for (const block of blocks(context.sourceCode)) {
          const lines = textLines(block)
          if (lines <= max) continue
          const loc = { start: block[0].loc.start, end: block.at(-1).loc.end }
          context.report({ loc, messageId: 'tooLong', data: { lines, max } })
        }
      },
    }
  },
}
