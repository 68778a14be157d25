/** Commerce › Store Settings (filled in by the store settings screens). */
export default function StoreSettingsPanel() {
  return <p className="ed-hint">Store settings</p>
}
