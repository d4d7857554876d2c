import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), react()],
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
  // No data: URIs: every asset is a file of the site, so the CSP needs no 'data:' source.
  // BUILD_OUT_DIR lets the blog benchmark build into a temporary folder instead of dist/.
  // One stylesheet for the whole site: a single render-blocking request, cached across pages.
  build: { target: 'es2022', assetsInlineLimit: 0, cssCodeSplit: false, outDir: process.env.BUILD_OUT_DIR ?? 'dist' },
})
