// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext'
import type { PageHeadData } from './pageHeadData.ts'

/** JSON-LD is data, but `<` must never close the script element early. */
function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

export default function Head() {
  const pageContext = usePageContext()
  const data = pageContext.data as PageHeadData | undefined
  const seo = pageContext.seoHead
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta name="theme-color" content="#0b2e59" />
      {/* The site is drawn in light colours only: `only` stops browsers that darken every site (Android Chrome,
          Samsung Internet) from repainting it on guesses. Forced colours (Windows high contrast) still apply. */}
      <meta name="color-scheme" content="only light" />
      {seo ? (
        <>
          <link rel="canonical" href={seo.canonicalUrl} />
          <meta name="keywords" content={seo.keywords} />
          {seo.meta.map((tag) =>
            'property' in tag ? (
              <meta key={`${tag.property}:${tag.content}`} property={tag.property} content={tag.content} />
            ) : (
              <meta key={tag.name} name={tag.name} content={tag.content} />
            ),
          )}
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(seo.jsonLd) }} />
          {data?.feed ? (
            <link rel="alternate" type="application/rss+xml" title={data.feed.title} href={data.feed.href} />
          ) : null}
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  )
}
