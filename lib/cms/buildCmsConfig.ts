// The configuration of the editors' /admin (Sveltia CMS), generated from the dataset registry and
// schemas/: one entry per data file, the legal documents and the posts as folders.
import fs from 'node:fs'
import path from 'node:path'
import { DATASETS, FOLDER_DATASETS } from '../content/datasets.ts'
import { DATA_COLLECTION, objectFields, type CmsField, type SchemaReader } from './schemaToFields.ts'

/**
 * How the editor writes YAML: every text in double quotes, so that `no`, `0800` and dates stay texts,
 * and no line folded (Sveltia always writes long texts on one line).
 */
export const CMS_YAML_OUTPUT: { indent_size: number; indent_sequences: boolean; quote: 'none' | 'double' | 'single' } =
  { indent_size: 2, indent_sequences: true, quote: 'double' }

/** Reads the schemas of `root`/schemas. */
export function schemaReader(root: string): SchemaReader {
  return (file) => JSON.parse(fs.readFileSync(path.join(root, 'schemas', file), 'utf8'))
}

/** A schema's title and its fields for the editor. */
function describeSchema(read: SchemaReader, schemaName: string): { label: string; fields: CmsField[] } {
  const file = `${schemaName}.schema.json`
  const schema = read(file)
  return { label: schema.title ?? schemaName, fields: objectFields(schema, { read, file }) }
}

/** The collections: every data file, the legal documents and the posts, with the fields their schemas allow. */
export function buildCmsCollections(read: SchemaReader): Record<string, unknown>[] {
  const legal = describeSchema(read, FOLDER_DATASETS.legal.schema)
  const post = describeSchema(read, FOLDER_DATASETS.posts.schema)
  return [
    {
      name: DATA_COLLECTION,
      label: 'Dados do site',
      description: 'Planos, preços, cidades, parceiros e os textos de cada página: um arquivo de data/ por item.',
      files: DATASETS.map(({ key, file, schema }) => ({ name: key, file, ...describeSchema(read, schema) })),
    },
    {
      name: 'legal',
      label: 'Documentos legais',
      label_singular: legal.label,
      folder: FOLDER_DATASETS.legal.folder,
      extension: FOLDER_DATASETS.legal.extension.slice(1),
      format: 'yaml',
      // Each document is a page of data/pages.yaml: one is added there, with its page, not here.
      create: false,
      delete: false,
      identifier_field: 'versao',
      fields: legal.fields,
    },
    {
      name: 'posts',
      label: 'Posts do blog',
      label_singular: 'Post',
      folder: FOLDER_DATASETS.posts.folder,
      extension: FOLDER_DATASETS.posts.extension.slice(1),
      format: 'yaml-frontmatter',
      create: true,
      slug: '{{slug}}',
      identifier_field: 'title',
      fields: [
        ...post.fields,
        {
          name: 'body',
          label: 'Texto do post',
          widget: 'markdown',
          hint: 'Markdown leve: parágrafos, ## subtítulos, listas com "- ", **negrito**, *itálico* e [links](/pabx).',
        },
      ],
    },
  ]
}

/** The site's icon: the editor shows its logo in a square (renderer/+Head.tsx links the same file). */
const EDITOR_LOGO = '/favicon.svg'

/** The whole configuration: GitHub `repo` (owner/name) and `branch` are where the editorial workflow opens its pull requests. */
export function buildCmsConfig(
  read: SchemaReader,
  backend: { repo: string; branch: string },
  siteName: string,
): Record<string, unknown> {
  return {
    app_title: `Editor · ${siteName}`,
    logo: { src: EDITOR_LOGO },
    backend: { name: 'github', repo: backend.repo, branch: backend.branch },
    publish_mode: 'editorial_workflow',
    media_folder: 'public/images',
    public_folder: '/images',
    // An optional text left empty is left out, as the validator wants it (`selo: ""` is no badge written badly).
    output: { omit_empty_optional_fields: true, yaml: CMS_YAML_OUTPUT },
    collections: buildCmsCollections(read),
  }
}
