import { spawn, type ChildProcess } from 'node:child_process'
import { postgresTestUrl } from './describe-each-dialect.js'

/**
 * Starts `script` (a server entry run with tsx) as a real process on the test schema, and answers
 * once it prints `listening <port>`. The child is added to `children` so the suite can stop it.
 */
export function startServerProcess(
  script: string,
  options: { schema: string; dataDir: string; env?: Record<string, string> },
  children: ChildProcess[],
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', script], {
    env: {
      ...process.env,
      ...options.env,
      CHILD_PG_URL: postgresTestUrl() ?? '',
      CHILD_PG_SCHEMA: options.schema,
      CHILD_DATA_DIR: options.dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('the server did not start')), 90_000)
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const port = Number(/listening (\d+)/.exec(output)?.[1] ?? 0)
      if (port > 0) {
        clearTimeout(timeout)
        resolve({ child, port })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timeout)
      reject(new Error(`the server exited with ${code}`))
    })
  })
}

/** Kills a server process started by `startServerProcess` and waits for it to go. */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}
