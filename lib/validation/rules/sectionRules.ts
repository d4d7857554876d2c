import type { Rule } from './rule.ts'
import { checkUnique, requireFile, requireShareImage } from './ruleHelpers.ts'

/** The home page, the footer, the blog's texts and the careers page: their lists and the images they show. */
export const sectionRules: readonly Rule[] = [
  {
    name: 'unique-home-card-ids',
    needs: ['home'],
    check(context) {
      const home = context.dataset('home')
      return home ? checkUnique(context, home.parsed, ['solucoes', 'cards'], home.data.solucoes.cards, (c) => c.id, 'id') : []
    },
  },
  {
    name: 'home-video-images',
    needs: ['home'],
    check(context) {
      const home = context.dataset('home')
      if (!home) return []
      const { video } = home.data.heroi
      return [
        ...requireFile(context.root, home.parsed, ['heroi', 'video', 'poster'], video.poster),
        ...requireFile(context.root, home.parsed, ['heroi', 'video', 'imagemAlternativa'], video.imagemAlternativa),
      ]
    },
  },
  {
    name: 'footer-act-file',
    needs: ['footer'],
    check(context) {
      const footer = context.dataset('footer')
      return footer ? requireFile(context.root, footer.parsed, ['atoRegulatorio', 'arquivo'], footer.data.atoRegulatorio.arquivo) : []
    },
  },
  {
    name: 'unique-footer-seal-ids',
    needs: ['footer'],
    check(context) {
      const footer = context.dataset('footer')
      return footer ? checkUnique(context, footer.parsed, ['selos', 'itens'], footer.data.selos.itens, (s) => s.id, 'id') : []
    },
  },
  {
    name: 'blog-images',
    needs: ['blog'],
    check(context) {
      const blog = context.dataset('blog')
      if (!blog) return []
      return [
        ...requireShareImage(context.root, blog.parsed, ['imagemPadrao'], blog.data.imagemPadrao, 'nos cards do blog e ao compartilhar os posts sem imagem'),
        ...requireFile(context.root, blog.parsed, ['lista', 'ilustracao'], blog.data.lista.ilustracao),
      ]
    },
  },
  {
    name: 'careers-image',
    needs: ['careers'],
    check(context) {
      const careers = context.dataset('careers')
      return careers ? requireFile(context.root, careers.parsed, ['ilustracao'], careers.data.ilustracao) : []
    },
  },
]
