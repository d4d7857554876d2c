import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { measureCommand } from '../../../lib/bench/measureCommand.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-measure-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const options = { cwd: dir, env: process.env, logFile: path.join(dir, 'log.txt') }
const MiB = 1024 * 1024

describe('measureCommand', () => {
  it('measures the peak memory and the CPU time of a child process, and logs its output', async () => {
    const child = `const b = Buffer.alloc(${200 * MiB}, 1); let s = 0; for (let i = 0; i < b.length; i += 4096) s += b[i]; console.log('feito', s)`
    const outer = `require('node:child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(child)}], { stdio: 'inherit' })`
    const measure = await measureCommand(process.execPath, ['-e', outer], options)
    expect(measure.exitCode).toBe(0)
    expect(measure.peakRssBytes).toBeGreaterThan(200 * MiB)
    expect(measure.cpuMs).toBeGreaterThan(50)
    expect(measure.wallMs).toBeGreaterThan(0)
    expect(fs.readFileSync(options.logFile, 'utf8')).toContain(`feito ${(200 * MiB) / 4096}`)
  })

  it('returns the exit code of a command that fails', async () => {
    const measure = await measureCommand(process.execPath, ['-e', 'process.exit(3)'], options)
    expect(measure.exitCode).toBe(3)
    expect(measure.peakRssBytes).toBeGreaterThan(0)
  })
})
