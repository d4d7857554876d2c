/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

import type { AudiencesData } from './audiences.ts'
import type { BannersData } from './banners.ts'
import type { BlogData } from './blog.ts'
import type { CalculatorData } from './calculator.ts'
import type { CareersData } from './careers.ts'
import type { CitiesData } from './cities.ts'
import type { ContactPagesData } from './contact-pages.ts'
import type { CookieConsentData } from './cookie-consent.ts'
import type { CountriesData } from './countries.ts'
import type { DidMobileData } from './did-mobile.ts'
import type { FooterData } from './footer.ts'
import type { HomeData } from './home.ts'
import type { InterfaceData } from './interface.ts'
import type { LeadFormData } from './lead-form.ts'
import type { LegalData } from './legal.ts'
import type { PagesData } from './pages.ts'
import type { PartnersData } from './partners.ts'
import type { PlansData } from './plans.ts'
import type { PostData } from './post.ts'
import type { ProductPagesData } from './product-pages.ts'
import type { ServicesData } from './services.ts'
import type { SiteData } from './site.ts'

export interface SchemaTypes {
  'audiences': AudiencesData
  'banners': BannersData
  'blog': BlogData
  'calculator': CalculatorData
  'careers': CareersData
  'cities': CitiesData
  'contact-pages': ContactPagesData
  'cookie-consent': CookieConsentData
  'countries': CountriesData
  'did-mobile': DidMobileData
  'footer': FooterData
  'home': HomeData
  'interface': InterfaceData
  'lead-form': LeadFormData
  'legal': LegalData
  'pages': PagesData
  'partners': PartnersData
  'plans': PlansData
  'post': PostData
  'product-pages': ProductPagesData
  'services': ServicesData
  'site': SiteData
}

export type SchemaName = keyof SchemaTypes
