import type { PostFile } from '../blog/validatePostFile.ts'
import type { LegalData } from '../types/generated/legal.ts'
import type { DatasetKey, Datasets } from './datasets.ts'

/**
 * A validated post as pages read it: its header, without its body (a page that shows it reads its
 * HTML with loadPostHtml) or where each field was written (the validator's business).
 */
export type ContentPost = Pick<PostFile, 'id' | 'file' | 'frontmatter'>

/** Every dataset of the site, validated and typed: the registry's files, the legal documents by id, and the posts. */
export type Content = Datasets & {
  legal: Record<string, LegalData>
  /** Posts by publishDate, newest first. */
  posts: ContentPost[]
  /** When each dataset and post last changed (`YYYY-MM-DD`), the facts its placeholders name included: what dates the pages. */
  lastChanged: LastChanged
}

export interface LastChanged {
  datasets: Record<DatasetKey, string>
  /** By post id. */
  posts: Record<string, string>
}
