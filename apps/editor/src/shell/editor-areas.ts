import type { LucideIcon } from 'lucide-react'
import {
  Boxes,
  ChartColumn,
  FileText,
  FolderOpen,
  History,
  Inbox,
  LockKeyhole,
  Mail,
  Package,
  Palette,
  PanelsTopLeft,
  Send,
  Settings,
  ShoppingBag,
  Users,
  Webhook,
} from 'lucide-react'
import type { Permission } from '../people/people-api.js'
import { peopleStrings } from '../people/people-strings.js'

export type Area =
  | 'pages'
  | 'styles'
  | 'site'
  | 'files'
  | 'member-areas'
  | 'inbox'
  | 'mailing-lists'
  | 'campaigns'
  | 'products'
  | 'inventory'
  | 'orders'
  | 'store-settings'
  | 'webhooks'
  | 'analytics'
  | 'people'
  | 'audit'

export interface AreaEntry {
  id: Area
  label: string
  icon: LucideIcon
  permission: Permission
}

/**
 * The editor's areas in the sidebar's groups, each with the permission its calls need; a role
 * that cannot even read an area never sees it.
 */
export const areaGroups: { label: string; areas: AreaEntry[] }[] = [
  {
    label: 'Website',
    areas: [
      { id: 'pages', label: 'Pages', icon: FileText, permission: 'pages' },
      { id: 'styles', label: 'Site Styles', icon: Palette, permission: 'styles' },
      { id: 'site', label: 'Header & Footer', icon: PanelsTopLeft, permission: 'pages' },
      { id: 'files', label: 'Files', icon: FolderOpen, permission: 'files' },
      { id: 'inbox', label: 'Forms & Lists', icon: Inbox, permission: 'content' },
      { id: 'member-areas', label: 'Member Areas', icon: LockKeyhole, permission: 'pages' },
      // Subscribers are customers' personal data: the store's people, like its customers.
      { id: 'mailing-lists', label: 'Mailing Lists', icon: Mail, permission: 'store' },
      { id: 'campaigns', label: 'Campaigns', icon: Send, permission: 'store' },
    ],
  },
  {
    label: 'Commerce',
    areas: [
      { id: 'products', label: 'Products', icon: Package, permission: 'store' },
      { id: 'inventory', label: 'Inventory', icon: Boxes, permission: 'store' },
      { id: 'orders', label: 'Orders', icon: ShoppingBag, permission: 'store' },
      { id: 'store-settings', label: 'Store Settings', icon: Settings, permission: 'store' },
      { id: 'webhooks', label: 'Webhooks', icon: Webhook, permission: 'website' },
    ],
  },
  {
    label: 'Insights & team',
    areas: [
      { id: 'analytics', label: 'Analytics', icon: ChartColumn, permission: 'analytics' },
      { id: 'people', label: peopleStrings.permissions, icon: Users, permission: 'people' },
      { id: 'audit', label: peopleStrings.auditLog, icon: History, permission: 'people' },
    ],
  },
]

export const allAreas: AreaEntry[] = areaGroups.flatMap((group) => group.areas)

/** `/config/?area=orders` (the link of the new-order mail) opens that area. */
export function readArea(): Area | undefined {
  const wanted = new URLSearchParams(window.location.search).get('area')
  return allAreas.find((entry) => entry.id === wanted)?.id
}
