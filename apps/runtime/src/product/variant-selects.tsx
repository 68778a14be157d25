import {
  commerceStrings,
  fillTemplate,
  type ChosenAttributes,
  type VariantOption,
} from '@atelier/commerce'
import { useId } from 'preact/hooks'

export interface VariantSelectsProps {
  readonly itemId: string
  readonly options: readonly VariantOption[]
  readonly prompts: Readonly<Record<string, string>>
  readonly chosen: ChosenAttributes
  readonly onChoose: (name: string, value: string) => void
}

/** One labelled select per option (SPEC §2); the caller renders none for a single variant. */
export function VariantSelects({
  itemId,
  options,
  prompts,
  chosen,
  onChoose,
}: VariantSelectsProps) {
  const id = useId()
  return (
    <div class="product-variants" data-item-id={itemId}>
      {options.map((option, index) => {
        const selectId = `${id}-option-${index}`
        const prompt =
          prompts[option.name] ??
          fillTemplate(commerceStrings.selectVariant, { variantName: option.name })
        return (
          <div class="variant-option" key={option.name}>
            <label class="variant-option-title" for={selectId}>
              {option.name}
            </label>
            <div class="variant-select-wrapper">
              <select
                id={selectId}
                data-variant-option-name={option.name}
                value={chosen[option.name] ?? ''}
                onChange={(event) => onChoose(option.name, event.currentTarget.value)}
              >
                <option value="">{prompt}</option>
                {option.values.map((value) => (
                  <option value={value} key={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )
      })}
    </div>
  )
}
