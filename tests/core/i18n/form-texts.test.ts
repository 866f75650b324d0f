// core/i18n/form-texts.ts: each module words validation and problems under its own keys.
import { describe, expect, it } from 'vitest';
import { problemSentence, validationTemplates } from '../../../src/core/i18n/form-texts.ts';
import type { Translate } from '../../../src/core/i18n/i18n.ts';

/** A table of texts; a missing key comes back as the key, as t() does. */
const translate =
  (table: Record<string, string>): Translate =>
  (key, params) =>
    (table[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(params?.[name] ?? whole));

const rule = (name: string) => ({ name, test: () => true });

describe('validation templates', () => {
  it("take '<prefix>.<rule>' and leave a rule without a text to the core default", () => {
    const templates = validationTemplates(
      translate({ 'club.validation.required': 'Fill in {field}.' }),
      'club.validation',
    );
    if (typeof templates !== 'function') throw new Error('templates are a function');
    expect(templates(rule('required'))).toBe('Fill in {field}.');
    expect(templates(rule('email'))).toBeUndefined();
  });
});

describe('a problem as a sentence', () => {
  const t = translate({
    'club.problems.throttled': 'Wait {seconds} s.',
    'club.problems.throttledLater': 'Wait a little.',
    'club.problems.network': 'No connection.',
    'club.problems.failed': 'That did not work.',
  });

  it('words each problem under the prefix, the wait in seconds when the server said', () => {
    expect(problemSentence({ code: 'throttled', retryAfter: 30 }, t, 'club.problems')).toBe('Wait 30 s.');
    expect(problemSentence({ code: 'throttled', retryAfter: null }, t, 'club.problems')).toBe('Wait a little.');
    expect(problemSentence({ code: 'network' }, t, 'club.problems')).toBe('No connection.');
    expect(problemSentence({ code: 'failed', text: 'HTTP 500' }, t, 'club.problems')).toBe('That did not work.');
    expect(problemSentence(null, t, 'club.problems')).toBeNull();
  });

  it("shows a refusal's reason as the server sent it", () => {
    expect(problemSentence({ code: 'rejected', text: 'Not in ghost mode.' }, t, 'club.problems')).toBe(
      'Not in ghost mode.',
    );
  });

  it("says 'failed' for an expired step where the module has no text for it", () => {
    expect(problemSentence({ code: 'expired' }, t, 'club.problems')).toBe('That did not work.');
    const withExpiry = translate({ 'club.problems.expired': 'Sign in again.' });
    expect(problemSentence({ code: 'expired' }, withExpiry, 'club.problems')).toBe('Sign in again.');
  });
});
