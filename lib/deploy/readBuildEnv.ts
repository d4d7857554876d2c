import { loadEnv } from 'vite'

/**
 * The VITE_ variables the bundle was built with, read as `vike build` reads them: the project's .env files under what
 * the shell sets. The steps after the bundle (security headers, secret check) run in their own process, which would
 * otherwise see only the shell's variables and miss a webhook configured in .env.
 */
export function readBuildEnv(root = process.cwd(), mode = 'production'): Record<string, string> {
  return loadEnv(mode, root, 'VITE_')
}
