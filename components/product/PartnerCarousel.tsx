import type { CarouselSection } from '../../lib/partners/partnerPlaces.ts'
import {
  Carousel,
  CarouselContent,
  CarouselControls,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '../carousel/Carousel.tsx'
import { Section } from '../Section.tsx'
import styles from './PartnerCarousel.module.css'

export function PartnerCarousel({
  section,
  labels,
  tone,
}: {
  section: CarouselSection
  labels: { anterior: string; proximo: string }
  tone?: 'default' | 'alt'
}) {
  return (
    <Section id={section.id} title={section.titulo} lead={section.subtitulo} tone={tone}>
      <Carousel label={section.titulo} options={{ loop: true }}>
        <CarouselContent>
          {section.parceiros.map((partner, index) => (
            <CarouselItem key={partner.nome} label={`${index + 1} / ${section.parceiros.length}`}>
              <article className={styles.card}>
                <p className={styles.category}>{partner.categoria}</p>
                <h3 className={styles.name}>{partner.nome}</h3>
                <p className={styles.text}>{partner.descricao}</p>
              </article>
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselControls>
          <CarouselPrevious label={labels.anterior} />
          <CarouselNext label={labels.proximo} />
        </CarouselControls>
      </Carousel>
    </Section>
  )
}
