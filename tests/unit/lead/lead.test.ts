import { describe, expect, it, vi } from 'vitest'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { buildLeadPayload } from '../../../lib/lead/buildLeadPayload.ts'
import { cnpjDigits, formatCnpj, hasCnpjLength, hasValidCnpjCheckDigits } from '../../../lib/lead/cnpj.ts'
import { formatPhone, limitPhoneInput, normalizePhone } from '../../../lib/lead/phone.ts'
import {
  RESPONSE_TEXT_MAX,
  submitLead,
  summarizeResponseText,
  type SubmitMessages,
} from '../../../lib/lead/submitLead.ts'
import { hasTwoWords, titleCaseName } from '../../../lib/lead/titleCaseName.ts'
import { checkLead, validateLead, type LeadInput } from '../../../lib/lead/validateLead.ts'

describe('CNPJ', () => {
  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['11222333000181999', '11222333000181'],
    ['ab11c222', '11222'],
    ['', ''],
  ])('cnpjDigits(%j) = %j', (input, digits) => {
    expect(cnpjDigits(input)).toBe(digits)
  })

  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['1122233300018', '1122233300018'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
  ])('formatCnpj(%j) = %j', (input, formatted) => {
    expect(formatCnpj(input)).toBe(formatted)
  })

  it.each([
    ['11222333000181', true],
    ['11.222.333/0001-81', true],
    ['1122233300018', false],
    ['112223330001811', false],
    ['11a22233300018', false],
    ['', false],
  ])('hasCnpjLength(%j) = %s (the rule that decides what is sent)', (input, valid) => {
    expect(hasCnpjLength(input)).toBe(valid)
  })

  it.each([
    ['11222333000181', true],
    ['34512876000140', false],
    ['11222333000182', false],
    ['00000000000000', false],
  ])('hasValidCnpjCheckDigits(%j) = %s (a hint only)', (input, valid) => {
    expect(hasValidCnpjCheckDigits(input)).toBe(valid)
  })
})

describe('phone', () => {
  it.each([
    ['11987654321', '(11) 9 8765-4321'],
    ['1140002120', '(11) 4000-2120'],
    ['(11) 98765-4321', '(11) 9 8765-4321'],
    ['987654321', '987654321'],
    ['+5511987654321', '(11) 9 8765-4321'],
    ['551140002120', '(11) 4000-2120'],
    ['011 98765-4321', '(11) 9 8765-4321'],
    ['0 21 11 98765-4321', '(11) 9 8765-4321'],
    ['011 4000-2120', '(11) 4000-2120'],
    ['00 55 11 98765-4321', '(11) 9 8765-4321'],
    ['+55 011 98765-4321', '(11) 9 8765-4321'],
    ['55 011 4000-2120', '(11) 4000-2120'],
    // No area code starts with 0: a 0800 number, or a number missing digits, is left as typed.
    ['0800 123 4567', '0800 123 4567'],
    ['0 98765-4321', '0 98765-4321'],
  ])('formatPhone(%j) = %j on blur', (input, formatted) => {
    expect(formatPhone(input)).toBe(formatted)
  })

  it.each([
    ['(11) 9 8765-4321', '5511987654321'],
    ['11 4000-2120', '551140002120'],
    ['+55 11 98765-4321', '5511987654321'],
    ['55 11 98765-4321', '5511987654321'],
    ['(55) 9 9123-4567', '5555991234567'],
    ['011 98765-4321', '5511987654321'],
    ['(011) 4000-2120', '551140002120'],
    ['0 21 11 98765-4321', '5511987654321'],
    ['0055 11 98765-4321', '5511987654321'],
    ['987654321', '55987654321'],
    ['+55 011 98765-4321', '5511987654321'],
    ['55 011 4000-2120', '551140002120'],
    ['0800 123 4567', '5508001234567'],
    ['', ''],
  ])('normalizePhone(%j) = %j (digits, 55 prefixed when missing)', (input, sent) => {
    expect(normalizePhone(input)).toBe(sent)
  })

  it('keeps at most 15 characters, dropping punctuation before digits', () => {
    expect(limitPhoneInput('(11) 9876-5432')).toBe('(11) 9876-5432')
    expect(limitPhoneInput('(11) 9 8765-4321')).toBe('11987654321')
    expect(limitPhoneInput('+55 11 98765-4321')).toBe('+5511987654321')
    expect(limitPhoneInput('(11) 9 8765-43219999')).toBe('119876543219999')
    expect(limitPhoneInput('1198765432199998888')).toBe('119876543219999')
  })

  it('drops what a phone number is not written with: letters, and other symbols', () => {
    expect(limitPhoneInput('abc(41)x')).toBe('(41)')
    expect(limitPhoneInput('tel: 11 4000-2120')).toBe(' 11 4000-2120')
    expect(limitPhoneInput('(11) 4000.2120')).toBe('(11) 4000.2120')
    expect(limitPhoneInput('+55 (11) 4000-2120')).toBe('+551140002120')
  })
})

