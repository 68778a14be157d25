import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter'

/**
 * On CI a failed test runs once more (`retries` in playwright.config.ts); one that passed only on
 * its retry is flaky, and this reporter says so after the run: `flaky: N` and each one's title,
 * so a test that needs its retry cannot hide in a green run.
 */
export default class FlakyReporter implements Reporter {
  private root: Suite | undefined

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite
  }

  onEnd(_result: FullResult): void {
    const flaky = (this.root?.allTests() ?? []).filter((test) => test.outcome() === 'flaky')
    console.log(`\nflaky: ${flaky.length}`)
    for (const test of flaky) console.log(`  flaky: ${title(test)}`)
  }

  printsToStdio(): boolean {
    return false
  }
}

function title(test: TestCase): string {
  // Root, project, file, then the describe blocks and the test's own title.
  const [, project, , ...titles] = test.titlePath()
  const path = titles.filter((part) => part !== '').join(' › ')
  return `[${project}] ${path} (${test.location.file.replace(/^.*\/e2e\//, 'e2e/')}:${test.location.line})`
}
