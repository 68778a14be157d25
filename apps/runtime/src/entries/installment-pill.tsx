import { render } from 'preact'
import { InstallmentPill } from '../installment/installment-pill.js'
import { readInstallmentInput, readVariantTexts } from '../installment/read-installment-input.js'
import { mountIslands } from '../islands/mount-islands.js'

export function mountInstallmentPill(root: HTMLElement): void {
  const input = readInstallmentInput(root)
  if (!input) return
  render(
    <InstallmentPill
      input={input}
      itemId={root.dataset.itemId}
      variantTexts={readVariantTexts(root)}
    />,
    root,
  )
}

mountIslands('installment-pill', mountInstallmentPill)
