import { describe, expect, it } from 'vitest'
import { startInTurn } from '../../../lib/build/startInTurn.ts'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('startInTurn', () => {
  it('starts each task once the one before is ready or has ended, and lets started ones run side by side', async () => {
    const inTurn = startInTurn()
    const started: string[] = []
    const ready = new Map<string, () => void>()
    const end = new Map<string, () => void>()
    const task = (name: string) => (onReady: () => void) => {
      started.push(name)
      ready.set(name, onReady)
      return new Promise<void>((resolve) => end.set(name, resolve))
    }
    const all = Promise.all(['a', 'b', 'c'].map((name) => inTurn(task(name))))
    await settle()
    expect(started).toEqual(['a'])
    ready.get('a')?.()
    await settle()
    expect(started).toEqual(['a', 'b'])
    end.get('b')?.()
    await settle()
    expect(started).toEqual(['a', 'b', 'c'])
    for (const name of ['a', 'c']) end.get(name)?.()
    await all
  })

  it('lets the next task start when one fails before it is ready, and passes the failure on', async () => {
    const inTurn = startInTurn()
    const failing = inTurn(async () => {
      await settle()
      throw new Error('falhou')
    })
    const next = inTurn(async () => 'começou')
    await expect(failing).rejects.toThrow('falhou')
    await expect(next).resolves.toBe('começou')
  })
})
