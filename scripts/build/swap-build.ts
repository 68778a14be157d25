import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

/**
 * How an app's built files are published without ever taking a served file away (issue 22):
 * each build is written to a folder of its own under `<app>/.builds/`, and `<app>/dist` is a
 * symbolic link to the current one, replaced in one `rename` (atomic on POSIX). A running server
 * reads `dist/…` per request, so it sees the old build or the new one, never half of either. The
 * hashed scripts and styles of the build before are copied into the new one, so a page or editor
 * tab loaded before the swap (and a server that read the old manifest at start) still finds them.
 */

export const stampFile = '.atelier-build.json'

export interface BuildStamp {
  /** The source hash the build was made from. */
  inputs: string
  /** The files this build produced itself (carried files of the build before are not listed). */
  files: string[]
}

/** Files never carried into the next build: they name the current build's files. */
const notCarried = new Set(['index.html', '.vite/manifest.json', stampFile])

export function buildsDirOf(appDir: string): string {
  return path.join(appDir, '.builds')
}

/** The stamp of the build `dist` shows now, or undefined (none yet, or built otherwise). */
export function currentStamp(appDir: string): BuildStamp | undefined {
  try {
    return JSON.parse(readFileSync(path.join(appDir, 'dist', stampFile), 'utf8')) as BuildStamp
  } catch {
    return undefined
  }
}

/** Every file below `dir`, as relative paths with `/`. */
export function filesBelow(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`
    if (entry.isDirectory()) return filesBelow(path.join(dir, entry.name), relative)
    return entry.isFile() ? [relative] : []
  })
}

/**
 * Finishes a build written to `staging` (a folder under `.builds/`): stamps it, copies in the
 * files of the build being replaced, moves it to `.builds/<inputs>` and points `dist` at it.
 * Builds older than the one replaced are removed.
 */
export function publishBuild(appDir: string, staging: string, inputs: string): void {
  const builds = buildsDirOf(appDir)
  const dist = path.join(appDir, 'dist')
  const own = filesBelow(staging)
  writeFileSync(path.join(staging, stampFile), JSON.stringify({ inputs, files: own }))
  const previous = currentStamp(appDir)
  const previousDir = existsSync(dist) ? dist : undefined
  if (previousDir !== undefined) {
    // A build made otherwise (no stamp) may be served too: carry all of it.
    const carried = previous?.files ?? filesBelow(previousDir)
    for (const file of carried) {
      if (notCarried.has(file) || own.includes(file)) continue
      const from = path.join(previousDir, file)
      if (!existsSync(from)) continue
      mkdirSync(path.dirname(path.join(staging, file)), { recursive: true })
      copyFileSync(from, path.join(staging, file))
    }
  }
  const target = path.join(builds, inputs)
  const previousTarget = linkTarget(dist)
  if (existsSync(target)) {
    // Another start built the same sources a moment ago; theirs is as good as ours.
    rmSync(staging, { recursive: true, force: true })
  } else {
    renameSync(staging, target)
  }
  pointAt(dist, path.relative(appDir, target))
  for (const entry of existsSync(builds) ? readdirSync(builds) : []) {
    const folder = path.join(builds, entry)
    if (folder === target || folder === previousTarget || entry.startsWith('staging-')) continue
    rmSync(folder, { recursive: true, force: true })
  }
}

/** The absolute folder `dist` links to, or undefined when it is no link. */
function linkTarget(dist: string): string | undefined {
  try {
    if (!lstatSync(dist).isSymbolicLink()) return undefined
    return path.resolve(path.dirname(dist), readlinkSync(dist))
  } catch {
    return undefined
  }
}

/** Makes `dist` a link to `relativeTarget` in one rename (a real folder is moved aside first). */
function pointAt(dist: string, relativeTarget: string): void {
  const appDir = path.dirname(dist)
  const link = path.join(appDir, `.dist-${process.pid}-${Date.now()}`)
  symlinkSync(relativeTarget, link, 'dir')
  let info
  try {
    info = lstatSync(dist)
  } catch {
    info = undefined
  }
  if (info !== undefined && !info.isSymbolicLink()) {
    // A checkout from before builds were swapped: its one real folder moves aside (a moment
    // without `dist`, once), then is removed with the next build.
    renameSync(dist, path.join(buildsDirOf(appDir), `legacy-${Date.now()}`))
  }
  renameSync(link, dist)
}
