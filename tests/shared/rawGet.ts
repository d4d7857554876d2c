import http from 'node:http'

/**
 * Paths a crafted link could use to make the site's "one address per page" redirect point to
 * another host: browsers read a Location of `/\evil`, `/<tab>/evil` or `//evil` as //evil.
 */
export const CRAFTED_PATHS = [
  '/.//outro.example/',
  '//outro.example/',
  '/%5Coutro.example/',
  '/%5C%5Coutro.example/',
  '/%5Coutro.example/index.html',
  '/%09/outro.example/',
  '/%2F/outro.example/',
  '/%0d%0aLocation:%20https://outro.example/',
]

/** A GET sent as it is written: fetch() and Playwright would clean the path up first. */
export function rawGet(base: string, path: string): Promise<{ status?: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base)
    const request = http.request({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume()
      resolve({ status: res.statusCode, location: res.headers.location })
    })
    request.on('error', reject)
    request.end()
  })
}
