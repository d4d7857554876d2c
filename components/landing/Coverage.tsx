import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import { LazyMap } from '../map/LazyMap.tsx'
import { Section } from '../Section.tsx'

export function Coverage({ data }: { data: LandingPageData }) {
  const { coverage } = data
  return (
    <Section id="cobertura" title={coverage.titulo} lead={coverage.subtitulo}>
      <LazyMap
        cities={coverage.cities}
        center={coverage.centro}
        zoom={coverage.zoom}
        popupText={coverage.popup}
        tileUrl={coverage.tiles.url}
        attribution={coverage.tiles.atribuicao}
        label={coverage.titulo}
        loadingText={coverage.carregando}
      />
    </Section>
  )
}
