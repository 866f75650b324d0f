// playwright-core driving Debian's chromium (no browser downloads on this machine or in CI).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type Frame, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const require = createRequire(import.meta.url);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** The journey file's browser, launched before its tests and closed after them: read `.browser` in a test. */
export function browserWorld(): { browser: Browser } {
  const world = {} as { browser: Browser };
  beforeAll(async () => {
    world.browser = await launchBrowser();
  });
  afterAll(async () => {
    await world.browser?.close();
  });
  return world;
}

let axeSource: string | undefined;

/** Runs axe-core in the page (through DevTools evaluation, so a strict CSP does not block it). */
export async function seriousA11yViolations(
  /** A page, or one frame of it (axe in a page does not look into its frames). */
  page: Page | Frame,
  /** Only these elements (and their shadow trees), e.g. the widgets on a club's page; default: the document. */
  include?: string[],
): Promise<{ id: string; impact: string; help: string; targets: string[] }[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(`${axeSource}\n;0`);
  const violations = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document | { include: string[][] },
            options: object,
          ): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(only ? { include: only.map((selector) => [selector]) } : document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, include);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
