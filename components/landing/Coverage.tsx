import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import { LazyMap } from '../map/LazyMap.tsx'
import { Section } from '../Section.tsx'

export function Coverage({ data }: { data: LandingPageData }) {
  const { coverage } = data
  return (
    <Section id="cobertura" title={coverage.titulo} lead={coverage.subtitulo}>
      <LazyMap
        cities={{ badge: coverage.popup }}
        center={coverage.centro}
        zoom={coverage.zoom}
        tileUrl={coverage.tiles.url}
        attribution={coverage.tiles.atribuicao}
        label={coverage.titulo}
        loadingText={coverage.carregando}
      />
    </Section>
  )
}
