import path from 'node:path'
import type { Config } from './config.js'

export interface StartFacts {
  /** The port the server listens on (PORT=0 picks one). */
  port: number
  config: Pick<Config, 'host' | 'dataDir' | 'databaseUrl'>
  /** Whether this process runs the background steps (ATELIER_WORKER). */
  worker: boolean
  /** No owner yet: the editor at /config offers the first-run setup. */
  ownerNeeded: boolean
}

/** The address a person opens: `localhost` for a server listening on every interface. */
export function browserAddress(host: string, port: number): string {
  const name = host === '' || host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`
}

/** Which database, never with its credentials: "SQLite in data/atelier.db", "PostgreSQL at h/db". */
export function databaseDescription(config: StartFacts['config']): string {
  if (config.databaseUrl === undefined) {
    const file = path.join(config.dataDir, 'atelier.db')
    const relative = path.relative(process.cwd(), file)
    return `SQLite in ${relative.startsWith('..') ? file : relative}`
  }
  try {
    const url = new URL(config.databaseUrl)
    return `PostgreSQL at ${url.host}${url.pathname}`
  } catch {
    return 'PostgreSQL'
  }
}

/**
 * The one line a start prints (issue 22): where to open Atelier, what runs, and — while there is
 * no owner — that /config makes one.
 */
export function startLine(facts: StartFacts): string {
  const address = browserAddress(facts.config.host, facts.port)
  const running = `${databaseDescription(facts.config)}, worker ${facts.worker ? 'on' : 'off'}`
  const next = facts.ownerNeeded
    ? `open ${address}/config to create the owner account`
    : `the editor is at ${address}/config`
  return `Atelier is running at ${address} (${running}) — ${next}`
}
