/**
 * Lighthouse (mobile, simulated throttling: Lighthouse's defaults) on the demo site's home, shop, a
 * product, a blog post and /cart, in Debian's Chromium with no network beyond this machine. Prints
 * each page's performance score and CLS, and the audits that cost points. Anchor: a score of 100;
 * goal ≥ 98 and CLS < 0.02.
 *
 *   npx tsx bench/lighthouse.ts
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { sqliteDatabase, startAtelier, stopAtelier } from './bench-server.js'

const port = Number(process.env.BENCH_PORT ?? 3995)
const pages = [
  ['home', '/'],
  ['shop', '/shop'],
  ['product', '/shop/speckled-stoneware-mug'],
  ['blog post', '/journal/a-new-ash-glaze'],
  ['cart', '/cart'],
] as const

async function main(): Promise<void> {
  const server = await startAtelier(port, await sqliteDatabase())
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--no-sandbox',
      '--headless=new',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
  const rows: string[] = []
  let met = true
  try {
    for (const [name, pagePath] of pages) {
      const result = await lighthouse(`${server.base}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      const lhr = result?.lhr
      if (lhr === undefined) throw new Error(`no Lighthouse result for ${pagePath}`)
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100)
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN
      met &&= score >= 98 && cls < 0.02
      const costly = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            ['metric', 'opportunity', 'binary', 'numeric'].includes(audit.scoreDisplayMode),
        )
        .map((audit) => audit.id)
      rows.push(
        `| ${name} (\`${pagePath}\`) | ${score} | ${cls.toFixed(3)} | ${(lcp / 1000).toFixed(2)} s | ${costly.join(', ') || '—'} |`,
      )
    }
  } finally {
    chrome.kill()
    await stopAtelier(server)
  }
  console.log('\nLighthouse, mobile, simulated throttling (anchor: 100)\n')
  console.log('| page | performance | CLS | LCP | audits under 0.9 |')
  console.log('|---|---:|---:|---:|---|')
  for (const row of rows) console.log(row)
  console.log(`\nGoal (every page ≥ 98, CLS < 0.02): ${met ? 'met' : 'not met'}`)
}

await main()
