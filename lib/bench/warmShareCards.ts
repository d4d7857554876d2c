import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { writeShareCards } from '../build/writeShareCards.ts'
import { buildContentSnapshot, contentOf } from '../content/contentSnapshot.ts'
import { buildRouteList, indexableRoutes } from '../routes/buildRouteList.ts'
import { buildShareCard } from '../shareCard/buildShareCard.ts'
import { formatDataError } from '../validation/types.ts'
import { validateProject } from '../validation/validateProject.ts'

export interface WarmedCards {
  drawn: number
  /** CPU per drawn card (this process's, satori and sharp's threads together); undefined when none was drawn. */
  cpuMsPerCard: number | undefined
}

/**
 * Draws into the project's card cache every card of the posts in `blogDir` that no earlier build drew,
 * before the build is timed: the budget is a repeated build's, in which an unchanged page's card is reused.
 */
export async function warmShareCards(root: string, blogDir: string): Promise<WarmedCards> {
  // Not loadContent: it would write the content snapshot, and the timed validate step would then skip its work.
  const result = validateProject(root, blogDir)
  if (result.errors.length > 0) throw new Error(result.errors.map(formatDataError).join('\n'))
  const content = contentOf(buildContentSnapshot(result, 'bench', root))
  const cards = indexableRoutes(buildRouteList(content)).flatMap((route) => buildShareCard(route, content) ?? [])
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-cards-'))
  try {
    const before = process.cpuUsage()
    const { drawn } = await writeShareCards(scratch, cards, { root })
    const cpu = process.cpuUsage(before)
    return { drawn, cpuMsPerCard: drawn > 0 ? (cpu.user + cpu.system) / 1000 / drawn : undefined }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}
