import { render } from 'preact'
import { DonateForm } from '../donate/donate-form.js'
import { mountIslands } from '../islands/mount-islands.js'

function numbers(json: string | undefined): number[] {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : []
  } catch {
    return []
  }
}

/** The donate page (203): mounts on `data-island="donate"` with the block's amounts. */
export function mountDonate(root: HTMLElement): void {
  const data = root.dataset
  const chosen = Number(data.amountCents)
  root.textContent = ''
  render(
    <DonateForm
      blockId={data.blockId ?? ''}
      currency={data.currency ?? 'USD'}
      suggested={numbers(data.suggested)}
      allowCustom={data.custom === 'true'}
      offerMonthly={data.monthly === 'true'}
      chosenCents={Number.isInteger(chosen) && chosen > 0 ? chosen : undefined}
      stripe={
        data.stripeJs && data.stripeKey
          ? { scriptUrl: data.stripeJs, publishableKey: data.stripeKey }
          : undefined
      }
      navigate={(url) => location.assign(url)}
    />,
    root,
  )
}

mountIslands('donate', mountDonate)
