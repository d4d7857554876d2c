import { Icon } from '../Icon.tsx'
import { formatPhone } from '../../lib/format/formatPhone.ts'
import type { ContactPageData } from '../../lib/pageData/buildContactPageData.ts'
import { keepPlaceTogether } from '../../lib/format/keepPlaceTogether.ts'
import { LazyMap } from '../map/LazyMap.tsx'
import { Section } from '../Section.tsx'
import styles from './ContactPage.module.css'
import { layoutData } from '../layout/layoutData.ts'
import { QuoteDialogButton } from './QuoteDialogButton.tsx'

/** The two contact pages: hero with the address (and phones and e-mail on one of them), quote dialog, units map. */
export function ContactPage({ data }: { data: ContactPageData }) {
  const { page, address, phones, email, texts, map, units } = data
  const first = units[0]
  return (
    <>
      <div className={styles.hero}>
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <p className={styles.eyebrow}>{page.sobretitulo}</p>
            <h1 className={styles.title}>{data.h1}</h1>
            <p className={styles.lead}>{page.subtitulo}</p>
            <QuoteDialogButton label={texts.botaoOrcamento} texts={data.leadForm} />
          </div>
          <div className={styles.cards}>
            <div className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Icon name="map-pin" size={20} />
                {texts.enderecoTitulo}
              </h2>
              <address className={styles.address} data-testid="endereco">
                {address.logradouro}
                <br />
                {address.bairro}, {keepPlaceTogether(`${address.cidade}/${address.uf}`)}
                <br />
                {layoutData.texts.rodape.cep} {address.cep}
              </address>
            </div>
            {phones.length > 0 ? (
              <div className={styles.card}>
                <h2 className={styles.cardTitle}>
                  <Icon name="telefone" size={20} />
                  {texts.telefonesTitulo}
                </h2>
                <ul className={styles.phones} role="list">
                  {phones.map((phone) => (
                    <li key={phone.id}>
                      <span className={styles.phoneLabel}>{phone.rotulo}</span>
                      <a href={`tel:${phone.numero}`}>{formatPhone(phone.numero)}</a>
                    </li>
                  ))}
                  {email ? (
                    <li>
                      <span className={styles.phoneLabel}>{texts.emailRotulo}</span>
                      <a href={`mailto:${email}`}>{email}</a>
                    </li>
                  ) : null}
                </ul>
              </div>
            ) : null}
          </div>
        </div>
      </div>
      <Section id="unidades" title={map.titulo} lead={map.subtitulo}>
        {first ? (
          <LazyMap
            markers={units.map((unit) => ({
              id: unit.id,
              title: unit.nome,
              lines: [unit.endereco],
              lat: unit.lat,
              lng: unit.lng,
            }))}
            center={{ lat: first.lat, lng: first.lng }}
            zoom={map.zoom}
            tileUrl={data.tiles.url}
            attribution={data.tiles.atribuicao}
            label={map.titulo}
            loadingText={map.carregando}
          />
        ) : null}
        <ul className={styles.units} role="list">
          {units.map((unit) => (
            <li key={unit.id} className={styles.unit}>
              <strong>{unit.nome}</strong>
              <span>{keepPlaceTogether(unit.endereco)}</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
