import { defineRule, type Rule } from './rule.ts'
import { checkUnique, requireFile, requireShareImage } from './ruleHelpers.ts'

/** The home page, the footer, the blog's texts and the careers page: their lists and the images they show. */
export const sectionRules: readonly Rule[] = [
  defineRule({
    name: 'unique-home-card-ids',
    needs: ['home'],
    check({ home }, context) {
      return checkUnique(context, home.parsed, ['solucoes', 'cards'], home.data.solucoes.cards, (c) => c.id, 'id')
    },
  }),
  defineRule({
    name: 'home-video-images',
    needs: ['home'],
    check({ home }, context) {
      const { video } = home.data.heroi
      return [
        ...requireFile(context.root, home.parsed, ['heroi', 'video', 'poster'], video.poster),
        ...requireFile(context.root, home.parsed, ['heroi', 'video', 'imagemAlternativa'], video.imagemAlternativa),
      ]
    },
  }),
  defineRule({
    name: 'footer-act-file',
    needs: ['footer'],
    check({ footer }, context) {
      return requireFile(context.root, footer.parsed, ['atoRegulatorio', 'arquivo'], footer.data.atoRegulatorio.arquivo)
    },
  }),
  defineRule({
    name: 'unique-footer-seal-ids',
    needs: ['footer'],
    check({ footer }, context) {
      return checkUnique(context, footer.parsed, ['selos', 'itens'], footer.data.selos.itens, (s) => s.id, 'id')
    },
  }),
  defineRule({
    name: 'blog-images',
    needs: ['blog'],
    check({ blog }, context) {
      return [
        ...requireShareImage(
          context.root,
          blog.parsed,
          ['imagemPadrao'],
          blog.data.imagemPadrao,
          'nos cards do blog e ao compartilhar os posts sem imagem',
        ),
        ...requireFile(context.root, blog.parsed, ['lista', 'ilustracao'], blog.data.lista.ilustracao),
      ]
    },
  }),
  defineRule({
    name: 'careers-image',
    needs: ['careers'],
    check({ careers }, context) {
      return requireFile(context.root, careers.parsed, ['ilustracao'], careers.data.ilustracao)
    },
  }),
]
