import { createPortal } from 'react-dom'
import { formatDate } from '../inbox/format-date.js'
import { fill } from '../strings.js'
import { addressLines } from './address-lines.js'
import type { OrderDetail } from './orders-api.js'
import { ordersStrings } from './orders-strings.js'
import './packing-slip.css'

/**
 * The order's packing slip (issue 22): the shop's name and address, the order number and date,
 * who it ships to and each line with its SKU and quantity, never a price. Drawn at the end of the
 * document body, hidden on screen; the print stylesheet (packing-slip.css) prints it alone, so "Print
 * packing slip" is the browser's own print of the order page.
 */
export function PackingSlip({
  order,
  timeZone,
}: {
  order: OrderDetail
  timeZone: string | undefined
}) {
  const shipTo = order.shippingAddress ?? order.billingAddress
  return createPortal(
    <article className="ed-packing-slip" aria-label={ordersStrings.packingSlip}>
      <header className="ed-packing-slip__head">
        <div>
          <p className="ed-packing-slip__shop">{order.shop.name}</p>
          {order.shop.address ? (
            <address>
              {order.shop.address.split('\n').map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          ) : null}
        </div>
        <div className="ed-packing-slip__order">
          <h1>{fill(ordersStrings.packingSlipOrder, { number: order.orderNumber })}</h1>
          <p>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, timeZone)}</time>
          </p>
        </div>
      </header>
      <section className="ed-packing-slip__ship-to">
        <h2>{ordersStrings.packingSlipShipTo}</h2>
        <address>
          {(shipTo ? addressLines(shipTo) : [order.customerName || order.email]).map(
            (line, index) => (
              <span key={index}>{line}</span>
            ),
          )}
        </address>
      </section>
      <table>
        <thead>
          <tr>
            <th scope="col">{ordersStrings.packingSlipItem}</th>
            <th scope="col">{ordersStrings.packingSlipSku}</th>
            <th scope="col" className="ed-num">
              {ordersStrings.packingSlipQuantity}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.title}
                {Object.keys(line.variant).length > 0 ? (
                  <span className="ed-packing-slip__variant">
                    {Object.entries(line.variant)
                      .map(([name, value]) => `${name}: ${value}`)
                      .join(', ')}
                  </span>
                ) : null}
              </td>
              <td>{line.sku}</td>
              <td className="ed-num">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ed-packing-slip__thanks">{ordersStrings.packingSlipThanks}</p>
    </article>,
    document.body,
  )
}
