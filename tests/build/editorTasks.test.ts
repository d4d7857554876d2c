import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listFiles } from '../../lib/build/listFiles.ts'
import { addProductPage, NEW_PRODUCT_PAGE } from '../unit/helpers/newProductPage.ts'
import { createTempProject } from '../unit/helpers/tempProject.ts'

// The editing guide's tasks, each as one edit of one file (a new product page: one entry, and its plan),
// on a copy of the project built as for production: the whole site follows, and no built file keeps
// the old fact.
const project = createTempProject({ code: true })
const clientDir = path.join(project.root, 'dist', 'client')
const TEXT_FILE = /\.(html|json|js|css|xml|txt)$/
let builtFiles: { file: string; text: string }[] = []
let buildLog = ''
// Pages keep a number with its word by a no-break space (R$ 5,49): compared here as a space.
const readText = (file: string) => fs.readFileSync(file, 'utf8').replaceAll('\u00a0', ' ')
const readBuilt = (route: string) => readText(path.join(clientDir, route, 'index.html'))
const count = (text: string, piece: string) => text.split(piece).length - 1
/** A built page holds this piece (the message names the piece, not the whole page). */
const expectPiece = (text: string, piece: string | RegExp) =>
  expect(typeof piece === 'string' ? text.includes(piece) : piece.test(text), `falta: ${String(piece)}`).toBe(true)

beforeAll(() => {
  project.edit('data/calculator.yaml', '    precoBase: 4.99\n', '    precoBase: 5.49\n')
  project.edit('data/site.yaml', '    numero: "+551140002120"\n', '    numero: "+551135550199"\n')
  project.edit(
    'data/partners.yaml',
    'parceiros:\n',
    'parceiros:\n  - id: vocalis\n    nome: Vocalis\n    logo: V\n    descricao: Telefones IP para recepção e atendimento.\n    categoria: equipamento\n',
  )
  addProductPage(project)
  // Three posts per prerender process: the blog is split over processes, as a large blog is (scripts/prerender.ts).
  const env = {
    ...process.env,
    PRERENDER_SHARD_SIZE: '3',
    VITE_LEAD_WEBHOOK_URL: '',
    VITE_LEAD_WEBHOOK_TOKEN: '',
    VITE_TURNSTILE_SITE_KEY: '',
  }
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: project.root, env, encoding: 'utf8' })
  buildLog = `${build.stdout}${build.stderr}`
  if (build.status !== 0) throw new Error(`npm run build falhou:\n${buildLog}`)
  builtFiles = listFiles(clientDir, TEXT_FILE).map((file) => ({
    file: path.relative(clientDir, file),
    text: readText(file),
  }))
}, 600_000)

afterAll(() => project.cleanup())

describe('one line of data/calculator.yaml changes the fixed DID price', () => {
  it('on the home page: the banner, its note, the calculator, its note and the total it works out', () => {
    const home = readBuilt('.')
    expectPiece(home, 'R$ 5,49*</span>')
    expect(count(home, 'DID Fixo a partir de R$ 5,49/mês')).toBe(2)
    expectPiece(home, '<span class="servicePrice_fdV">R$ 5,49')
    expectPiece(home, 'R$ 54,90<span>/mês</span>')
  })

  it('and no built file keeps the old price, nor a total made from it', () => {
    const stale = builtFiles
      .filter(({ text }) => /(?<![\d.,])4[,.]99(?!\d)|R\$ 49,90/.test(text))
      .map(({ file }) => file)
    expect(stale).toEqual([])
  })
})

describe('one line of data/site.yaml changes the sales phone', () => {
  it('on every page and post', () => {
    const pages = builtFiles.filter(({ file }) => file.endsWith('index.html'))
    expect(pages.length).toBeGreaterThan(20)
    expect(pages.filter(({ text }) => !text.includes('(11) 3555-0199')).map(({ file }) => file)).toEqual([])
    expectPiece(readBuilt('blog/sms-marketing'), 'href="tel:+551135550199"')
  })

  it('and no built file keeps the old number, in any form', () => {
    expect(builtFiles.filter(({ text }) => /4000.?2120|1140002120/.test(text)).map(({ file }) => file)).toEqual([])
  })
})

describe('one entry in data/partners.yaml adds a partner', () => {
  it('to the home page and to the /empresas carousel', () => {
    const partnerName = /<h3 class="name_\w+">Vocalis<\/h3>/
    expectPiece(readBuilt('.'), partnerName)
    expectPiece(readBuilt('empresas'), partnerName)
  })
})

describe('one entry of data/product-pages.yaml adds a product page, with no code', () => {
  // The entry holds its address, titles, footer link and content; its plan is an entry of data/plans.yaml.
  it('built: its page, with its title and its plan, and its pageContext.json for client-side navigation', () => {
    const page = readBuilt(NEW_PRODUCT_PAGE.path)
    expectPiece(page, new RegExp(`<h1 class="\\w+">${NEW_PRODUCT_PAGE.h1}</h1>`))
    expectPiece(page, new RegExp(`<h3 id="plano-sip-trunk-30" class="\\w+">${NEW_PRODUCT_PAGE.plan}</h3>`))
    expect(fs.existsSync(path.join(clientDir, NEW_PRODUCT_PAGE.path, 'index.pageContext.json'))).toBe(true)
  })

  it('linked from the footer of every page', () => {
    const pages = builtFiles.filter(({ file }) => file.endsWith('.html') && !file.startsWith('admin/'))
    // On its own page the link is marked as the current page (aria-current).
    const link = new RegExp(`<a href="${NEW_PRODUCT_PAGE.path}"[^>]*>${NEW_PRODUCT_PAGE.linkLabel}</a>`)
    expect(pages.filter(({ text }) => !link.test(text)).map(({ file }) => file)).toEqual([])
  })

  it('in the sitemap', () => {
    expectPiece(
      readText(path.join(clientDir, 'sitemap.xml')),
      new RegExp(`<loc>https://[^<]+${NEW_PRODUCT_PAGE.path}</loc>`),
    )
  })
})

describe('a blog prerendered by several processes, as a large blog is', () => {
  const posts = fs
    .readdirSync(path.join(project.root, 'content', 'blog'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.replace(/\.md$/, ''))

  it('was split: each process said which posts it rendered', () => {
    expect(posts.length).toBeGreaterThan(3)
    expect(buildLog).toMatch(/Pré-renderização: posts 3\/3 \(até 3 posts por processo/)
  })

  it('with no warning from the prerender', () => {
    expect(buildLog).not.toMatch(/\[vike\]\[Warning\].*onPrerenderStart/)
  })
})
