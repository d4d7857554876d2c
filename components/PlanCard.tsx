import { Icon } from './Icon.tsx'
import type { PlansData } from '../lib/types/generated/plans.ts'
import buttons from './Button.module.css'
import { ExternalLink } from './ExternalLink.tsx'
import styles from './PlanCard.module.css'

export type Plan = PlansData['planos'][number]

export interface PlanCardTexts {
  contratar: string
  incluido: string
  naoIncluido: string
}

/** One plan: name, description, price line, features with included/excluded marks, one call to action. */
export function PlanCard({ plan, signupUrl, texts }: { plan: Plan; signupUrl: string; texts: PlanCardTexts }) {
  const headingId = `plano-${plan.id}`
  // 'Sob consulta /mês' reads as nonsense: the period belongs to a value such as 'R$ 11,99'.
  const hasAmount = /\d/.test(plan.preco)
  return (
    <article className={styles.card} data-popular={plan.popular ? 'true' : 'false'} aria-labelledby={headingId}>
      {plan.popular && plan.selo ? <p className={styles.badge}>{plan.selo}</p> : null}
      <h3 id={headingId} className={styles.name}>
        {plan.nome}
      </h3>
      <p className={styles.description}>{plan.descricao}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{plan.preco}</span>
        {hasAmount ? <span className={styles.period}>{plan.periodo}</span> : null}
      </p>
      <ul className={styles.features} role="list">
        {plan.recursos.map((feature) => {
          const item = typeof feature === 'string' ? { texto: feature, incluido: true } : feature
          return (
            <li key={item.texto} className={styles.feature} data-included={item.incluido ? 'true' : 'false'}>
              {item.incluido ? (
                <Icon name="check" size={18} className={styles.yes} />
              ) : (
                <Icon name="minus" size={18} className={styles.no} />
              )}
              <span className="sr-only">{item.incluido ? texts.incluido : texts.naoIncluido}: </span>
              <span>{item.texto}</span>
            </li>
          )
        })}
      </ul>
      <ExternalLink
        href={signupUrl}
        className={`${plan.popular ? buttons.primary : buttons.secondary} ${buttons.block} ${styles.cta}`}
      >
        {texts.contratar}
        <span className="sr-only"> — {plan.nome}</span>
      </ExternalLink>
    </article>
  )
}

export function PlanGrid({
  plans,
  signupUrl,
  texts,
}: {
  plans: readonly Plan[]
  signupUrl: string
  texts: PlanCardTexts
}) {
  return (
    <div className={styles.grid}>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} signupUrl={signupUrl} texts={texts} />
      ))}
    </div>
  )
}
