// The email form rule both sides check (src/shared/contract/form-rules.ts re-exports it): a file of
// its own, so the login form on the guest's first screen carries only this rule.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
export const isEmail = (text: string) => EMAIL.test(text);
