import type { Position } from 'geojson'
import { describe, expect, it } from 'vitest'
import { buildFallbackBasemap } from '../../../lib/map/buildFallbackBasemap.ts'

type Topology = Parameters<typeof buildFallbackBasemap>[0]

/** A topology of absolute positions (no transform): one arc per polygon, as land and as a country. */
function topology(rings: Position[][]): Topology {
  const geometries = rings.map((_, index) => ({ type: 'Polygon' as const, arcs: [[index]] }))
  return {
    type: 'Topology',
    arcs: rings,
    objects: {
      land: { type: 'GeometryCollection', geometries },
      countries: { type: 'GeometryCollection', geometries },
    },
  } as Topology
}

/** Ray casting: whether a [lng, lat] point is inside a ring. */
function inside([x, y]: Position, ring: Position[]): boolean {
  let hit = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? []
    const [xj = 0, yj = 0] = ring[j] ?? []
    if (yi > y! !== yj > y! && x! < ((xj - xi) * (y! - yi)) / (yj - yi) + xi) hit = !hit
  }
  return hit
}

describe('buildFallbackBasemap (the map under the pins when the tiles fail)', () => {
  it('rounds to 0.1° and drops the points that rounding made repeat', () => {
    const { land } = buildFallbackBasemap(
      topology([
        [
          [10.04, 5.01],
          [10.01, 5.04],
          [12.26, 5],
          [12.2, 7.33],
          [10.04, 5.01],
        ],
      ]),
    )
    expect(land.coordinates).toEqual([
      [
        [
          [10, 5],
          [12.3, 5],
          [12.2, 7.3],
          [10, 5],
        ],
      ],
    ])
  })

  it('carries a ring across the 180th meridian on past 180°, so no stroke crosses the whole map', () => {
    const { land } = buildFallbackBasemap(
      topology([
        [
          [170, 10],
          [-170, 10],
          [-170, 0],
          [170, 0],
          [170, 10],
        ],
      ]),
    )
    expect(land.coordinates).toEqual([
      [
        [
          [170, 10],
          [190, 10],
          [190, 0],
          [170, 0],
          [170, 10],
        ],
      ],
    ])
  })

  it('leaves out Antarctica and islands that rounding shrank to nothing', () => {
    const { land } = buildFallbackBasemap(
      topology([
        [
          [-60, -70],
          [60, -70],
          [60, -85],
          [-60, -85],
          [-60, -70],
        ],
        [
          [30.01, 1],
          [30.02, 1.01],
          [30.03, 1],
          [30.01, 1],
        ],
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ]),
    )
    expect(land.coordinates).toEqual([
      [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    ])
  })

  it('draws the lines between countries only, not the coast twice', () => {
    // Two squares side by side: their shared edge is the one border.
    const shared = [
      [1, 0],
      [1, 1],
    ]
    const topo = {
      type: 'Topology',
      arcs: [
        shared,
        [
          [1, 1],
          [0, 1],
          [0, 0],
          [1, 0],
        ],
        [
          [1, 0],
          [2, 0],
          [2, 1],
          [1, 1],
        ],
      ],
      objects: {
        land: { type: 'GeometryCollection', geometries: [{ type: 'Polygon', arcs: [[0, 1]] }] },
        countries: {
          type: 'GeometryCollection',
          geometries: [
            { type: 'Polygon', arcs: [[0, 1]] },
            { type: 'Polygon', arcs: [[2, -1]] },
          ],
        },
      },
    } as Topology
    expect(buildFallbackBasemap(topo).borders.coordinates).toEqual([shared])
  })

  describe('on the world-atlas data', () => {
    const basemap = buildFallbackBasemap()
    const outer = basemap.land.coordinates.map((polygon) => polygon[0] ?? [])
    const onLand = (point: Position) => outer.some((ring) => inside(point, ring))

    it('has Brazil, Portugal and the United States on land and the Atlantic as sea', () => {
      expect(onLand([-47.9, -15.8]), 'Brasília').toBe(true)
      expect(onLand([-46.6, -23.5]), 'São Paulo').toBe(true)
      expect(onLand([-8.4, 40.2]), 'Coimbra').toBe(true)
      expect(onLand([-98, 39]), 'Kansas').toBe(true)
      expect(onLand([-30, -20]), 'Atlântico Sul').toBe(false)
      expect(onLand([-40, 30]), 'Atlântico Norte').toBe(false)
    })

    it('has no stroke across the map, no Antarctica and no point finer than 0.1°', () => {
      const lines = [...basemap.land.coordinates.flat(), ...basemap.borders.coordinates]
      for (const line of lines) {
        for (let i = 1; i < line.length; i++)
          expect(Math.abs((line[i]?.[0] ?? 0) - (line[i - 1]?.[0] ?? 0))).toBeLessThan(180)
        for (const [lng = 0, lat = 0] of line) {
          expect(Math.round(lng * 10) / 10).toBe(lng)
          expect(Math.round(lat * 10) / 10).toBe(lat)
        }
      }
      expect(outer.every((ring) => ring.some(([, lat = 0]) => lat > -60))).toBe(true)
      expect(basemap.borders.coordinates.length).toBeGreaterThan(100)
    })

    // Fetched only when the tiles fail, but still on a phone's connection.
    it('weighs at most 40 KB gzip', async () => {
      const { gzipSync } = await import('node:zlib')
      expect(gzipSync(JSON.stringify(basemap)).length).toBeLessThan(40 * 1024)
    })
  })
})
