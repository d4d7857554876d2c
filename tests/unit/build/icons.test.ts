import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildIconSprite } from '../../../lib/icons/buildIconSprite.ts'
import { ICON_REGISTRY, ICON_SPRITE_FILE } from '../../../lib/icons/iconRegistry.ts'

describe('icon sprite', () => {
  it('lib/icons/sprite.svg matches the registry (run npm run gen:icons after adding an icon)', () => {
    expect(fs.readFileSync(ICON_SPRITE_FILE, 'utf8')).toBe(buildIconSprite())
  })

  it('has a symbol for every icon the data may name', () => {
    const schema = JSON.parse(fs.readFileSync('schemas/common.schema.json', 'utf8')) as {
      $defs: { icone: { enum: string[] } }
    }
    for (const name of schema.$defs.icone.enum) expect(Object.keys(ICON_REGISTRY)).toContain(name)
  })
})
