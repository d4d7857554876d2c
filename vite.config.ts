import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { onDemandCssModule } from './lib/build/onDemandCssModules.ts'
import { createShortClassNames } from './lib/build/shortClassNames.ts'
import { contentDevPlugin } from './lib/content/contentDevPlugin.ts'
import { dataModulesPlugin } from './lib/content/dataModulesPlugin.ts'

export default defineConfig(({ command }) => ({
  plugins: [vike(), react(), dataModulesPlugin(), contentDevPlugin()],
  // The build names each CSS module class `local_abc` (lib/build/shortClassNames.ts); the dev server keeps Vite's names.
  css: command === 'build' ? { modules: { generateScopedName: createShortClassNames(import.meta.dirname) } } : {},
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
  // No data: URIs: every asset is a file of the site, so the CSP needs no 'data:' source.
  // BUILD_OUT_DIR lets the blog benchmark build into a temporary folder instead of dist/.
  // One stylesheet for the whole site: a single render-blocking request, cached across pages.
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    rolldownOptions: {
      output: {
        // Few, larger initial chunks instead of dozens of tiny ones: over HTTP/1.1 every extra request costs a round
        // trip before hydration. Code loaded on demand (Leaflet, the lead form, Turnstile) stays in its own chunks.
        codeSplitting: {
          groups: [
            // React and Vike's runtime are chunks of their own, outside Vike's tiny entry module, so the page's loader
            // (lib/build/client/hydrateAfterPaint.js) can evaluate them one task each.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            {
              name: 'framework',
              test: /node_modules[\\/](vike|vike-react|@brillout)[\\/](?!dist[\\/]client[\\/]runtime-client-routing[\\/]entry\.js)/,
              priority: 3,
            },
            // The class maps of code loaded on demand (the cookie dialog, the lead form's code, the
            // maps) stay with that code: in this group they would be part of every page's first load.
            {
              name: 'styles',
              test: (id: string) => /\.module\.css/.test(id) && !onDemandCssModule.test(id),
              priority: 2,
            },
            // With the layout, the small shared parts most pages use: each was a request of its own.
            // A group takes every module its test matches, even one only imported on demand: the
            // cookie dialog (components/consent/CookieConsent.tsx) stays out, in its own lazy chunk.
            {
              name: 'layout',
              test: /[\\/](renderer|components[\\/](layout|audience|consent(?![\\/]CookieConsent\.))|lib[\\/](navigation|audience|consent))[\\/]|[\\/]components[\\/](Section|RetryNotice|useNearViewport|useValuesTypedEarly)\.tsx?$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}))
