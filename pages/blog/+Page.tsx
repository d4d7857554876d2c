import { useId, useState } from 'react'
import { useData } from 'vike-react/useData'
import { PostCard } from '../../components/blog/PostCard.tsx'
import buttons from '../../components/Button.module.css'
import { ExternalLink } from '../../components/ExternalLink.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { Section } from '../../components/Section.tsx'
import type { BlogListPageData } from '../../lib/pageData/buildBlogPageData.ts'
import styles from './Page.module.css'

/** The cards under 'Posts em Destaque' show 3 tags, recent cards 4. */
const FEATURED_TAGS = 3
const RECENT_TAGS = 4

export default function Page() {
  const data = useData<BlogListPageData>()
  const { texts, newsletter } = data
  const emailId = useId()
  const [submitted, setSubmitted] = useState(false)
  return (
    <>
      <PageHero eyebrow={texts.sobretitulo} title={data.h1} lead={texts.subtitulo} illustration={texts.ilustracao}>
        <a href="/#contato" className={buttons.primary}>
          {texts.botaoOrcamento}
        </a>
        <ExternalLink href={data.portalUrl} className={buttons.onDark}>
          {texts.botaoPortal}
        </ExternalLink>
      </PageHero>
      <Section id="destaques" title={texts.destaquesTitulo}>
        <ul className={styles.grid} role="list">
          {data.highlighted.map((post, index) => (
            // The cards after the first lie below a phone's first screen: they skip their rendering
            // until the page is idle or they come near (data-deferred-render), so their lazy images
            // are not fetched alongside the first card's, the page's largest paint.
            <li key={post.id} {...(index === 0 ? {} : { 'data-deferred-render': '', className: styles.laterCard })}>
              <PostCard post={post} linkLabel={texts.lerMais} maxTags={FEATURED_TAGS} priority={index === 0} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="recentes" title={texts.recentesTitulo} tone="alt">
        <ul className={styles.recent} role="list">
          {data.recent.map((post) => (
            <li key={post.id}>
              <PostCard post={post} linkLabel={texts.lerArtigo} maxTags={RECENT_TAGS} showAuthor row />
            </li>
          ))}
        </ul>
      </Section>
      <section className={styles.newsletter} aria-labelledby="newsletter-titulo">
        <div className="container">
          <div className={styles.newsletterInner}>
            <div>
              <h2 id="newsletter-titulo" className={styles.newsletterTitle}>
                {newsletter.titulo}
              </h2>
              <p className={styles.newsletterText}>{newsletter.texto}</p>
            </div>
            {/* The newsletter has no submit behaviour and no validation: the site sends the address nowhere and says so. */}
            <form
              className={`${styles.form} stack-below-30rem`}
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                setSubmitted(true)
              }}
            >
              <label htmlFor={emailId} className="sr-only">
                {newsletter.rotuloEmail}
              </label>
              {/* No name: without JavaScript the form reloads the page without putting the address in the URL (and the server's logs). */}
              <input
                id={emailId}
                type="email"
                placeholder={newsletter.placeholder}
                autoComplete="email"
                className={styles.input}
              />
              <button type="submit" className={buttons.primary}>
                {newsletter.botao}
              </button>
              <p className={styles.note}>{newsletter.nota}</p>
              <p className={styles.notice} role="status">
                {submitted ? newsletter.aviso : null}
              </p>
            </form>
          </div>
        </div>
      </section>
    </>
  )
}
