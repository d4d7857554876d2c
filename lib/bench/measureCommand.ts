import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface CommandMeasure {
  /** Wall-clock time from spawn to exit. */
  wallMs: number
  /** Largest resident set size reached by the command or any of its descendants, in bytes. */
  peakRssBytes: number
  /**
   * User plus system CPU time of the command and its descendants (GNU time only): unlike wall
   * time, it barely moves when other work shares the machine.
   */
  cpuMs: number | undefined
  exitCode: number
  method: 'gnu-time' | 'proc-poll'
}

const GNU_TIME = '/usr/bin/time'

function hasGnuTime(): boolean {
  if (!fs.existsSync(GNU_TIME)) return false
  return spawnSync(GNU_TIME, ['-f', '%M', '-o', os.devNull, 'true']).status === 0
}

/** Pids of every live descendant of `root`, from the parent links in /proc/{pid}/stat. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const list = children.get(ppid) ?? []
      list.push(Number(name))
      children.set(ppid, list)
    } catch {
      // The process ended while we looked.
    }
  }
  const out: number[] = []
  const queue = [root]
  while (queue.length > 0) {
    const pid = queue.pop() as number
    out.push(pid)
    queue.push(...(children.get(pid) ?? []))
  }
  return out
}

function highWaterMarkKb(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

/**
 * Runs a command to completion, its output into `logFile`, and measures its wall time, CPU time and peak memory.
 * With GNU time the peak is the kernel's exact max RSS of the command and its waited-for descendants (`getrusage`);
 * without it, every process's VmHWM is polled each 50 ms (a process may grow after the last poll).
 */
export async function measureCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Promise<CommandMeasure> {
  const log = fs.openSync(options.logFile, 'a')
  const useTime = hasGnuTime()
  const rssFile = path.join(path.dirname(options.logFile), `rss-${process.pid}-${Date.now()}.txt`)
  const [file, fileArgs] = useTime
    ? [GNU_TIME, ['-f', '%M %U %S', '-o', rssFile, command, ...args]]
    : [command, [...args]]
  const started = performance.now()
  const child = spawn(file, fileArgs, { cwd: options.cwd, env: options.env, stdio: ['ignore', log, log] })
  let polledKb = 0
  const poller = useTime
    ? undefined
    : setInterval(() => {
        if (child.pid === undefined) return
        for (const pid of descendants(child.pid)) polledKb = Math.max(polledKb, highWaterMarkKb(pid))
      }, 50)
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
  const wallMs = performance.now() - started
  if (poller) clearInterval(poller)
  fs.closeSync(log)
  let peakKb = polledKb
  let cpuMs: number | undefined
  if (useTime) {
    // GNU time writes "Command exited with non-zero status N" before the numbers on failure.
    const lines = fs.existsSync(rssFile) ? fs.readFileSync(rssFile, 'utf8').trim().split('\n') : []
    const [maxRss = 0, user = 0, system = 0] = (lines.at(-1) ?? '').split(' ').map(Number)
    peakKb = maxRss || 0
    cpuMs = ((user || 0) + (system || 0)) * 1000
    fs.rmSync(rssFile, { force: true })
  }
  return { wallMs, peakRssBytes: peakKb * 1024, cpuMs, exitCode, method: useTime ? 'gnu-time' : 'proc-poll' }
}
