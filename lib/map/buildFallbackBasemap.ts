import type { MultiLineString, MultiPolygon, Position } from 'geojson'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import world from 'world-atlas/countries-110m.json' with { type: 'json' }

/**
 * The map drawn under the pins when the tile server does not answer: land and borders from Natural Earth (public
 * domain) at 1:110m, through world-atlas. It reaches the browser as its own chunk (virtual:fallback-basemap),
 * fetched only once the tiles have failed.
 */
export interface FallbackBasemap {
  land: MultiPolygon
  borders: MultiLineString
}

/**
 * Decimal places kept: 0.1° is about 11 km, finer than the 1:110m data itself, and the
 * simplified map is for seeing where the pins stand (zoom 4 shows Brazil in 500 px). About
 * 28 KB gzip for the whole world.
 */
const FALLBACK_PRECISION = 1

const round = (value: number) => Math.round(value * 10 ** FALLBACK_PRECISION) / 10 ** FALLBACK_PRECISION

/**
 * A line or a ring rounded, without the points that rounding made repeat. A line that crosses
 * the 180th meridian (Fiji, Chukotka) jumps from 180° to -180° in the data: Leaflet, which does
 * not wrap, drew that jump as a stroke across the whole map. It goes on past 180° instead.
 */
function roundLine(line: Position[]): Position[] {
  const out: Position[] = []
  for (const [lng = 0, lat = 0] of line) {
    const last = out.at(-1)
    const unwrapped = last ? lng + 360 * Math.round((last[0]! - lng) / 360) : lng
    const point = [round(unwrapped), round(lat)]
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point)
  }
  return out
}

/** Antarctica: its outline follows the pole itself, which Web Mercator cannot draw, and no pin is near it. */
const SOUTHERNMOST_LAND = -60

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>

export function buildFallbackBasemap(topology: Countries = world as unknown as Countries): FallbackBasemap {
  const landCollection = feature(topology, topology.objects.land)
  const polygons: Position[][][] = []
  for (const { geometry } of landCollection.features) {
    if (geometry.type === 'Polygon') polygons.push(geometry.coordinates)
    else if (geometry.type === 'MultiPolygon') polygons.push(...geometry.coordinates)
  }
  // Rings that rounding shrank below a triangle (islands of a few km) are dropped.
  const land = polygons
    .filter((polygon) => polygon[0]?.some(([, lat = 0]) => lat > SOUTHERNMOST_LAND))
    .map((polygon) => polygon.map(roundLine).filter((ring) => ring.length >= 4))
    .filter((polygon) => polygon.length > 0)
  // The lines between two countries only: the coast is the land's own edge.
  const between = mesh(topology, topology.objects.countries, (a, b) => a !== b)
  const borders = between.coordinates.map(roundLine).filter((line) => line.length >= 2)
  return {
    land: { type: 'MultiPolygon', coordinates: land },
    borders: { type: 'MultiLineString', coordinates: borders },
  }
}
