import { ADMIN_PATH } from '../routes/routePaths.ts'

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

/** A policy's header value: each directive with its sources, once each. */
function serializePolicy(directives: readonly [string, readonly string[]][]): string {
  return directives.map(([name, values]) => [name, ...new Set(values)].join(' ')).join('; ')
}

/**
 * The site's strict policy: scripts only from the site and Turnstile, each third party only where needed.
 * Images allow data: because Leaflet cancels a dropped tile's download with a 1×1 data: GIF.
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
  return serializePolicy(directives)
}

/**
 * The editors' /admin (Sveltia CMS): its own script only, inline styles (its components set them),
 * GitHub's API and avatars, its interface's translations (JSON from unpkg) and fonts (jsDelivr).
 */
export function buildAdminContentSecurityPolicy(): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'blob:', 'data:', 'https://avatars.githubusercontent.com']],
    ['media-src', ["'self'", 'blob:']],
    ['font-src', ["'self'", 'https://cdn.jsdelivr.net']],
    [
      'connect-src',
      ["'self'", 'blob:', 'data:', 'https://api.github.com', 'https://www.githubstatus.com', 'https://unpkg.com'],
    ],
    ['frame-src', ['blob:']],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
  ]
  return serializePolicy(directives)
}

/** Headers for every response of the site; `/admin` swaps the policy for its own and is never indexed. */
export function buildSecurityHeaders(sources: SecuritySources, area: 'site' | 'admin' = 'site'): [string, string][] {
  const policy = area === 'admin' ? buildAdminContentSecurityPolicy() : buildContentSecurityPolicy(sources)
  return [
    ['Content-Security-Policy', policy],
    ...(area === 'admin' ? [['X-Robots-Tag', 'noindex, nofollow'] as [string, string]] : []),
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ]
}

/** Hashed assets: their names change with their content. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
/** HTML and everything else: asked again on every use. */
export const REVALIDATE_CACHE = 'no-cache'

/**
 * Netlify / Cloudflare Pages `_headers`: security headers everywhere, immutable hashed assets. Pages and their data
 * are left to the hosts' default, revalidated on every request (`max-age=0, must-revalidate`): a rule per page would
 * pass Cloudflare Pages' limit of 100 rules with about 45 pages.
 */
export function buildHeadersFile(sources: SecuritySources): string {
  const security = buildSecurityHeaders(sources)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')
  return `# Gerado por scripts/postbuild.ts a partir de lib/deploy/buildSecurityHeaders.ts. Não edite à mão.\n/*\n${security}\n\n${buildAdminHeaderRules(sources)}\n\n/assets/*\n  Cache-Control: ${IMMUTABLE_CACHE}\n\n/blog/rss.xml\n  Content-Type: application/rss+xml; charset=utf-8\n`
}

/** /admin's rules: `! name` drops the site-wide policy first (Cloudflare Pages sends every matching rule's headers). */
function buildAdminHeaderRules(sources: SecuritySources): string {
  const admin = buildSecurityHeaders(sources, 'admin')
  const lines = [
    '  ! Content-Security-Policy',
    ...admin
      .filter(([name]) => name === 'Content-Security-Policy' || name === 'X-Robots-Tag')
      .map(([name, value]) => `  ${name}: ${value}`),
    `  Cache-Control: ${REVALIDATE_CACHE}`,
  ]
  return [ADMIN_PATH, `${ADMIN_PATH}/*`].map((rule) => `${rule}\n${lines.join('\n')}`).join('\n\n')
}

/** The same headers as nginx `add_header` lines (deploy/nginx.conf includes this file; /admin includes its own). */
export function buildNginxHeadersInclude(sources: SecuritySources, area: 'site' | 'admin' = 'site'): string {
  const lines = buildSecurityHeaders(sources, area).map(([name, value]) => `add_header ${name} "${value}" always;`)
  return `# Gerado por scripts/postbuild.ts a partir de lib/deploy/buildSecurityHeaders.ts. Não edite à mão.\n${lines.join('\n')}\n`
}
