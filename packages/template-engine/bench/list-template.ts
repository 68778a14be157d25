import { DEFAULT_TIME_ZONE } from '@atelier/schema'
/** A product list of our own for the benchmark: macros, predicates, money, dates, apply. */
export const listTemplate = `<ul class="products">
{.macro price}{.section price}{@|money}{.end}{.end}
{.macro badge}{.if onSale}<span class="sale">sale</span>{.or equal? stock 0}<span>sold out</span>{.end}{.end}
{.repeated section items}
<li class="item {.odd? @index}odd{.or}even{.end}{.nth? @index 3} third{.end}" id="item-{id}">
  <h3>{title|htmltag}</h3>{@|apply badge}
  <p>{description|safe|truncate 60}</p>
  <span class="price">{@|apply price}</span>
  <time>{addedOn|date %B %e, %Y}</time>
  {.greaterThan? stock 5}<em>In stock</em>{.or lessThan? stock 1}<em>None left</em>{.or}<em>Only {stock} left</em>{.end}
  <a href="/shop/{title|slugify}">{count|pluralize item items}</a>
</li>{.alternates with}
{.end}
</ul>`

export function listContext(size: number): unknown {
  const items = []
  for (let i = 0; i < size; i++) {
    items.push({
      id: `p${i}`,
      title: `Product "${i}" & more`,
      description: `<p>A <b>lovely</b> thing number ${i}, made by hand with care and attention.</p>`,
      price: { decimalValue: (1999 + i * 37) / 100, currencyCode: i % 3 === 0 ? 'EUR' : 'USD' },
      onSale: i % 4 === 0,
      stock: i % 9,
      count: i % 3,
      addedOn: 1613597165345 + i * 86_400_000,
    })
  }
  return { website: { timeZone: DEFAULT_TIME_ZONE }, items }
}
