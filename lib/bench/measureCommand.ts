import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export interface CommandMeasure {
  /** Wall-clock time from spawn to exit. */
  wallMs: number
  /** Largest resident set size reached by the command or any of its descendants, in bytes. */
  peakRssBytes: number
  /** User plus system CPU time of the command and its descendants: unlike wall time, it barely moves under load. */
  cpuMs: number
  exitCode: number
}

const GNU_TIME = '/usr/bin/time'

/**
 * Runs a command to completion, its output into `logFile`, under GNU time: the peak is the kernel's max RSS of the
 * command and its waited-for descendants (`getrusage`), the CPU time theirs too.
 */
export async function measureCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Promise<CommandMeasure> {
  if (!fs.existsSync(GNU_TIME))
    throw new Error('Falta o GNU time, com que o benchmark mede: bash scripts/ensure-nginx.sh o instala')
  const log = fs.openSync(options.logFile, 'a')
  const timeFile = path.join(path.dirname(options.logFile), `time-${process.pid}-${Date.now()}.txt`)
  const started = performance.now()
  const child = spawn(GNU_TIME, ['-f', '%M %U %S', '-o', timeFile, command, ...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', log, log],
  })
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
  const wallMs = performance.now() - started
  fs.closeSync(log)
  // GNU time writes "Command exited with non-zero status N" before the numbers on failure.
  const lastLine = fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1) ?? ''
  fs.rmSync(timeFile)
  const [maxRssKb = 0, userS = 0, systemS = 0] = lastLine.split(' ').map(Number)
  return { wallMs, peakRssBytes: maxRssKb * 1024, cpuMs: (userS + systemS) * 1000, exitCode }
}
