#!/usr/bin/env node
import { createInterface } from 'node:readline/promises'
import { buildApp } from './app.js'
import { runCli } from './cli/run-cli.js'
import type { CliIo } from './cli/run-cli.js'
import { loadConfig } from './config.js'
import { AtelierError } from './errors/atelier-error.js'

try {
  const config = loadConfig(process.env)
  const io: CliIo = {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    ...(process.stdin.isTTY && {
      async prompt(question: string) {
        const terminal = createInterface({ input: process.stdin, output: process.stderr })
        try {
          return await terminal.question(question)
        } finally {
          terminal.close()
        }
      },
    }),
  }
  process.exitCode = await runCli(process.argv.slice(2), config, io, undefined, { buildApp })
} catch (error) {
  if (error instanceof AtelierError) {
    process.stderr.write(`${error.message}\n`)
    process.exitCode = 1
  } else {
    throw error
  }
}
