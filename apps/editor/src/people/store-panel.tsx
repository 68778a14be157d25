import { useQuery } from '@tanstack/react-query'
import { editorStrings } from '../strings.js'
import { peopleApi } from './people-api.js'
import { fillText, peopleStrings } from './people-strings.js'
import './people.css'

/** The store's checkout settings at a glance: shipping rates, tax rules, coupons, downloads. */
export default function StorePanel() {
  const settings = useQuery({ queryKey: ['store-settings'], queryFn: peopleApi.storeSettings })
  const list = (title: string, names: string[]) => (
    <section aria-label={title}>
      <h3>{title}</h3>
      {names.length === 0 ? <p className="ed-hint">{peopleStrings.none}</p> : null}
      <ul>
        {names.map((name, index) => (
          <li key={`${name}-${index}`}>{name}</li>
        ))}
      </ul>
    </section>
  )
  return (
    <div className="ed-people">
      <h2>{peopleStrings.store}</h2>
      {settings.isPending ? <p>Loading…</p> : null}
      {settings.isError ? (
        <p role="alert">
          {editorStrings.unableToLoadTryAgain}{' '}
          <button type="button" onClick={() => void settings.refetch()}>
            {editorStrings.tryAgain}
          </button>
        </p>
      ) : null}
      {settings.data ? (
        <>
          {list(
            peopleStrings.shippingRates,
            settings.data.shippingRates.map((rate) => rate.name ?? ''),
          )}
          {list(
            peopleStrings.taxRules,
            settings.data.taxRules.map((rule) => `${rule.name ?? ''} ${rule.ratePercent ?? ''}%`),
          )}
          {list(
            peopleStrings.coupons,
            settings.data.coupons.map((coupon) => coupon.code),
          )}
          <p>
            {fillText(peopleStrings.downloads, {
              days: settings.data.downloadDays,
              count: settings.data.maxDownloads,
            })}
          </p>
        </>
      ) : null}
    </div>
  )
}
