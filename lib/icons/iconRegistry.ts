/**
 * Every icon the site draws, by id, with its Lucide source icon. The Portuguese ids are the data files' `icone` values
 * (common.schema.json lists them), the others interface icons. `npm run gen:icons` turns this list into
 * lib/icons/sprite.svg, which the <Icon> component references, so no icon code ships in the JavaScript bundle.
 */
export const ICON_REGISTRY = {
  // Data icons (data/*.yaml, `icone:`).
  telefone: 'Phone',
  celular: 'Smartphone',
  'telefone-entrada': 'PhoneIncoming',
  nuvem: 'Cloud',
  tv: 'Tv',
  mensagem: 'MessageSquare',
  servidor: 'Server',
  usuarios: 'Users',
  chat: 'MessageCircle',
  camadas: 'Layers',
  'mensagem-rica': 'MessageSquareMore',
  chip: 'Cpu',
  predio: 'Building2',
  antena: 'Antenna',
  escudo: 'ShieldCheck',
  grafico: 'ChartColumn',
  relogio: 'Clock',
  engrenagem: 'Settings',
  carteira: 'Wallet',
  globo: 'Globe',
  fone: 'Headphones',
  codigo: 'Code',
  etiqueta: 'Tag',
  raio: 'Zap',
  calendario: 'Calendar',
  pessoa: 'User',
  casa: 'House',
  mapa: 'Map',
  gravacao: 'Mic',
  fluxo: 'Workflow',
  // Interface icons.
  accessibility: 'Accessibility',
  'arrow-left': 'ArrowLeft',
  'arrow-right': 'ArrowRight',
  check: 'Check',
  'chevron-down': 'ChevronDown',
  'chevron-left': 'ChevronLeft',
  'chevron-right': 'ChevronRight',
  'circle-alert': 'CircleAlert',
  'circle-check': 'CircleCheck',
  'clipboard-list': 'ClipboardList',
  cookie: 'Cookie',
  'file-text': 'FileText',
  'folder-open': 'FolderOpen',
  info: 'Info',
  link: 'Link2',
  loader: 'LoaderCircle',
  mail: 'Mail',
  'map-pin': 'MapPin',
  menu: 'Menu',
  minus: 'Minus',
  pause: 'Pause',
  play: 'Play',
  plus: 'Plus',
  search: 'Search',
  sparkles: 'Sparkles',
  'wifi-off': 'WifiOff',
  x: 'X',
} as const

export type IconId = keyof typeof ICON_REGISTRY

/** The sprite's source; the build publishes it under a content hash (components/Icon.tsx). */
export const ICON_SPRITE_FILE = 'lib/icons/sprite.svg'
