/**
 * Runs tasks side by side, except their start: each task begins once the one started before it has
 * called its `ready` (or has ended, whether it succeeded or failed).
 */
export function startInTurn(): <T>(task: (ready: () => void) => Promise<T>) => Promise<T> {
  let previous: Promise<void> = Promise.resolve()
  return async (task) => {
    const before = previous
    let ready = () => {}
    previous = new Promise<void>((resolve) => (ready = resolve))
    await before
    try {
      return await task(ready)
    } finally {
      ready()
    }
  }
}
