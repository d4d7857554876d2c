// Regenerates lib/icons/sprite.svg from lib/icons/iconRegistry.ts (run after adding an icon).
import fs from 'node:fs'
import { buildIconSprite } from '../lib/icons/buildIconSprite.ts'
import { ICON_SPRITE_FILE } from '../lib/icons/iconRegistry.ts'

fs.writeFileSync(ICON_SPRITE_FILE, buildIconSprite())
console.log(`${ICON_SPRITE_FILE} gerado.`)
