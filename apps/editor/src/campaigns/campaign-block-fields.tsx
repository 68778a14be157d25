import { useQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { pickerApi } from '../api/picker-api.js'
import type { CampaignBlock } from '../api/campaigns-api.js'
import { Field, IconButton, Select } from '../ui/index.js'
import { campaignsStrings as s, fillText } from './campaigns-strings.js'

/** One block of a campaign: its fields, and moving or removing it. */
export function CampaignBlockFields({
  block,
  position,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  block: CampaignBlock
  position: number
  count: number
  onChange: (block: CampaignBlock) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}) {
  const kind = s.blockKinds[block.type]
  return (
    <li className="ed-card ed-campaign-block">
      <div className="ed-campaign-block-head">
        <h4>
          {position + 1}. {kind}
        </h4>
        <div className="ed-campaign-block-tools">
          <IconButton
            icon={ArrowUp}
            label={fillText(s.moveUp, { kind })}
            disabled={position === 0}
            onClick={() => onMove(-1)}
          />
          <IconButton
            icon={ArrowDown}
            label={fillText(s.moveDown, { kind })}
            disabled={position === count - 1}
            onClick={() => onMove(1)}
          />
          <IconButton
            icon={Trash2}
            tone="danger"
            label={fillText(s.remove, { kind })}
            onClick={onRemove}
          />
        </div>
      </div>
      <BlockInputs block={block} onChange={onChange} />
    </li>
  )
}

function BlockInputs({
  block,
  onChange,
}: {
  block: CampaignBlock
  onChange: (block: CampaignBlock) => void
}) {
  switch (block.type) {
    case 'text':
      return (
        <div className="ui-field">
          <label>
            {s.text}
            <textarea
              rows={5}
              maxLength={10_000}
              value={block.text}
              onChange={(event) => onChange({ ...block, text: event.target.value })}
            />
          </label>
        </div>
      )
    case 'image':
      return (
        <>
          <Field
            label={s.imageUrl}
            hint={s.imageHint}
            value={block.url}
            maxLength={2000}
            onChange={(event) => onChange({ ...block, url: event.target.value })}
          />
          <Field
            label={s.alt}
            value={block.alt}
            maxLength={500}
            onChange={(event) => onChange({ ...block, alt: event.target.value })}
          />
        </>
      )
    case 'button':
      return (
        <>
          <Field
            label={s.buttonLabel}
            value={block.label}
            maxLength={200}
            onChange={(event) => onChange({ ...block, label: event.target.value })}
          />
          <Field
            label={s.buttonUrl}
            value={block.url}
            maxLength={2000}
            onChange={(event) => onChange({ ...block, url: event.target.value })}
          />
        </>
      )
    case 'product':
      return <ProductChoice block={block} onChange={onChange} />
    default:
      return <p className="ed-field-note">{s.dividerNote}</p>
  }
}

function ProductChoice({
  block,
  onChange,
}: {
  block: Extract<CampaignBlock, { type: 'product' }>
  onChange: (block: CampaignBlock) => void
}) {
  const products = useQuery({
    queryKey: ['editor', 'campaign-products'],
    queryFn: () => pickerApi.products(''),
  })
  return (
    <Select
      label={s.product}
      value={block.productId}
      onChange={(event) => onChange({ ...block, productId: event.target.value })}
    >
      <option value="">{s.chooseProduct}</option>
      {(products.data?.products ?? []).map((product) => (
        <option key={product.id} value={product.id}>
          {product.title} — {product.priceText}
        </option>
      ))}
    </Select>
  )
}
