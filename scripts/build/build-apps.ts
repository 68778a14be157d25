import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { sourceHash } from './source-hash.js'
import { buildsDirOf, currentStamp, publishBuild } from './swap-build.js'

export interface ViteApp {
  /** The app's folder, relative to the repository. */
  dir: string
  /** Where in the build the app's Vite config writes (`public` for the runtime). */
  outSubdir: string
}

/** The browser apps the server serves from `<dir>/dist`. */
export const viteApps: readonly ViteApp[] = [
  { dir: 'apps/runtime', outSubdir: 'public' },
  { dir: 'apps/editor', outSubdir: '' },
]

/** What each app's build reads besides its own folder. */
const sharedInputs = ['packages', 'package-lock.json', 'scripts/build']

/** `tsc -b`: TypeScript's own incremental build writes only what changed (and says nothing). */
export function buildTypeScript(root: string): void {
  const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc')
  const result = spawnSync(process.execPath, [tsc, '-b'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('tsc -b failed')
}

/**
 * Builds one Vite app unless its current build was made from the same sources; a build goes to a
 * folder beside the served one and is swapped in (swap-build.ts). Vite says only warnings.
 * Resolves to whether it built.
 */
export async function buildViteApp(root: string, app: ViteApp): Promise<boolean> {
  const appDir = path.join(root, app.dir)
  const inputs = sourceHash(root, [app.dir, ...sharedInputs])
  if (currentStamp(appDir)?.inputs === inputs) return false
  const builds = buildsDirOf(appDir)
  mkdirSync(builds, { recursive: true })
  const staging = mkdtempSync(path.join(builds, 'staging-'))
  try {
    const { build } = await import('vite')
    await build({
      configFile: path.join(appDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: path.join(staging, app.outSubdir), emptyOutDir: true },
    })
  } catch (error) {
    // A failed build leaves nothing behind, and `dist` keeps serving the build before.
    rmSync(staging, { recursive: true, force: true })
    throw error
  }
  publishBuild(appDir, staging, inputs)
  return true
}

/** `npm run build`: the TypeScript projects, then each browser app whose sources changed. */
export async function buildAll(root: string): Promise<void> {
  buildTypeScript(root)
  for (const app of viteApps) await buildViteApp(root, app)
}
