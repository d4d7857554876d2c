import {
  Antenna,
  Building2,
  Calendar,
  ChartColumn,
  Clock,
  Cloud,
  Code,
  Cpu,
  Globe,
  Headphones,
  House,
  Layers,
  Map,
  MessageCircle,
  MessageSquare,
  MessageSquareMore,
  Mic,
  Phone,
  PhoneIncoming,
  Server,
  Settings,
  ShieldCheck,
  Smartphone,
  Tag,
  Tv,
  User,
  Users,
  Wallet,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import type { ServicesData } from '../lib/types/generated/services.ts'

/** The `icone` names of common.schema.json (every dataset shares the same list). */
export type IconName = ServicesData['servicos'][number]['icone']

const ICONS: Record<IconName, LucideIcon> = {
  telefone: Phone,
  celular: Smartphone,
  'telefone-entrada': PhoneIncoming,
  nuvem: Cloud,
  tv: Tv,
  mensagem: MessageSquare,
  servidor: Server,
  usuarios: Users,
  chat: MessageCircle,
  camadas: Layers,
  'mensagem-rica': MessageSquareMore,
  chip: Cpu,
  predio: Building2,
  antena: Antenna,
  escudo: ShieldCheck,
  grafico: ChartColumn,
  relogio: Clock,
  engrenagem: Settings,
  carteira: Wallet,
  globo: Globe,
  fone: Headphones,
  codigo: Code,
  etiqueta: Tag,
  raio: Zap,
  calendario: Calendar,
  pessoa: User,
  casa: House,
  mapa: Map,
  gravacao: Mic,
  fluxo: Workflow,
}

/** A data-named icon (`icone:` in the YAML files), decorative by default. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Component = ICONS[name]
  return <Component size={size} strokeWidth={1.75} aria-hidden="true" focusable="false" className={className} />
}
