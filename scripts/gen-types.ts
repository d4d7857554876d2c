// Regenerates lib/types/generated/ from schemas/ (run after editing a schema).
import fs from 'node:fs'
import path from 'node:path'
import { GENERATED_TYPES_DIR, generateTypes } from '../lib/validation/generateTypes.ts'

const files = await generateTypes()
fs.rmSync(GENERATED_TYPES_DIR, { recursive: true, force: true })
fs.mkdirSync(GENERATED_TYPES_DIR, { recursive: true })
for (const [name, content] of files) fs.writeFileSync(path.join(GENERATED_TYPES_DIR, name), content)
console.log(`${files.size} arquivos de tipos gerados em ${GENERATED_TYPES_DIR}/`)
