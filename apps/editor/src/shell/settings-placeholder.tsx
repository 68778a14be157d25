import { billingUpgradePath, websiteSubscriptionsPath } from './upgrade-destination.js'

const titles: Record<string, string> = {
  [billingUpgradePath]: 'Upgrade',
  [websiteSubscriptionsPath]: 'Website Subscriptions',
}

/** The settings page at `path`, if it is one of the placeholders the Upgrade link leads to. */
export function settingsPlaceholderTitle(path: string): string | undefined {
  return titles[path.replace(/\/+$/, '')]
}

/** Stands in for the billing pages until the settings area exists. */
export function SettingsPlaceholder({ title }: { title: string }) {
  return (
    <main className="ed-main ed-settings-placeholder" aria-labelledby="settings-title">
      <h1 id="settings-title">{title}</h1>
      <p>Plans and billing are not available on this site yet.</p>
      <a href="/config/">Back to the editor</a>
    </main>
  )
}
