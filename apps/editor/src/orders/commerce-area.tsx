import { useState } from 'react'
import { CustomersPanel } from '../customers/customers-panel.js'
import { DiscountsPanel } from '../discounts/discounts-panel.js'
import { DonationsPanel } from '../donations/donations-panel.js'
import { SubscriptionsPanel } from '../subscriptions/subscriptions-panel.js'
import { GiftCardsPanel } from '../gift-cards/gift-cards-panel.js'
import { RestockPanel } from '../restock/restock-panel.js'
import { OrderPage } from './order-page.js'
import { OrdersList } from './orders-list.js'
import { ordersStrings } from './orders-strings.js'
import './orders.css'

type Section =
  'orders' | 'customers' | 'discounts' | 'giftCards' | 'subscriptions' | 'donations' | 'restock'

const sections: { id: Section; label: string }[] = [
  { id: 'orders', label: ordersStrings.sections.orders },
  { id: 'customers', label: ordersStrings.sections.customers },
  { id: 'discounts', label: ordersStrings.sections.discounts },
  { id: 'giftCards', label: ordersStrings.sections.giftCards },
  { id: 'subscriptions', label: ordersStrings.sections.subscriptions },
  { id: 'donations', label: ordersStrings.sections.donations },
  { id: 'restock', label: ordersStrings.sections.restock },
]

/** `?order=<id>` opens that order (the link of the new-order mail), and a reload keeps it. */
function readOrderId(): string | null {
  return new URLSearchParams(window.location.search).get('order')
}

function rememberOrderId(id: string | null): void {
  const url = new URL(window.location.href)
  url.searchParams.set('area', 'orders')
  if (id === null) url.searchParams.delete('order')
  else url.searchParams.set('order', id)
  window.history.replaceState(null, '', url)
}

/** The store's back office: orders, customers, discounts, gift cards, subscriptions, donations, restock. */
export default function CommerceArea() {
  const [section, setSection] = useState<Section>('orders')
  const [orderId, setOrderId] = useState<string | null>(readOrderId)
  const open = (id: string | null) => {
    setOrderId(id)
    rememberOrderId(id)
  }
  return (
    <div className="ed-commerce">
      <nav className="ed-commerce-nav" aria-label={ordersStrings.commerce}>
        {sections.map((entry) => (
          <button
            key={entry.id}
            type="button"
            aria-current={section === entry.id ? 'page' : undefined}
            onClick={() => {
              setSection(entry.id)
              open(null)
            }}
          >
            {entry.label}
          </button>
        ))}
      </nav>
      <div className="ed-commerce-content">
        {section === 'orders' && orderId !== null ? (
          <OrderPage orderId={orderId} onBack={() => open(null)} />
        ) : null}
        {section === 'orders' && orderId === null ? <OrdersList onOpen={open} /> : null}
        {section === 'discounts' ? <DiscountsPanel /> : null}
        {section === 'giftCards' ? <GiftCardsPanel /> : null}
        {section === 'restock' ? <RestockPanel /> : null}
        {section === 'donations' ? <DonationsPanel /> : null}
        {section === 'subscriptions' ? (
          <SubscriptionsPanel
            onOpenOrder={(id) => {
              setSection('orders')
              open(id)
            }}
          />
        ) : null}
        {section === 'customers' ? (
          <CustomersPanel
            onOpenOrder={(id) => {
              setSection('orders')
              open(id)
            }}
          />
        ) : null}
      </div>
    </div>
  )
}
