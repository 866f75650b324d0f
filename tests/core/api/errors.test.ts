import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $apiError,
  ApiError,
  MaintenanceError,
  NetworkError,
  ServerError,
  TooManyRequestsError,
  UnauthenticatedError,
  ValidationError,
  createApiErrorStream,
  dismissApiError,
  emitApiError,
  messageOf,
  onApiError,
  validationMessage,
} from '../../../src/core/api/errors.ts';

describe('error stream', () => {
  it('holds the dialog-worthy error in $apiError until it is dismissed', () => {
    const stream = createApiErrorStream();
    const error = new ServerError({}, 'Internal Server Error');
    stream.emitApiError(error);
    expect(stream.$apiError.get()).toBe(error);
    stream.dismissApiError();
    expect(stream.$apiError.get()).toBeNull();
  });

  it('notifies listeners of each emitted error until they unsubscribe', () => {
    const stream = createApiErrorStream();
    const listener = vi.fn();
    const unsubscribe = stream.onApiError(listener);
    const first = new MaintenanceError();
    stream.emitApiError(first);
    unsubscribe();
    stream.emitApiError(new ServerError());
    expect(listener.mock.calls).toEqual([[first]]);
  });

  it('tells listeners about a 401 without opening a dialog', () => {
    const stream = createApiErrorStream();
    const listener = vi.fn();
    stream.onApiError(listener);
    const error = new UnauthenticatedError({ message: 'Unauthenticated.' });
    stream.emitApiError(error);
    expect(listener).toHaveBeenCalledWith(error);
    expect(stream.$apiError.get()).toBeNull();
  });

  it('swallows a 429 while a 429 dialog is open', () => {
    const stream = createApiErrorStream();
    const listener = vi.fn();
    stream.onApiError(listener);
    const first = new TooManyRequestsError({}, 5);
    expect(stream.emitApiError(first)).toBe(true);
    expect(stream.emitApiError(new TooManyRequestsError({}, 5))).toBe(false);
    expect(listener.mock.calls).toEqual([[first]]);
    expect(stream.$apiError.get()).toBe(first);
  });

  it('lets a 429 dialog follow another kind of dialog', () => {
    const stream = createApiErrorStream();
    stream.emitApiError(new MaintenanceError());
    const tooMany = new TooManyRequestsError();
    expect(stream.emitApiError(tooMany)).toBe(true);
    expect(stream.$apiError.get()).toBe(tooMany);
  });

  describe('the shared stream', () => {
    afterEach(() => dismissApiError());

    it('is one stream for the whole client: $apiError, onApiError, emitApiError, dismissApiError', () => {
      const listener = vi.fn();
      const unsubscribe = onApiError(listener);
      const error = new ServerError();
      emitApiError(error);
      unsubscribe();
      expect([$apiError.get(), listener.mock.calls]).toEqual([error, [[error]]]);
    });
  });
});

describe('error classes', () => {
  it('are all ApiErrors carrying status and body', () => {
    const body = { message: 'x' };
    const errors = [
      new UnauthenticatedError(body),
      new ValidationError(body),
      new TooManyRequestsError(body),
      new ServerError(body),
      new MaintenanceError(body),
      new NetworkError(),
    ];
    expect(errors.every((e) => e instanceof ApiError && e instanceof Error)).toBe(true);
    expect(errors.map((e) => e.status)).toEqual([401, 422, 429, 500, 503, 0]);
    expect(errors.slice(0, 5).every((e) => e.body === body)).toBe(true);
  });

  it('take the message of the Laravel body, else the status text', () => {
    expect(new ApiError(403, { message: 'This action is unauthorized.' }, undefined, 'Forbidden').message).toBe(
      'This action is unauthorized.',
    );
    expect(new ApiError(403, {}, undefined, 'Forbidden').message).toBe('Forbidden');
    expect(new ApiError(418, {}).message).toBe('HTTP 418');
  });
});

describe('validationMessage (docs/spec.md §5)', () => {
  it('prefers the error field', () => {
    expect(validationMessage({ error: 'E', errors: { a: ['A'] }, message: 'M' })).toBe('E');
  });

  it('then the first message of the first field', () => {
    expect(validationMessage({ errors: { b: ['B1', 'B2'], a: ['A'] }, message: 'M' })).toBe('B1');
  });

  it('then the body message', () => {
    expect(validationMessage({ errors: {}, message: 'M' })).toBe('M');
  });
});

describe('messageOf', () => {
  it('gives the chosen validation message of a 422 for a toast', () => {
    expect(messageOf(new ValidationError({ message: 'x (and 1 more error)', errors: { email: ['Taken.'] } }))).toBe(
      'Taken.',
    );
  });

  it('hides the raw text of a 404', () => {
    expect(messageOf(new ApiError(404, { message: 'No query results for model [App\\Models\\Post] 9' }))).toBe(
      'Not found.',
    );
  });

  it('gives the generic text of a 500, never its body', () => {
    expect(messageOf(new ServerError({ message: 'SQLSTATE[42S02] ...' }))).toBe(
      'We reported this error to our development team. Please try again later.',
    );
  });

  it('passes its own texts through the translate function it is given', () => {
    const translate = (key: string) => `«${key}»`;
    expect(
      [new NetworkError(), new ServerError(), new MaintenanceError(), new ApiError(404, {})].map((e) =>
        messageOf(e, translate),
      ),
    ).toEqual([
      '«core.errors.network»',
      '«core.errors.serverError.text»',
      '«core.errors.maintenance.text»',
      '«core.errors.notFound»',
    ]);
    expect(messageOf(new ValidationError({ errors: { email: ['Vergeben.'] } }), translate)).toBe('Vergeben.');
  });

  it('handles plain errors, strings and anything else', () => {
    expect([messageOf(new Error('boom')), messageOf('text'), messageOf(undefined)]).toEqual([
      'boom',
      'text',
      'Something went wrong.',
    ]);
  });
});
