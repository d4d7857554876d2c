// `npm run gen:cms`: writes the editors' /admin (page, configuration from schemas/, CMS bundle) into
// the built site again, without a new build; the build runs the same step.
import path from 'node:path'
import { writeAdminFromEnv } from '../lib/cms/writeAdmin.ts'
import { loadContent } from '../lib/content/loadContent.ts'

writeAdminFromEnv(path.resolve(process.env.BUILD_OUT_DIR ?? 'dist', 'client'), process.cwd(), loadContent().site)
