import * as lucide from 'lucide'
import { ICON_REGISTRY } from './iconRegistry.ts'

type IconNode = [tag: string, attributes: Record<string, string | number>][]

function escapeAttribute(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/** One <symbol> per registered icon, drawn from Lucide's icon data (build time only). */
export function buildIconSprite(): string {
  const icons = lucide as unknown as Record<string, IconNode | undefined>
  const symbols = Object.entries(ICON_REGISTRY).map(([id, source]) => {
    const node = icons[source]
    if (!node) throw new Error(`Ícone ${source} não existe no Lucide (id ${id}).`)
    const children = node
      .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([name]) => name !== 'key')
          .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
          .join(' ')
        return `<${tag} ${attrs}/>`
      })
      .join('')
    return `<symbol id="${id}" viewBox="0 0 24 24">${children}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}
