import { islandNames } from '../islands/mount-islands.js'
import { startExperiments } from '../tracking/experiments.js'

// Every other file of this folder is a feature entry named after the island it mounts on
// (`product-form.tsx` ↔ `data-island="product-form"`); only those present on the page load.
const features = import.meta.glob(['./*.ts', './*.tsx', '!./loader.ts', '!./*.test.ts'])

function featureFor(name: string): (() => Promise<unknown>) | undefined {
  return features[`./${name}.tsx`] ?? features[`./${name}.ts`]
}

export function loadIslands(doc: Document = document): Promise<unknown[]> {
  const loads = islandNames(doc).flatMap((name) => {
    const load = featureFor(name)
    return load ? [load()] : []
  })
  return Promise.all(loads)
}

startExperiments()
void loadIslands()
