// The client update waits for unsaved input (docs/spec.md §9): a text field typed into since its form
// was last submitted, still on the page and not empty, counts; a submitted or emptied one does not.
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasUnsavedInput, watchUnsavedInput } from '../../../../src/modules/common/store/unsaved-input.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function form() {
  document.body.innerHTML = '<form><input type="text" name="amount"><input type="checkbox" name="ok"></form>';
  watchUnsavedInput(document);
  return {
    text: document.querySelector<HTMLInputElement>('input[type="text"]')!,
    box: document.querySelector<HTMLInputElement>('input[type="checkbox"]')!,
    form: document.querySelector('form')!,
  };
}

describe('unsaved input', () => {
  it('counts a text field the member typed into', () => {
    const { text } = form();
    expect(hasUnsavedInput(document)).toBe(false);
    fireEvent.input(text, { target: { value: '12,50' } });
    expect(hasUnsavedInput(document)).toBe(true);
  });

  it('no longer counts it once its form was submitted, or when it was emptied', () => {
    const { text, form: element } = form();
    fireEvent.input(text, { target: { value: '12,50' } });
    fireEvent.submit(element);
    expect(hasUnsavedInput(document)).toBe(false);
    fireEvent.input(text, { target: { value: '' } });
    expect(hasUnsavedInput(document)).toBe(false);
  });

  it('does not count a ticked box', () => {
    const { box } = form();
    fireEvent.click(box);
    expect(hasUnsavedInput(document)).toBe(false);
  });
});
