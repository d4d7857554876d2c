// Serves dist/client with Debian's nginx and the production config (deploy/nginx.conf, copied
// to dist/ by the build with its security headers). PORT (default 8080) picks the port.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildNginxModuleIncludes } from '../lib/deploy/nginxModules.ts'

const dist = path.resolve('dist')
const port = Number(process.env.PORT ?? 8080)
const base = path.join(dist, 'nginx.conf')
if (!fs.existsSync(base) || !fs.existsSync(path.join(dist, 'security-headers.conf'))) {
  console.error('dist/nginx.conf não existe: rode npm run build primeiro.')
  process.exit(1)
}
fs.mkdirSync(path.join(dist, 'nginx-tmp'), { recursive: true })
const includes = buildNginxModuleIncludes()
fs.writeFileSync(path.join(dist, 'modules.conf'), includes.modules)
fs.writeFileSync(path.join(dist, 'brotli.conf'), includes.brotli)
const config = fs.readFileSync(base, 'utf8').replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${port};`)
const runConfig = path.join(dist, `nginx.${port}.conf`)
fs.writeFileSync(runConfig, config)

// Run as root (CI, containers), nginx's workers would drop to `nobody` and could not read a
// checkout inside a private folder (mktemp -d is mode 700): keep them as the invoking user.
const globals = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;'
// Debian installs it in /usr/sbin, which is not on an ordinary user's PATH.
const executable = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
const nginx = spawn(executable, ['-p', `${dist}/`, '-c', runConfig, '-g', globals], { stdio: 'inherit' })
console.log(`nginx servindo dist/client em http://127.0.0.1:${port}`)
const stop = () => nginx.kill('SIGQUIT')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
nginx.on('exit', (code) => process.exit(code ?? 0))
