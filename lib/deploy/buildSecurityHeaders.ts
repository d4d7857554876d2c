/** Origins the site talks to, from data (tiles, video) and build-time configuration (webhook). */
export interface SecuritySources {
  /** e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  tileUrl: string
  /** e.g. https://media.nuvox.com.br/video/intro.mp4 */
  videoUrl: string
  /** VITE_LEAD_WEBHOOK_URL; absent when the build has no webhook. */
  webhookUrl?: string
}

export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

function originOf(url: string): string {
  return new URL(url.replace(/\{[a-z]\}/g, '0')).origin
}

/**
 * A strict Content-Security-Policy: nothing by default, scripts only from the site and
 * Turnstile, no inline script or eval, and each third party only where needed.
 * Images also allow data: because Leaflet cancels the download of a tile it drops (zoomed away
 * from, or the map unmounted by a client-side navigation) by pointing it at a 1×1 data: GIF;
 * an image cannot run code, and scripts, styles and frames still refuse data:.
 */
export function buildContentSecurityPolicy(sources: SecuritySources): string {
  const connect = ["'self'", ...(sources.webhookUrl ? [originOf(sources.webhookUrl)] : [])]
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", TURNSTILE_ORIGIN]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', originOf(sources.tileUrl)]],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['media-src', [originOf(sources.videoUrl)]],
    ['frame-src', [TURNSTILE_ORIGIN]],
    ['manifest-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
  ]
  return directives.map(([name, values]) => [name, ...new Set(values)].join(' ')).join('; ')
}

/** Headers for every response. */
export function buildSecurityHeaders(sources: SecuritySources): [string, string][] {
  return [
    ['Content-Security-Policy', buildContentSecurityPolicy(sources)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ]
}

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
const REVALIDATE_CACHE = 'no-cache'

/** Netlify / Cloudflare Pages `_headers`: security headers everywhere, immutable hashed assets, HTML revalidated. */
export function buildHeadersFile(sources: SecuritySources, routePaths: readonly string[]): string {
  const security = buildSecurityHeaders(sources)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')
  // A host that serves empresas/index.html at /empresas/ (Cloudflare Pages redirects there) matches the second form.
  const forms = routePaths.flatMap((routePath) => (routePath === '/' ? [routePath] : [routePath, `${routePath}/`]))
  const html = [...new Set([...forms, '/404.html'])].map((routePath) => `${routePath}\n  Cache-Control: ${REVALIDATE_CACHE}`).join('\n\n')
  return `# Gerado por scripts/postbuild.ts a partir de lib/deploy/buildSecurityHeaders.ts. Não edite à mão.\n/*\n${security}\n\n/assets/*\n  Cache-Control: ${IMMUTABLE_CACHE}\n\n/blog/rss.xml\n  Content-Type: application/rss+xml; charset=utf-8\n\n${html}\n`
}

/** The same headers as nginx `add_header` lines (deploy/nginx.conf includes this file). */
export function buildNginxHeadersInclude(sources: SecuritySources): string {
  const lines = buildSecurityHeaders(sources).map(([name, value]) => `add_header ${name} "${value}" always;`)
  return `# Gerado por scripts/postbuild.ts a partir de lib/deploy/buildSecurityHeaders.ts. Não edite à mão.\n${lines.join('\n')}\n`
}
