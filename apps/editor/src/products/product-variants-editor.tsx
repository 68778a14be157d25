import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { ProductContent, ProductVariant } from '../api/products-api.js'
import { MoneyField } from './money-field.js'
import type { ProductOption } from './variant-matrix.js'
import { MAX_OPTIONS, optionsOf, variantMatrix } from './variant-matrix.js'
import { productStrings as s } from './product-strings.js'

/** Options (up to 6) that make the variant matrix, and each variant's SKU, prices, stock, weight. */
export function ProductVariantsEditor({
  content,
  currency,
  skuBase,
  files,
  error,
  onChange,
}: {
  content: ProductContent
  currency: string
  skuBase: string
  files: Record<string, { url: string; name: string }>
  error?: string
  onChange: (patch: Partial<ProductContent>) => void
}) {
  const [options, setOptions] = useState<ProductOption[]>(() =>
    optionsOf(content.variantOptionOrdering ?? [], content.variants),
  )
  const [valuesText, setValuesText] = useState(() => options.map((o) => o.values.join(', ')))
  if (content.productType === 4) return null
  const variants = content.variants
  const setVariant = (index: number, patch: Partial<ProductVariant>) =>
    onChange({
      variants: variants.map((variant, i) => (i === index ? { ...variant, ...patch } : variant)),
    })
  const apply = (next: ProductOption[]) => {
    const used = next.filter((o) => o.name.trim() !== '' && o.values.length > 0)
    onChange({
      variantOptionOrdering: used.map((o) => o.name.trim()),
      variants: variantMatrix(next, variants, skuBase || 'SKU'),
    })
  }
  const images = (content.images ?? []).filter((image) => image.fileId)
  return (
    <section className="bo-card" aria-labelledby="bo-variants">
      <h3 id="bo-variants">Options and variants</h3>
      <div className="bo-options">
        {options.map((option, index) => (
          <div key={index} className="bo-option" role="group" aria-label={`Option ${index + 1}`}>
            <label className="bo-field">
              <span>Option name</span>
              <input
                value={option.name}
                placeholder="Size"
                onChange={(event) =>
                  setOptions(
                    options.map((o, i) => (i === index ? { ...o, name: event.target.value } : o)),
                  )
                }
              />
            </label>
            <label className="bo-field bo-grow">
              <span>Values (comma-separated)</span>
              <input
                value={valuesText[index] ?? ''}
                placeholder="Small, Medium, Large"
                onChange={(event) => {
                  const text = event.target.value
                  setValuesText(valuesText.map((v, i) => (i === index ? text : v)))
                  setOptions(
                    options.map((o, i) =>
                      i === index
                        ? {
                            ...o,
                            values: text
                              .split(',')
                              .map((v) => v.trim())
                              .filter(Boolean),
                          }
                        : o,
                    ),
                  )
                }}
              />
            </label>
            <button
              type="button"
              aria-label={`Remove option ${index + 1}`}
              onClick={() => {
                const next = options.filter((_, i) => i !== index)
                setOptions(next)
                setValuesText(valuesText.filter((_, i) => i !== index))
                apply(next)
              }}
            >
              <Trash2 aria-hidden size={16} />
            </button>
          </div>
        ))}
        <div className="bo-actions">
          <button
            type="button"
            disabled={options.length >= MAX_OPTIONS}
            onClick={() => {
              setOptions([...options, { name: '', values: [] }])
              setValuesText([...valuesText, ''])
            }}
          >
            <Plus aria-hidden size={16} /> Add option
          </button>
          <button type="button" onClick={() => apply(options)}>
            Update variants
          </button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="bo-error">
          {error}
        </p>
      ) : null}
      <div className="bo-table-scroll">
        <table className="bo-table bo-variants" aria-label="Variants">
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">SKU</th>
              <th scope="col" className="bo-num">
                Price
              </th>
              <th scope="col" className="bo-num">
                Sale price
              </th>
              <th scope="col">On sale</th>
              <th scope="col" className="bo-num">
                Stock
              </th>
              <th scope="col">Unlimited</th>
              <th scope="col" className="bo-num">
                Weight (g)
              </th>
              <th scope="col">Image</th>
            </tr>
          </thead>
          <tbody>
            {variants.map((variant, index) => {
              const name = Object.values(variant.attributes).join(' / ') || `Variant ${index + 1}`
              return (
                <tr key={variant.id ?? `new-${index}`}>
                  <th scope="row">{name}</th>
                  <td>
                    <input
                      aria-label={`SKU of ${name}`}
                      value={variant.sku}
                      placeholder={s.skuAutomatic}
                      onChange={(event) => setVariant(index, { sku: event.target.value })}
                    />
                  </td>
                  <td className="bo-num">
                    <MoneyField
                      hideLabel
                      label={`Price of ${name}`}
                      cents={variant.priceCents}
                      currency={currency}
                      onChange={(priceCents) => setVariant(index, { priceCents })}
                    />
                  </td>
                  <td className="bo-num">
                    <MoneyField
                      hideLabel
                      label={`Sale price of ${name}`}
                      cents={variant.salePriceCents}
                      currency={currency}
                      onChange={(salePriceCents) => setVariant(index, { salePriceCents })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${name} on sale`}
                      checked={variant.onSale}
                      onChange={(event) => setVariant(index, { onSale: event.target.checked })}
                    />
                  </td>
                  <td className="bo-num">
                    <input
                      type="number"
                      min={0}
                      max={1_000_000}
                      aria-label={`Stock of ${name}`}
                      disabled={variant.unlimited}
                      value={variant.qtyInStock}
                      onChange={(event) =>
                        setVariant(index, {
                          qtyInStock: Math.max(0, Number(event.target.value) || 0),
                        })
                      }
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${name} unlimited stock`}
                      checked={variant.unlimited}
                      onChange={(event) => setVariant(index, { unlimited: event.target.checked })}
                    />
                  </td>
                  <td className="bo-num">
                    <input
                      type="number"
                      min={0}
                      max={1_000_000}
                      aria-label={`Weight of ${name} in grams`}
                      value={variant.weightGrams ?? ''}
                      onChange={(event) =>
                        setVariant(index, {
                          weightGrams:
                            event.target.value === ''
                              ? undefined
                              : Math.max(0, Number(event.target.value)),
                        })
                      }
                    />
                    <Dimensions
                      name={name}
                      value={variant.dimensions}
                      onChange={(dimensions) => setVariant(index, { dimensions })}
                    />
                  </td>
                  <td>
                    <select
                      aria-label={`Image of ${name}`}
                      value={variant.imageId ?? ''}
                      onChange={(event) =>
                        setVariant(index, { imageId: event.target.value || undefined })
                      }
                    >
                      <option value="">None</option>
                      {images.map((image, i) => (
                        <option key={image.fileId} value={image.fileId}>
                          {image.altText ||
                            (image.fileId ? files[image.fileId]?.name : undefined) ||
                            `Image ${i + 1}`}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Dimensions({
  name,
  value,
  onChange,
}: {
  name: string
  value: ProductVariant['dimensions']
  onChange: (value: ProductVariant['dimensions']) => void
}) {
  const current = value ?? { lengthCm: 0, widthCm: 0, heightCm: 0 }
  const set = (key: keyof typeof current, text: string) => {
    const next = { ...current, [key]: Math.max(0, Number(text) || 0) }
    onChange(next.lengthCm === 0 && next.widthCm === 0 && next.heightCm === 0 ? undefined : next)
  }
  return (
    <details className="bo-dimensions">
      <summary>Size (cm)</summary>
      {(['lengthCm', 'widthCm', 'heightCm'] as const).map((key) => (
        <input
          key={key}
          type="number"
          min={0}
          step="0.1"
          aria-label={`${key.replace('Cm', '')} of ${name} in centimetres`}
          value={current[key] || ''}
          onChange={(event) => set(key, event.target.value)}
        />
      ))}
    </details>
  )
}
