// createFormSubmit (src/core/form-submit.ts): a form sent to the server, validated first, one send
// at a time; a 422 lands next to its fields (docs/spec.md §5), anything else is the problem.
import { describe, expect, it, vi } from 'vitest';
import { NetworkError, ValidationError } from '../../src/core/api/errors.ts';
import { createFormSubmit } from '../../src/core/form-submit.ts';
import { createForm, required } from '../../src/core/validation.ts';

const nameForm = (name = 'Ada') =>
  createForm({ fields: { name: [required] }, initial: { name }, messages: { required: 'Needed.' } });

describe('createFormSubmit', () => {
  it('sends nothing while a field is invalid, and says so at the field', async () => {
    const form = nameForm('');
    const send = vi.fn(async () => {});
    const { submit } = createFormSubmit(form, send);
    expect(await submit()).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(form.$errors.get().name).toBe('Needed.');
  });

  it("sends the form's values once, busy until the answer", async () => {
    const form = nameForm();
    let answer = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { $busy, submit } = createFormSubmit(form, send);
    const first = submit();
    expect($busy.get()).toBe(true);
    expect(await submit()).toBe(false);
    answer();
    expect(await first).toBe(true);
    expect(send.mock.calls).toEqual([[{ name: 'Ada' }]]);
    expect($busy.get()).toBe(false);
  });

  it("puts a 422's messages next to their fields, with no problem besides", async () => {
    const form = nameForm();
    const { $problem, submit } = createFormSubmit(form, async () => {
      throw new ValidationError({ message: 'Invalid.', errors: { name: ['Taken.'] } });
    });
    expect(await submit()).toBe(false);
    expect(form.$errors.get().name).toBe('Taken.');
    expect($problem.get()).toBeNull();
  });

  it('holds any other failure as the problem, worded by problemOf when given', async () => {
    const offline = async () => {
      throw new NetworkError();
    };
    const plain = createFormSubmit(nameForm(), offline);
    expect(await plain.submit()).toBe(false);
    expect(plain.$problem.get()).toEqual({ code: 'network' });
    const worded = createFormSubmit(nameForm(), offline, () => ({ code: 'rejected', text: 'Not now.' }));
    await worded.submit();
    expect(worded.$problem.get()).toEqual({ code: 'rejected', text: 'Not now.' });
    worded.clearProblem();
    expect(worded.$problem.get()).toBeNull();
  });
});
