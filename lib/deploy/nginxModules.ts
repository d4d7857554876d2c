import fs from 'node:fs'

const MODULE_DIR = '/usr/share/nginx/modules'
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so']

/** `modules.conf` and `brotli.conf` for deploy/nginx.conf: brotli only where its modules are installed. */
export function buildNginxModuleIncludes(moduleDir = MODULE_DIR): { modules: string; brotli: string } {
  const available = BROTLI_MODULES.every((name) => fs.existsSync(`${moduleDir}/${name}`))
  if (!available)
    return { modules: '# brotli não instalado neste servidor\n', brotli: '# brotli não instalado neste servidor\n' }
  return {
    modules: BROTLI_MODULES.map((name) => `load_module ${moduleDir}/${name};`).join('\n') + '\n',
    brotli:
      'brotli on;\nbrotli_static on;\nbrotli_comp_level 5;\nbrotli_types text/css application/javascript text/javascript application/json image/svg+xml application/xml text/xml application/rss+xml text/plain;\n',
  }
}
