import type { ErrorObject } from 'ajv'
import localizePtBr from 'ajv-i18n/localize/pt-BR/index.js'
import { closest, distance } from 'fastest-levenshtein'
import { FORMAT_HINT_KEYWORD } from './createAjv.ts'
import { MONTH_NAMES } from '../format/formatDate.ts'

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número (com ponto decimal, ex.: 4.99)',
  integer: 'um número inteiro',
  boolean: 'true ou false',
  array: "uma lista (itens começando com '- ')",
  object: 'um bloco de campos (nome: valor)',
  null: 'vazio',
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'está vazio'
  if (typeof value === 'string' && /\s/.test(value.trim()) && /^https?:/.test(value))
    return `o endereço tem espaços: '${value}'`
  if (typeof value === 'string') return `encontrado o texto '${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`
  if (typeof value === 'number') return `encontrado o número ${value}`
  if (typeof value === 'boolean') return `encontrado ${value}`
  if (Array.isArray(value)) return 'encontrada uma lista'
  return 'encontrado um bloco de campos'
}

function listOf(values: readonly unknown[]): string {
  return values.map((v) => String(v)).join(', ')
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** The known field a misspelt one most likely meant (accents and case aside), if any is close enough. */
export function closestField(candidate: string, options: readonly string[]): string | undefined {
  if (options.length === 0) return undefined
  const byPlain = new Map(options.map((option) => [plain(option), option]))
  const best = closest(plain(candidate), [...byPlain.keys()])
  if (best === undefined || (best === plain(candidate) && byPlain.get(best) === candidate)) return undefined
  return distance(plain(candidate), best) <= Math.max(2, Math.floor(best.length / 3)) ? byPlain.get(best) : undefined
}

function suggestion(candidate: string, options: readonly string[]): string {
  const best = closestField(candidate, options)
  return best ? ` Você quis dizer '${best}'?` : ''
}

/**
 * A number typed as a Brazilian reads it ("4,99", "1.000.000", "R$ 1.234,56"), which YAML keeps as a text: the number
 * meant, as the file must hold it, and what to change to get there. `decimals`: whether the field takes a decimal part
 * (a comma is then the decimal separator). A number between quotes ("10") is a text too: its `how` is empty.
 */
function brazilianNumber(text: string, decimals: boolean): { typed: string; fixed: string; how: string } | undefined {
  const typed = text.trim()
  const bare = typed.replace(/^R\$\s*/, '')
  const grouped = /^[+-]?\d{1,3}(\.\d{3})+(,\d+)?$/.test(bare)
  if (!grouped && !/^[+-]?\d+(,\d+)?$/.test(bare)) return undefined
  const comma = bare.includes(',')
  if (comma && !decimals) return undefined
  const changes = [
    bare !== typed ? 'sem "R$"' : '',
    grouped ? 'sem pontos de milhar' : '',
    comma ? 'com ponto decimal' : '',
  ].filter(Boolean)
  // No change at all: the number was put between quotes ("10"). `how` is then empty.
  const how = changes.length <= 1 ? (changes[0] ?? '') : `${changes.slice(0, -1).join(', ')} e ${changes.at(-1)}`
  return { typed, fixed: bare.replace(/\./g, '').replace(',', '.'), how }
}

/**
 * A real date written day first, as in Brazil (17/06/2025, 17-06-2025, 17.06.2025, 17 de junho de
 * 2025), in the ISO form the files take.
 */
function isoFromBrazilianDate(text: string): string | undefined {
  const written = text.trim().toLocaleLowerCase('pt-BR')
  const numeric = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(written)
  const named = /^(\d{1,2})º? de ([a-zç]+) de (\d{4})$/.exec(written)
  const monthNumber = named ? MONTH_NAMES.indexOf((named[2] ?? '').replace('marco', 'março')) + 1 : 0
  const [day = '', month = '', year = ''] = numeric
    ? [numeric[1], numeric[3], numeric[4]]
    : named && monthNumber > 0
      ? [named[1], String(monthNumber), named[3]]
      : []
  if (!year) return undefined
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  const date = new Date(`${iso}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined
}

/** Fields the files took once and no longer do, with what happens instead: an old habit gets the reason, not a list of fields. */
const RETIRED_FIELDS: Readonly<Record<string, string>> = {
  atualizadoEm:
    'apague a linha; a data de atualização da página sai sozinha do histórico dos arquivos de que ela é feita (só os documentos legais, em data/legal/, têm a data escrita)',
}

/** Turns one Ajv error into a sentence a marketing editor can act on, in Portuguese. */
export function describeSchemaError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>
  const parent = (error.parentSchema ?? {}) as Record<string, unknown>
  const hint = typeof parent[FORMAT_HINT_KEYWORD] === 'string' ? (parent[FORMAT_HINT_KEYWORD] as string) : undefined
  switch (error.keyword) {
    case 'type': {
      const expected = String(params.type).split(',')
      const wanted = expected.map((t) => TYPE_NAMES[t] ?? t).join(' ou ')
      const data = error.data
      if (error.instancePath === '' && (data === null || data === undefined))
        return 'o arquivo está vazio (ou só tem comentários): restaure o conteúdo dele ou preencha os campos'
      const numeric = expected.includes('number') || expected.includes('integer')
      const typedNumber =
        numeric && typeof data === 'string' ? brazilianNumber(data, expected.includes('number')) : undefined
      if (typedNumber?.how === '') return `deve ser um número, sem aspas: escreva só ${typedNumber.fixed}`
      if (typedNumber)
        return `deve ser um número ${typedNumber.how}: escreva ${typedNumber.fixed} em vez de ${typedNumber.typed}`
      if (
        expected.includes('boolean') &&
        typeof data === 'string' &&
        /^(sim|não|nao|verdadeiro|falso|yes|no)$/i.test(data)
      ) {
        return `deve ser true ou false ('${data}' não é aceito): use true para sim e false para não`
      }
      if (expected.includes('boolean') && typeof data === 'string' && /^(true|false)$/i.test(data.trim())) {
        const fixed = data.trim().toLowerCase()
        return fixed === data
          ? `deve ser true ou false, sem aspas: escreva só ${fixed}`
          : `deve ser true ou false, em letras minúsculas e sem aspas: escreva ${fixed} em vez de ${data}`
      }
      return `deve ser ${wanted} (${describeValue(data)})${hint ? `; formato esperado: ${hint}` : ''}`
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]) ?? []
      const meant = closestField(String(error.data), allowed.map(String))
      return `valor desconhecido '${String(error.data)}'.${meant ? ` Você quis dizer '${meant}'?` : ''} Valores válidos: ${listOf(allowed)}`
    }
    case 'required': {
      const missing = String(params.missingProperty)
      // The schema's own help text says what the field holds, e.g. "Período do preço (ex.: /mês)."
      const help = (parent.properties as Record<string, { description?: unknown }> | undefined)?.[missing]?.description
      return `campo obrigatório '${missing}' ausente${typeof help === 'string' ? `: ${help.replace(/\.$/, '')}` : ''}`
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty)
      if (Object.hasOwn(RETIRED_FIELDS, key)) return `o campo '${key}' não se escreve mais aqui: ${RETIRED_FIELDS[key]}`
      const known = Object.keys((parent.properties as Record<string, unknown>) ?? {})
      return `campo desconhecido '${key}'.${suggestion(key, known)} Campos válidos: ${listOf(known)}`
    }
    case 'pattern': {
      const fix =
        typeof error.data === 'string' && hint?.startsWith('um caminho do site') ? fixSitePath(error.data) : undefined
      if (fix) return `caminho inválido (${describeValue(error.data)}): ${fix}`
      // A file of public/ named without its leading / (images/x.webp, public/images/x.webp, ./images/x.webp).
      const file =
        typeof error.data === 'string' && hint?.startsWith('o caminho de um arquivo na pasta public')
          ? `/${error.data.trim().replace(/^(\.?\/)?(public\/)?/, '')}`
          : undefined
      if (file && file !== error.data && new RegExp(String(params.pattern)).test(file))
        return `formato inválido (${describeValue(error.data)}): o caminho começa com / e não inclui a pasta public: escreva ${file}`
      // A reading time typed as 5, "5min", "5 minutos" or "5 min.": the minutes are there.
      const minutes =
        typeof error.data === 'string' && hint?.startsWith('o número de minutos')
          ? /^\s*0*([1-9]\d{0,2})\s*(min|mins|minuto|minutos)?\.?\s*$/i.exec(error.data)?.[1]
          : undefined
      if (minutes) return `formato inválido (${describeValue(error.data)}): deve ser ${hint}; escreva "${minutes} min"`
      return `formato inválido (${describeValue(error.data)}): deve ser ${hint ?? `um texto no padrão ${String(params.pattern)}`}`
    }
    case 'format': {
      const format = String(params.format)
      if (format === 'url-https')
        return `deve ser um endereço completo: https:// seguido do domínio, ex.: https://app.nuvox.com.br/login (${describeValue(error.data)})`
      if (format === 'date') {
        const written = typeof error.data === 'string' ? isoFromBrazilianDate(error.data) : undefined
        if (written)
          return `deve ser uma data no formato AAAA-MM-DD (ano, mês, dia): escreva ${written} em vez de ${String(error.data).trim()}`
        return `deve ser uma data válida no formato AAAA-MM-DD, ex.: 2025-11-03 (${describeValue(error.data)})`
      }
      if (format === 'email')
        return `deve ser um e-mail válido, ex.: contato@empresa.com.br (${describeValue(error.data)})`
      return `formato inválido: esperado ${format}`
    }
    case 'minLength':
      return Number(params.limit) <= 1
        ? 'não pode ficar vazio'
        : `deve ter pelo menos ${String(params.limit)} caracteres (tem ${String(error.data).length})`
    case 'maxLength':
      return `deve ter no máximo ${String(params.limit)} caracteres (tem ${String(error.data).length})`
    case 'minimum':
      return `deve ser maior ou igual a ${String(params.limit)} (${describeValue(error.data)})`
    case 'maximum':
      return `deve ser menor ou igual a ${String(params.limit)} (${describeValue(error.data)})`
    case 'exclusiveMinimum':
      return `deve ser maior que ${String(params.limit)} (${describeValue(error.data)})`
    case 'exclusiveMaximum':
      return `deve ser menor que ${String(params.limit)} (${describeValue(error.data)})`
    case 'multipleOf':
      return Number(params.multipleOf) === 0.01
        ? 'deve ter no máximo duas casas decimais'
        : `deve ser múltiplo de ${String(params.multipleOf)}`
    case 'minItems':
      return `a lista deve ter pelo menos ${String(params.limit)} ${Number(params.limit) === 1 ? 'item' : 'itens'}`
    case 'maxItems':
      return `a lista deve ter no máximo ${String(params.limit)} itens`
    case 'uniqueItems': {
      const repeated = Array.isArray(error.data) ? error.data[Number(params.i)] : undefined
      return `a lista tem o item ${typeof repeated === 'string' ? `'${repeated}' ` : ''}repetido (itens ${Number(params.j) + 1} e ${Number(params.i) + 1}): apague um deles`
    }
    case 'oneOf':
    case 'anyOf':
      return `formato inválido: esperado ${hint ?? 'um dos formatos aceitos'}`
    case 'discriminator': {
      const tag = String(params.tag ?? 'tipo')
      if (params.error === 'mapping')
        return `${tag} desconhecido '${String(params.tagValue)}'; valores válidos: ${hint ?? 'veja o schema'}`
      return `campo obrigatório '${tag}' ausente ou não é um texto; valores válidos: ${hint ?? 'veja o schema'}`
    }
    case 'marcadores': {
      const unknown = String(params.desconhecido)
      const allowed = (params.permitidos as string[]).map((name) => `{${name}}`)
      const meant = closestField(`{${unknown}}`, allowed) ?? (allowed.length === 1 ? allowed[0] : undefined)
      return `o marcador {${unknown}} não é trocado por nada neste campo e apareceria assim no site.${meant ? ` Você quis dizer ${meant}?` : ''} Marcadores deste campo: ${allowed.join(', ')}`
    }
    case 'const':
      return `deve ser exatamente '${String(params.allowedValue)}'`
    default: {
      // Keywords without a hand-written sentence get ajv-i18n's Portuguese message.
      const copy = { ...error }
      localizePtBr([copy])
      return copy.message ?? 'valor inválido'
    }
  }
}

/** What is wrong with a page path that starts with '/' but breaks the pattern, and the path meant. */
function fixSitePath(value: string): string | undefined {
  if (!value.startsWith('/')) return undefined
  const [page = '', anchor] = value.split('#')
  const meant =
    page
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, '-')
      .replace(/\/+$/, '') || '/'
  const reasons: string[] = []
  if (anchor !== undefined)
    reasons.push(
      `o '#${anchor}' não faz parte do caminho (quando o item tem o campo ancora, use-o para apontar uma seção da página inicial)`,
    )
  if (page.length > 1 && page.endsWith('/')) reasons.push('tire a barra do fim')
  if (/[A-Z]/.test(page)) reasons.push('use só letras minúsculas')
  if (/\s/.test(page) || /[^\p{ASCII}]/u.test(page)) reasons.push('sem espaços nem acentos')
  if (reasons.length === 0 || !/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(meant)) return undefined
  return `${reasons.join('; ')}: escreva ${meant}`
}
