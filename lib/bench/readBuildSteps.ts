/** One step of `npm run build`: a program of node_modules/.bin and its arguments. */
export interface BuildStep {
  name: string
  bin: string
  args: string[]
}

/**
 * The steps of the `build` script of package.json, in order (`a && b && c`), an `npm run x` step
 * replaced by x's own script: the blog benchmark runs them one by one, to time and measure each,
 * exactly as `npm run build` runs them (a heap limit given to a step there holds here too).
 */
export function readBuildSteps(scripts: Record<string, string>): BuildStep[] {
  const expand = (command: string, scriptName?: string): BuildStep[] =>
    command.split('&&').flatMap((part) => {
      const words = part.trim().split(/\s+/)
      const [bin = '', ...args] = words
      if (bin === 'npm' && args[0] === 'run') {
        const script = scripts[args[1] ?? '']
        if (script === undefined) throw new Error(`package.json não tem o script ${args[1]}`)
        return expand(script, args[1])
      }
      const file = args.find((arg) => !arg.startsWith('-'))
      const name = scriptName ?? file?.replace(/^scripts\//, '').replace(/\.ts$/, '') ?? ''
      return [{ name: bin === 'vike' ? `vike ${name}` : name, bin, args }]
    })
  if (scripts.build === undefined) throw new Error('package.json não tem o script build')
  return expand(scripts.build)
}
