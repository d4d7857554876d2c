// https://vike.dev/onBeforePrerenderStart
import routePaths from 'virtual:route-paths'

/** One prerendered page per path its route matches: adding a page to the data adds one. */
export function onBeforePrerenderStart(): string[] {
  return routePaths.legal
}
