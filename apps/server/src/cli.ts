#!/usr/bin/env node
import { createInterface } from 'node:readline/promises'
import { runCli } from './cli/run-cli.js'
import { loadConfig } from './config.js'
import { AtelierError } from './errors/atelier-error.js'

try {
  const config = loadConfig(process.env)
  process.exitCode = await runCli(process.argv.slice(2), config, {
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
  })
} catch (error) {
  if (error instanceof AtelierError) {
    process.stderr.write(`${error.message}\n`)
    process.exitCode = 1
  } else {
    throw error
  }
}
