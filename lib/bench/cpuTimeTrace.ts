// Lighthouse's simulated phone multiplies each main-thread task's wall time, which on a 2-core host includes moments
// the core served other threads; each task also records its CPU time (`tdur`). The limits are checked on a copy whose
// tasks last their CPU time, the targets on Lighthouse's own figures (docs/decisions/lighthouse-limits.md).

/** The fields of a Chromium trace event this rewrite reads and moves. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  pid: number
  tid: number
  dur?: number
  tdur?: number
  args?: { data?: { documentLoaderURL?: string; isOutermostMainFrame?: boolean } } & Record<string, unknown>
}

/** The tasks Lighthouse's simulator builds its CPU nodes from (its PageDependencyGraph). */
const SCHEDULABLE_TASKS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
])

/** The page's main thread: where the outermost main frame started its navigation to the page. */
export function findMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const navigation = events.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isOutermostMainFrame !== false &&
      /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  )
  const anchor = navigation ?? events.find((event) => event.name === 'firstContentfulPaint')
  return anchor ? { pid: anchor.pid, tid: anchor.tid } : undefined
}

/**
 * A copy of the trace in which every main-thread task lasts the CPU time its thread used, when shorter than its wall
 * time. A task's sub-events and marks shrink with it in proportion, so each stays within its task; nothing outside a
 * shortened task moves. Returns how many tasks were shortened, and by how much in all.
 */
export function withCpuTimeTasks<T extends TraceEvent>(
  events: readonly T[],
): { events: T[]; tasksShortened: number; msRemoved: number } {
  const main = findMainThread(events)
  const copy = events.map((event) => ({ ...event }))
  if (!main) return { events: copy, tasksShortened: 0, msRemoved: 0 }
  const onMain = copy.filter((event) => event.pid === main.pid && event.tid === main.tid).sort((a, b) => a.ts - b.ts)
  let tasksShortened = 0
  let removed = 0
  let index = 0
  while (index < onMain.length) {
    const task = onMain[index++] as T
    const { dur, tdur } = task
    if (task.ph !== 'X' || !SCHEDULABLE_TASKS.has(task.name) || !dur || tdur === undefined || tdur >= dur) continue
    const start = task.ts
    const end = start + dur
    const factor = Math.max(tdur, 0) / dur
    const inside: T[] = []
    while (index < onMain.length && (onMain[index] as T).ts < end) inside.push(onMain[index++] as T)
    for (const event of [task, ...inside]) {
      event.ts = start + (event.ts - start) * factor
      if (event.dur !== undefined) event.dur = Math.min(event.dur * factor, start + tdur - event.ts)
    }
    tasksShortened++
    removed += dur - tdur
  }
  return { events: copy, tasksShortened, msRemoved: removed / 1000 }
}
