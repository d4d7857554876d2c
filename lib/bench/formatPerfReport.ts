import type { BudgetResult, LighthouseFigures, RouteFigures } from './budgets.ts'
import type { CommandMeasure } from './measureCommand.ts'
import type { BlogBuild } from './measureBlogBuild.ts'
import type { BenchOptions } from './parseBenchOptions.ts'

/** Everything one `npm run bench` measured, as perf.md reports it. */
export interface PerfFigures {
  /** The build's own measure; undefined when the run measured an existing build. */
  build: Pick<CommandMeasure, 'wallMs' | 'peakRssBytes'> | undefined
  blog: Pick<BlogBuild, 'totalPosts' | 'syntheticPosts' | 'totalWallMs' | 'peakRssMiB' | 'peakStep'> | undefined
  options: Pick<BenchOptions, 'runs' | 'check'>
  rows: readonly RouteFigures[]
  /** Every Lighthouse run's host speed and the CPU slowdown it called for. */
  hostRuns: readonly { benchmarkIndex: number; cpuSlowdown: number }[]
  budgets: readonly BudgetResult[]
}

const WHY = 'docs/decisions/lighthouse-limits.md'
const MiB = 1024 * 1024

/** perf.md: one-line facts, then the tables of routes, CPU-time figures, posts and missed budgets. */
export function formatPerfReport(figures: PerfFigures): string {
  const { rows, budgets } = figures
  return [
    '# Relatório de desempenho',
    '',
    describeBuild(figures.build),
    describeBlog(figures.blog),
    ...describeFirstPaint(rows),
    ...describeLighthouse(figures),
    '',
    '## Rotas',
    '',
    ...routeTable(rows),
    '',
    '## Quanto é da página, quanto é da máquina',
    '',
    `As mesmas cargas, cada tarefa com a duração do seu tempo de CPU: os limites valem para elas (${WHY}).`,
    '',
    ...cpuTimeTable(rows),
    '',
    '## Posts: o corpo chega uma vez',
    '',
    ...postTable(rows),
    '',
    '## Orçamentos',
    '',
    ...budgetSection(budgets),
    '',
  ].join('\n')
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1))
const seconds = (ms: number) => (ms / 1000).toFixed(1)

function describeBuild(build: PerfFigures['build']): string {
  if (!build) return 'Build: medido em outra execução (--skip-build).'
  const peak = (build.peakRssBytes / MiB).toFixed(0)
  return `Build: ${seconds(build.wallMs)} s, pico de memória ${peak} MiB.`
}

function describeBlog(blog: PerfFigures['blog']): string {
  if (!blog) return 'Build com posts sintéticos: não medido nesta execução (--blog 0).'
  const posts = `${blog.totalPosts} posts (${blog.syntheticPosts} sintéticos)`
  const peak = `${blog.peakRssMiB.toFixed(0)} MiB (em ${blog.peakStep})`
  return `Build com ${posts}: ${seconds(blog.totalWallMs)} s, pico de memória ${peak}.`
}

function describeFirstPaint(rows: readonly RouteFigures[]): string[] {
  const home = rows.find((row) => row.route === '/')
  if (!home) return []
  const total = kb(home.htmlGzip + home.cssGzip)
  return [`Primeira pintura de /: HTML ${kb(home.htmlGzip)} KB + CSS ${kb(home.cssGzip)} KB = ${total} KB gzip.`]
}

function describeLighthouse({ options, hostRuns }: PerfFigures): string[] {
  if (hostRuns.length === 0) return []
  const runs = options.runs > 1 ? `mediana de ${options.runs} execuções` : '1 execução'
  const confirm = options.check ? ' (3 para confirmar um limite estourado)' : ''
  const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`
  const indexes = range(hostRuns.map((run) => run.benchmarkIndex))
  const slowdowns = range(hostRuns.map((run) => run.cpuSlowdown))
  return [
    `Lighthouse: ${runs}${confirm}; perfil móvel, Chromium do Debian, nginx de produção, terceiros num host local.`,
    `benchmarkIndex desta máquina: ${indexes}; redução da CPU calibrada para ele: ${slowdowns}×.`,
  ]
}

/** A markdown table: a header row, its separator, then the rows. */
function table(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)]
}

const LIGHTHOUSE_HEADERS = ['desempenho', 'acessib.', 'boas práticas', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS']

function lighthouseCells(lh: LighthouseFigures | undefined): (string | number)[] {
  if (!lh) return LIGHTHOUSE_HEADERS.map(() => '–')
  return [lh.performance, lh.accessibility, lh.bestPractices, lh.seo, lh.fcpMs, lh.lcpMs, lh.tbtMs, lh.cls.toFixed(3)]
}

function routeTable(rows: readonly RouteFigures[]): string[] {
  return table(
    ['rota', 'JS gz KB (arquivos / pedidos)', 'CSS gz KB', 'HTML gz KB', ...LIGHTHOUSE_HEADERS],
    rows.map((row) => [
      row.route,
      `${kb(row.jsGzip)} / ${kb(row.requestedJs)}`,
      kb(row.cssGzip),
      kb(row.htmlGzip),
      ...lighthouseCells(row.lighthouse),
    ]),
  )
}

function cpuTimeTable(rows: readonly RouteFigures[]): string[] {
  const cpuTimeCells = ({ cpuTime }: LighthouseFigures) =>
    cpuTime ? [cpuTime.performance, cpuTime.lcpMs, cpuTime.tbtMs, cpuTime.contentionMs] : ['–', '–', '–', '–']
  return table(
    [
      'rota',
      'desempenho',
      'LCP ms',
      'TBT ms',
      'só com o tempo de CPU: desempenho',
      'LCP ms',
      'TBT ms',
      'tempo das tarefas à espera da CPU, ms',
    ],
    rows.flatMap(({ route, lighthouse: lh }) =>
      lh ? [[route, lh.performance, lh.lcpMs, lh.tbtMs, ...cpuTimeCells(lh)]] : [],
    ),
  )
}

function postTable(rows: readonly RouteFigures[]): string[] {
  return table(
    ['post', 'HTML gz KB', 'corpo gz KB', 'em volta do corpo gz KB', 'HTML ÷ corpo', 'cópias do corpo'],
    rows.flatMap(({ route, htmlGzip, post }) =>
      post
        ? [[route, kb(htmlGzip), kb(post.bodyGzip), kb(post.aroundGzip), `${post.ratio.toFixed(2)}×`, post.bodyCopies]]
        : [],
    ),
  )
}

function budgetSection(budgets: readonly BudgetResult[]): string[] {
  const missed = budgets.filter((budget) => !budget.met)
  const broken = budgets.filter((budget) => !budget.ok).length
  const met = `${budgets.length - missed.length} de ${budgets.length} alvos cumpridos`
  const limits = broken === 0 ? 'nenhum limite aplicado estourado' : `${broken} limites aplicados estourados`
  if (missed.length === 0) return [`${met}; ${limits}.`, '', 'Todos os alvos cumpridos.']
  const status = (budget: BudgetResult) => (budget.ok ? 'dentro do limite' : '**estourado**')
  return [
    `${met}; ${limits}.`,
    '',
    ...table(
      ['orçamento', 'escopo', 'alvo', 'medido', 'falta', 'limite aplicado', 'situação'],
      missed.map((b) => [b.budget, b.scope, b.target, b.measured, b.gap ?? '', b.enforced, status(b)]),
    ),
  ]
}
