import { placeholderValues, unknownPlaceholdersIn } from '../../content/placeholders.ts'
import { hasValidCnpjCheckDigits } from '../../lead/cnpj.ts'
import { defineRule, type Rule } from './rule.ts'
import { checkUnique, errorAt, outsideBrazil, requireFile, requireShareImage } from './ruleHelpers.ts'

/** The company's facts (data/site.yaml), its offices (data/contact-pages.yaml) and its audiences. */
export const siteRules: readonly Rule[] = [
  defineRule({
    name: 'unique-site-ids',
    needs: ['site'],
    check({ site }, context) {
      const { parsed, data } = site
      return [
        ...checkUnique(context, parsed, ['telefones'], data.telefones, (t) => t.id, 'id'),
        ...checkUnique(context, parsed, ['links', 'atendimento'], data.links.atendimento, (l) => l.id, 'id'),
      ]
    },
  }),
  defineRule({
    name: 'cnpj-check-digits',
    needs: ['site'],
    check({ site }) {
      if (!site || hasValidCnpjCheckDigits(site.data.cnpj)) return []
      const message =
        'os dígitos verificadores (os dois últimos) não conferem com o resto do número: confira o CNPJ no cartão CNPJ da empresa'
      return [errorAt(site.parsed, ['cnpj'], message)]
    },
  }),
  defineRule({
    // {telefone:principal} and {preco:did-fixo} are filled in when the site is built: one that names nothing would show as typed.
    name: 'data-placeholders',
    needs: ['site'],
    uses: ['calculator'],
    check({ site }, context) {
      const values = placeholderValues({ site: site.data, calculator: context.dataset('calculator')?.data })
      const files = [...context.datasets.values(), ...context.legal.map((document) => document.parsed)]
      return files.flatMap((parsed) =>
        unknownPlaceholdersIn(parsed.value, values).map(({ path, message }) => errorAt(parsed, path, message)),
      )
    },
  }),
  defineRule({
    name: 'site-images',
    needs: ['site'],
    check({ site }, context) {
      const { parsed, data } = site
      return [
        ...requireFile(context.root, parsed, ['logo'], data.logo),
        ...requireShareImage(
          context.root,
          parsed,
          ['imagemCompartilhamento'],
          data.imagemCompartilhamento,
          'ao compartilhar as páginas nas redes sociais',
        ),
      ]
    },
  }),
  defineRule({
    name: 'unique-audience-ids',
    needs: ['audiences'],
    check({ audiences }, context) {
      const { parsed, data } = audiences
      return [
        ...checkUnique(context, parsed, ['publicos'], data.publicos, (p) => p.id, 'id'),
        ...checkUnique(context, parsed, ['navegacoes'], data.navegacoes, (n) => n.id, 'id'),
      ]
    },
  }),
  defineRule({
    name: 'default-audience-known',
    needs: ['audiences'],
    check({ audiences }) {
      if (!audiences || audiences.data.publicos.some((p) => p.id === audiences.data.padrao)) return []
      return [
        errorAt(
          audiences.parsed,
          ['padrao'],
          `o público padrão '${audiences.data.padrao}' não está na lista de públicos`,
        ),
      ]
    },
  }),
  defineRule({
    name: 'audience-navigation-known',
    needs: ['audiences'],
    check({ audiences }, context) {
      const navIds = audiences.data.navegacoes.map((n) => n.id)
      return context.eachItem(audiences.data.publicos, (publico, index) => {
        if (navIds.includes(publico.navegacao)) return []
        const message = `navegação desconhecida '${publico.navegacao}'; navegações definidas: ${navIds.join(', ')}`
        return [errorAt(audiences.parsed, ['publicos', index, 'navegacao'], message)]
      })
    },
  }),
  defineRule({
    // The company's offices are in Brazil: a pin in the ocean is a typo or swapped coordinates.
    name: 'office-inside-brazil',
    needs: ['contactPages'],
    check({ contactPages }, context) {
      return context.eachItem(contactPages.data.unidades, (unit, index) =>
        outsideBrazil(contactPages.parsed, ['unidades', index], unit),
      )
    },
  }),
  defineRule({
    // The head office's pin and address on the contact pages, beside the footer's address.
    name: 'head-office-address',
    needs: ['contactPages', 'site'],
    check({ contactPages, site }) {
      const headOffice = contactPages.data.unidades.findIndex((unit) => unit.id.startsWith('sede'))
      const headUnit = contactPages.data.unidades[headOffice]
      const street = site.data.endereco.logradouro
      if (!headUnit || headUnit.endereco.startsWith(street)) return []
      const message =
        `o endereço da sede não começa pelo da empresa em data/site.yaml (endereco.logradouro: ${street}): ` +
        'se a sede mudou, troque-o aqui também, com a lat e a lng do marcador no mapa'
      return [errorAt(contactPages.parsed, ['unidades', headOffice, 'endereco'], message)]
    },
  }),
]
