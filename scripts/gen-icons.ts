// Regenerates public/icons.svg from lib/icons/iconRegistry.ts (run after adding an icon).
import fs from 'node:fs'
import { buildIconSprite } from '../lib/icons/buildIconSprite.ts'

fs.writeFileSync('public/icons.svg', buildIconSprite())
console.log('public/icons.svg gerado.')