describe('name', () => {
  it.each([
    ['joão da silva', 'João da Silva'],
    ['MARIA DAS DORES E SOUZA', 'Maria das Dores e Souza'],
    ['de souza', 'De Souza'],
    ['  MARIA   conceição  ', 'Maria Conceição'],
    ['ana-luísa souza', 'Ana-Luísa Souza'],
    ["carla d'ávila", "Carla D'Ávila"],
    ['sean o’brien', 'Sean O’Brien'],
    ['pedro alves ii', 'Pedro Alves II'],
    ['LUÍS SOUZA III', 'Luís Souza III'],
    ['vi souza', 'Vi Souza'],
    ['maria vi souza', 'Maria Vi Souza'],
    ['ivo xavier', 'Ivo Xavier'],
    ['josé 😀 alves', 'José 😀 Alves'],
    ['<img src=x onerror=alert(1)>', '<img Src=x Onerror=alert(1)>'],
  ])('titleCaseName(%j) = %j', (input, output) => {
    expect(titleCaseName(input)).toBe(output)
  })

  it.each([
    ['João Silva', true],
    ['João', false],
    ['João 😀', false],
    ['  ', false],
  ])('hasTwoWords(%j) = %s', (input, ok) => {
    expect(hasTwoWords(input)).toBe(ok)
  })
})

const MESSAGES = {
  obrigatorio: 'obrigatório',
  cnpj: 'CNPJ deve ser válido e conter 14 dígitos.',
  mensagem: 'mensagem',
  termos: 'termos',
}
const ADVICE = { nome: 'nome', email: 'email', telefone: 'telefone', empresa: 'empresa' }
const VALID: LeadInput = {
  nome: 'Maria Silva',
  email: 'maria@empresa.com.br',
  telefone: '(11) 9 8765-4321',
  empresa: 'ACME',
  cnpj: '11.222.333/0001-81',
  mensagem: '',
  termos: true,
}

describe('validateLead: what blocks sending', () => {
  it('accepts a complete lead', () => {
    expect(validateLead(VALID, MESSAGES)).toEqual({})
  })

  it.each([
    [{ nome: '' }, { nome: 'obrigatório' }],
    [{ nome: '   ' }, { nome: 'obrigatório' }],
    [{ email: '' }, { email: 'obrigatório' }],
    [{ telefone: '' }, { telefone: 'obrigatório' }],
    [{ telefone: 'não tenho' }, { telefone: 'obrigatório' }],
    [{ telefone: '(  )  -' }, { telefone: 'obrigatório' }],
    [{ empresa: '' }, { empresa: 'obrigatório' }],
    [{ cnpj: '1122233300018' }, { cnpj: 'CNPJ deve ser válido e conter 14 dígitos.' }],
    [{ cnpj: '' }, { cnpj: 'CNPJ deve ser válido e conter 14 dígitos.' }],
    [{ mensagem: 'x'.repeat(500) }, {}],
    [{ mensagem: 'x'.repeat(501) }, { mensagem: 'mensagem' }],
    [{ termos: false }, { termos: 'termos' }],
    // The visual checks never block.
    [{ nome: 'Maria', email: 'maria@empresa', telefone: '(11) 4000-2120', empresa: 'A' }, {}],
  ] as const)('%j -> %j', (change, errors) => {
    expect(validateLead({ ...VALID, ...change }, MESSAGES)).toEqual(errors)
  })
})

describe('checkLead: the visual checks, advice only', () => {
  it('has nothing to say about a complete lead', () => {
    expect(checkLead(VALID, ADVICE)).toEqual({})
  })

  it.each([
    [{ nome: 'Maria' }, { nome: 'nome' }],
    [{ nome: '<img src=x onerror=alert(1)>' }, {}],
    [{ email: 'maria@empresa' }, { email: 'email' }],
    [{ email: 'maria empresa.com' }, { email: 'email' }],
    [{ telefone: '(11) 4000-2120' }, { telefone: 'telefone' }],
    [{ telefone: '+55 11 98765-4321' }, {}],
    [{ telefone: '011 98765-4321' }, {}],
    [{ empresa: 'A' }, { empresa: 'empresa' }],
    [{ empresa: 'TI' }, {}],
    // An empty field is a required-field error, not advice.
    [{ nome: '', email: '', telefone: '', empresa: '' }, {}],
  ] as const)('%j -> %j', (change, advice) => {
    expect(checkLead({ ...VALID, ...change }, ADVICE)).toEqual(advice)
  })
})

