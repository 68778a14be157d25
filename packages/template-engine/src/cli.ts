#!/usr/bin/env node
/**
 * atelier-template render TEMPLATE.html CONTEXT.json [--partials P.json] [--locale L] [--now MS]
 * Renders to stdout; template errors go to stderr as `line:column code: message`.
 */
import { readFileSync } from 'node:fs'
import { parseCliArgs } from './cli-args.js'
import { diskCldrSource } from './cli-cldr-packs.js'
import { compile } from './compile.js'
import type { EngineError } from './plugin-api.js'

function describe(error: EngineError): string {
  const at = error.line === undefined ? '' : `${error.line}:${error.column ?? 0} `
  return `${at}${error.code}: ${error.message}`
}

function main(argv: readonly string[]): number {
  const command = parseCliArgs(argv)
  if (!command.ok) {
    process.stderr.write(`${command.message}\n`)
    return 2
  }
  let source: string
  let context: unknown
  let partials: Record<string, string> | undefined
  try {
    source = readFileSync(command.templatePath, 'utf8')
    context = JSON.parse(readFileSync(command.contextPath, 'utf8')) as unknown
    if (command.partialsPath !== undefined) {
      partials = JSON.parse(readFileSync(command.partialsPath, 'utf8')) as Record<string, string>
    }
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return 1
  }
  const template = compile(source)
  const result = template.render(context, {
    partials,
    locale: command.locale,
    cldr: diskCldrSource,
    // The CLI is the edge of the system, so it may read the clock for the engine.
    now: command.now ?? Date.now(),
  })
  process.stdout.write(result.output)
  for (const error of [...template.errors, ...result.errors]) {
    process.stderr.write(`${describe(error)}\n`)
  }
  return 0
}

process.exitCode = main(process.argv.slice(2))
