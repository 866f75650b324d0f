// The CSP violations a page reports, as "path: directive blocked-URI" (the init script runs in the
// page and in each of its frames, so a framed document's violations show under its own path).
import type { Page } from 'playwright-core';

/** Starts collecting; the array fills as the page and its frames report violations. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return violations;
}