describe('buildLeadPayload', () => {
  it('builds the payload: digits-only phone with 55, ISO timestamp, source and token', () => {
    const payload = buildLeadPayload(
      { ...VALID, mensagem: '  Preciso de 10 ramais.  ' },
      { source: 'site-nuvox', turnstileToken: 'tok', now: new Date('2025-11-20T13:00:00.000Z') },
    )
    expect(payload).toEqual({
      nome: 'Maria Silva',
      email: 'maria@empresa.com.br',
      telefone: '5511987654321',
      empresa: 'ACME',
      cnpj: '11222333000181',
      mensagem: 'Preciso de 10 ramais.',
      timestamp: '2025-11-20T13:00:00.000Z',
      source: 'site-nuvox',
      turnstileToken: 'tok',
    })
  })
})

const SUBMIT_MESSAGES: SubmitMessages = {
  autenticacao: 'Erro de autenticação (403). Verifique se o token JWT está correto e válido.',
  servidor: 'Erro no servidor ({status}): {texto}',
  desconhecido: 'Erro desconhecido',
  tempoEsgotado: 'tempo esgotado',
  rede: 'rede',
}
const PAYLOAD = buildLeadPayload(VALID, { source: 's', turnstileToken: 't', now: new Date(0) })

function run(fetch: typeof globalThis.fetch, timeoutMs = 1000) {
  return submitLead({
    url: 'https://hooks.exemplo.com/webhook/abc',
    token: 'segredo',
    payload: PAYLOAD,
    messages: SUBMIT_MESSAGES,
    fetch,
    timeoutMs,
  })
}

describe('submitLead', () => {
  it('POSTs JSON with the bearer token and treats any ok status as success', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    expect(await run(fetch)).toEqual({ ok: true })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://hooks.exemplo.com/webhook/abc')
    expect(init.method).toBe('POST')
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer segredo' })
    expect(JSON.parse(String(init.body))).toEqual(PAYLOAD)
  })

  it.each([
    [200, 'ok', { ok: true }],
    [202, '', { ok: true }],
    [
      403,
      'forbidden',
      {
        ok: false,
        status: 403,
        message: 'Erro de autenticação (403). Verifique se o token JWT está correto e válido.',
      },
    ],
    [500, 'Workflow falhou', { ok: false, status: 500, message: 'Erro no servidor (500): Workflow falhou' }],
    [
      404,
      'Webhook não encontrado',
      { ok: false, status: 404, message: 'Erro no servidor (404): Webhook não encontrado' },
    ],
  ])('status %d', async (status, body, result) => {
    expect(await run(async () => new Response(body || null, { status }))).toEqual(result)
  })

  it('shows a readable summary of a long or HTML error body, never the whole of it', async () => {
    const long = `{"error":"${'x'.repeat(3000)}"}`
    const result = await run(async () => new Response(long, { status: 500 }))
    expect(result.ok).toBe(false)
    const message = result.ok ? '' : result.message
    expect(message.startsWith('Erro no servidor (500): {"error":"xxx')).toBe(true)
    expect(message.endsWith('…')).toBe(true)
    expect(message.length).toBe('Erro no servidor (500): '.length + RESPONSE_TEXT_MAX)
    const proxy =
      '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>'
    expect(await run(async () => new Response(proxy, { status: 502 }))).toEqual({
      ok: false,
      status: 502,
      message: 'Erro no servidor (502): 502 Bad Gateway',
    })
    expect(summarizeResponseText('<div><p>Fila   cheia</p><script>x()</script></div>')).toBe('Fila cheia')
    expect(summarizeResponseText('  Workflow\n falhou ')).toBe('Workflow falhou')
  })

  it('reads the body as text only on failure', async () => {
    const text = vi.fn(async () => 'x')
    await run(async () => ({ ok: true, status: 200, text }) as unknown as Response)
    expect(text).not.toHaveBeenCalled()
  })

  it("a non-Error exception is 'Erro desconhecido'", async () => {
    expect(await run(() => Promise.reject('boom'))).toEqual({ ok: false, message: 'Erro desconhecido' })
  })

  it('an Error keeps its message; a network failure (TypeError) gets the network message', async () => {
    expect(await run(() => Promise.reject(new Error('falhou')))).toEqual({ ok: false, message: 'falhou' })
    expect(await run(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({ ok: false, message: 'rede' })
  })

  it('aborts a request that hangs after the timeout', async () => {
    const hang: typeof globalThis.fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )
    expect(await run(hang, 20)).toEqual({ ok: false, message: 'tempo esgotado' })
  })
})

describe('the limits and timings, as the data gives them to the form and the cookie dialog', () => {
  const { leadForm, cookieConsent } = loadContent()
  it('message 500, phone 15, cnpj 14; reset after success 4000 ms, bot-check polling 100 ms; cookie dialog after 1000 ms', () => {
    expect(leadForm.limites).toMatchObject({
      mensagem: 500,
      telefone: 15,
      cnpj: 14,
      limparAposSucessoMs: 4000,
      verificacaoIntervaloMs: 100,
    })
    expect(cookieConsent.atrasoMs).toBe(1000)
  })
})
