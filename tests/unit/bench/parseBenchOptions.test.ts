import { describe, expect, it } from 'vitest'
import { chooseLighthouseRoutes } from '../../../lib/bench/chooseLighthouseRoutes.ts'
import { parseBenchOptions, type BenchOptions } from '../../../lib/bench/parseBenchOptions.ts'

describe('parseBenchOptions', () => {
  it.each([
    [
      'the defaults',
      [],
      { runs: 3, port: 8181, blogPosts: 4000, out: 'reports', routes: undefined, skipBuild: false, check: false },
    ],
    [
      'the test command (scripts/test-all.sh)',
      '--skip-build --runs 1 --routes ci --blog 0 --check --port 4181 --out reports/ci'.split(' '),
      { runs: 1, port: 4181, blogPosts: 0, out: 'reports/ci', routes: 'ci', skipBuild: true, check: true },
    ],
    ['a list of routes', ['--routes', '/,/empresas'], { routes: ['/', '/empresas'] }],
  ] as [string, string[], Partial<BenchOptions>][])('reads %s', (_, args, expected) => {
    expect(parseBenchOptions(args)).toMatchObject(expected)
  })

  it.each([
    [['--keep-traces', 'traces'], /keep-traces/],
    [['--cpu-slowdown', '4'], /cpu-slowdown/],
    [['--runs', '0'], '--runs pede um número inteiro a partir de 1, não "0"'],
    [['--runs', 'três'], '--runs pede um número inteiro a partir de 1, não "três"'],
    [['--blog=-1'], '--blog pede um número inteiro a partir de 0'],
    [['--port', '81.5'], '--port pede um número inteiro'],
    [['4000'], /4000/],
  ])('stops on %j', (args, message) => {
    expect(() => parseBenchOptions(args)).toThrow(message)
  })
})

describe('chooseLighthouseRoutes', () => {
  const routes: { path: string; kind: 'page' | 'post'; pageId: string }[] = [
    { path: '/', kind: 'page', pageId: 'home' },
    { path: '/fale-conosco', kind: 'page', pageId: 'fale-conosco' },
    { path: '/pabx', kind: 'page', pageId: 'pabx' },
    { path: '/did', kind: 'page', pageId: 'did' },
    { path: '/blog/mais-recente', kind: 'post', pageId: 'post' },
    { path: '/blog/antigo', kind: 'post', pageId: 'post' },
  ]
  const products = new Set(['pabx', 'did'])

  it.each([
    ['every route without --routes', undefined, routes.map((route) => route.path)],
    ['/, the first product page and the newest post for ci', 'ci', ['/', '/pabx', '/blog/mais-recente']],
    ['the listed routes', ['/did', '/'], ['/did', '/']],
  ] as [string, BenchOptions['routes'], string[]][])('measures %s', (_, wanted, expected) => {
    expect(chooseLighthouseRoutes(routes, products, wanted)).toEqual(expected)
  })

  it('stops on a route the site does not have', () => {
    expect(() => chooseLighthouseRoutes(routes, products, ['/', '/sumiu'])).toThrow('--routes: o site não tem /sumiu')
  })
})
