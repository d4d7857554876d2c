import { Icon } from '../Icon.tsx'
import type { PostSummary } from '../../lib/blog/buildPostSummary.ts'
import styles from './PostCard.module.css'

/**
 * A post card (featured, recent or related): image, meta, title, excerpt, tags and a link.
 * Given a wide cell (36rem or more) it lays out as a row: image on the left, text on the right;
 * `row` tells the browser so, for the image it picks.
 */
export function PostCard({
  post,
  linkLabel,
  maxTags,
  moreTagsLabel,
  showAuthor = false,
  headingLevel = 3,
  priority = false,
  row = false,
}: {
  post: PostSummary
  linkLabel?: string
  maxTags: number
  moreTagsLabel?: string
  showAuthor?: boolean
  headingLevel?: 2 | 3
  priority?: boolean
  row?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const shown = post.tags.slice(0, maxTags)
  const hidden = post.tags.length - shown.length
  return (
    <article className={styles.card}>
      <div className={styles.layout}>
        <a href={post.href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          <img
            className={styles.image}
            src={post.image.src}
            srcSet={post.image.srcSet}
            sizes={row ? '(min-width: 48rem) 24rem, 100vw' : '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw'}
            width={post.image.width}
            height={post.image.height}
            alt=""
            // The first card's image is the largest paint of /blog on a phone: fetch it first, paint it with the text.
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
          />
        </a>
        <div className={styles.body}>
          <p className={styles.meta}>
            <span className={styles.category}>{post.category}</span>
            <span className={styles.when}>
              <span className={styles.metaItem}>
                <Icon name="calendario" size={14} />
                <time dateTime={post.dateIso}>{post.date}</time>
              </span>
              <span className={styles.metaItem}>
                <Icon name="relogio" size={14} />
                {post.readTime}
              </span>
            </span>
          </p>
          <Heading className={styles.title}>
            <a href={post.href}>{post.title}</a>
          </Heading>
          {showAuthor ? <p className={styles.author}>{post.author}</p> : null}
          <p className={styles.excerpt}>{post.excerpt}</p>
          <ul className={styles.tags} role="list">
            {shown.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
            {hidden > 0 && moreTagsLabel ? (
              <li className={styles.more}>{moreTagsLabel.replace('{n}', String(hidden))}</li>
            ) : null}
          </ul>
          {linkLabel ? (
            <a href={post.href} className={styles.link}>
              {linkLabel}
              <span className="sr-only">: {post.title}</span>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  )
}
