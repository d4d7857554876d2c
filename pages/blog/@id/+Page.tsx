import { Icon } from '../../../components/Icon.tsx'
import { useData } from 'vike-react/useData'
import { PostBody } from '../../../components/blog/PostBody.tsx'
import { PostCard } from '../../../components/blog/PostCard.tsx'
import { ShareButtons } from '../../../components/blog/ShareButtons.tsx'
import buttons from '../../../components/Button.module.css'
import type { PostPageData } from '../../../lib/pageData/buildBlogPageData.ts'
import styles from './Page.module.css'

/** Related cards show 3 tags. */
const RELATED_TAGS = 3

export default function Page() {
  const data = useData<PostPageData>()
  const { post, texts } = data
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <a href="/blog" className={styles.back}>
            <Icon name="arrow-left" size={18} />
            {texts.voltar}
          </a>
          <p className={styles.meta}>
            <span className={styles.category}>{post.category}</span>
            <span>
              <Icon name="calendario" size={14} />
              <time dateTime={post.dateIso}>{post.date}</time>
            </span>
            <span>
              <Icon name="relogio" size={14} />
              {post.readTime}
            </span>
            <span>
              <Icon name="pessoa" size={14} />
              {post.author}
            </span>
          </p>
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.excerpt}>{post.excerpt}</p>
        </div>
      </header>
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          <img
            className={styles.hero}
            src={post.image.src}
            srcSet={post.image.srcSet}
            sizes="(min-width: 64rem) 38rem, 100vw"
            width={post.image.width}
            height={post.image.height}
            alt=""
            fetchPriority="high"
          />
          <PostBody key={post.id} postId={post.id} href={post.href} className={styles.body} texts={texts} />
          <div className={styles.tagsBlock}>
            <p className={styles.asideTitle}>{texts.tags}</p>
            <ul className={styles.tags} role="list">
              {post.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </ul>
          </div>
          {/* A new post starts with "Copiar Link", not with the previous one's "Copiado!". */}
          <ShareButtons key={data.url} url={data.url} title={post.title} texts={texts} />
          <section className={styles.cta} aria-labelledby="cta-titulo">
            <h2 id="cta-titulo">{texts.chamadaTitulo}</h2>
            <p>{texts.chamadaTexto}</p>
            <a href="/#contato" className={buttons.primary}>
              {texts.chamadaBotao}
            </a>
          </section>
        </div>
        <aside className={styles.aside}>
          <div className={styles.panel}>
            <h2 className={styles.asideTitle}>{texts.informacoes}</h2>
            <dl className={styles.info}>
              <div>
                <dt>
                  <Icon name="calendario" size={16} />
                  <span className="sr-only">{texts.publicadoEm}</span>
                </dt>
                <dd>
                  <time dateTime={post.dateIso}>{post.date}</time>
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="relogio" size={16} />
                  <span className="sr-only">{texts.tempoLeitura}</span>
                </dt>
                <dd>
                  {/* Heard after its term ("Tempo de leitura"), the '5 min' says it all. */}
                  {post.readTime}
                  <span aria-hidden="true"> {texts.leitura}</span>
                </dd>
              </div>
              <div>
                <dt>
                  <Icon name="pessoa" size={16} />
                  <span className="sr-only">{texts.autor}</span>
                </dt>
                <dd>{post.author}</dd>
              </div>
              <div>
                <dt>
                  <Icon name="folder-open" size={16} />
                  <span className="sr-only">{texts.categoria}</span>
                </dt>
                <dd>{post.category}</dd>
              </div>
            </dl>
          </div>
          <div className={styles.panel}>
            <h2 className={styles.asideTitle}>{texts.relacionadosTitulo}</h2>
            <p className={styles.soon}>{texts.relacionadosEmBreve}</p>
            <a href="/blog" className={styles.allPosts}>
              {texts.verTodos}
            </a>
          </div>
        </aside>
      </div>
      {data.related.length > 0 ? (
        <section className={styles.related} aria-labelledby="relacionados-titulo">
          <div className="container">
            <h2 id="relacionados-titulo" className={styles.relatedTitle}>
              {texts.leiaTambem}
            </h2>
            <ul className={styles.relatedGrid} role="list">
              {data.related.map((related) => (
                <li key={related.id}>
                  <PostCard post={related} maxTags={RELATED_TAGS} moreTagsLabel={texts.maisTags} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </article>
  )
}
