import { describe, expect, it } from 'vitest'
import { findMainThread, withCpuTimeTasks, type TraceEvent } from '../../../lib/bench/cpuTimeTrace.ts'

const MAIN = { pid: 10, tid: 1 }
const navigation = (url: string, where = MAIN, isOutermostMainFrame = true): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ts: 0,
  ...where,
  args: { data: { documentLoaderURL: url, isOutermostMainFrame } },
})
const task = (ts: number, dur: number, tdur?: number, where = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
  ...where,
})
const child = (name: string, ts: number, dur: number): TraceEvent => ({ name, ph: 'X', ts, dur, ...MAIN })
const mark = (name: string, ts: number): TraceEvent => ({ name, ph: 'R', ts, ...MAIN })

describe('findMainThread', () => {
  it.each([
    [
      'the thread that navigated the main frame to the page',
      [navigation('about:blank', { pid: 10, tid: 9 }), navigation('http://127.0.0.1:8181/')],
      MAIN,
    ],
    [
      'not a frame inside the page',
      [navigation('http://127.0.0.1:8181/'), navigation('http://127.0.0.1:8181/frame', { pid: 10, tid: 7 }, false)],
      MAIN,
    ],
    [
      'the first contentful paint when no navigation was recorded',
      [{ name: 'firstContentfulPaint', ph: 'R', ts: 5, pid: 3, tid: 4 }],
      { pid: 3, tid: 4 },
    ],
    ['nothing in an empty trace', [], undefined],
  ] as [string, TraceEvent[], { pid: number; tid: number } | undefined][])('%s', (_, events, expected) => {
    expect(findMainThread(events)).toEqual(expected)
  })
})

describe('withCpuTimeTasks', () => {
  it('shortens a task to its CPU time and compresses what happened inside it, in proportion', () => {
    // 20 ms of wall time, 5 ms of CPU: everything inside runs 4× faster.
    const events = [
      navigation('http://127.0.0.1:8181/'),
      task(1000, 20_000, 5000),
      child('Layout', 11_000, 8000),
      mark('firstContentfulPaint', 19_000),
      task(30_000, 4000, 3000),
    ]
    const { events: rewritten, tasksShortened, msRemoved } = withCpuTimeTasks(events)
    expect(rewritten.map((event) => [event.name, event.ts, event.dur])).toEqual([
      ['navigationStart', 0, undefined],
      ['RunTask', 1000, 5000],
      ['Layout', 3500, 2000],
      ['firstContentfulPaint', 5500, undefined],
      ['RunTask', 30_000, 3000],
    ])
    expect(tasksShortened).toBe(2)
    expect(msRemoved).toBe(16)
  })

  it.each([
    ['a task that used all its wall time', [task(0, 10_000, 10_000)]],
    ['a task without a CPU time', [task(0, 10_000)]],
    ['a task of another thread', [task(0, 10_000, 1000, { pid: 11, tid: 1 })]],
    ['an event that is not a task', [child('Layout', 0, 10_000)]],
  ] as [string, TraceEvent[]][])('leaves %s as it was', (_, events) => {
    const input = [navigation('http://127.0.0.1:8181/'), ...events]
    const { events: rewritten, tasksShortened } = withCpuTimeTasks(input)
    expect(rewritten).toEqual(input)
    expect(tasksShortened).toBe(0)
  })

  it('keeps every sub-event within its shortened task, and does not touch the input', () => {
    const events = [
      navigation('http://127.0.0.1:8181/'),
      task(0, 10_000, 1000),
      child('ParseHTML', 0, 10_000),
      child('Layout', 9000, 1000),
    ]
    const { events: rewritten } = withCpuTimeTasks(events)
    for (const event of rewritten.slice(2)) expect(event.ts + (event.dur ?? 0)).toBeLessThanOrEqual(1000)
    expect(events[1]).toMatchObject({ ts: 0, dur: 10_000 })
  })
})
