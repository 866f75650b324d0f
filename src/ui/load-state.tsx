// What a page shows while its data is not there: a loading placeholder, a not-found message, or
// the failure with a retry; once there, the data (below the failure when a reload failed). The
// module passes its own translated texts.
import type { ReactNode } from 'react';
import { isMissing, type Remote } from '../core/resource/resource.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';
import { Skeleton } from './skeleton.tsx';

export interface LoadStateTexts {
  /** Announced while loading ("Loading orders"). */
  loading: string;
  /** Shown when the server answered 404. */
  notFound: string;
  /** Why the last load failed. */
  failed(error: unknown): string;
  retry: string;
}

export interface LoadStateViewProps<T> {
  state: Remote<T>;
  texts: LoadStateTexts;
  onRetry(): void;
  children(data: T): ReactNode;
}

export function LoadStateView<T>({ state, texts, onRetry, children }: LoadStateViewProps<T>) {
  if (isMissing(state))
    return (
      <p role="alert" className="club-problem">
        {texts.notFound}
      </p>
    );
  if (state.status === 'failed' && state.data === null) {
    return (
      <div>
        <p role="alert" className="club-problem">
          {texts.failed(state.error)}
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  if (state.data === null) {
    return (
      <div aria-busy="true">
        <span className="club-visually-hidden" role="status">
          {texts.loading}
        </span>
        <Skeleton lines={4} />
      </div>
    );
  }
  return (
    <>
      {state.status === 'failed' && (
        <p role="alert" className="club-problem">
          {texts.failed(state.error)}
        </p>
      )}
      {children(state.data)}
    </>
  );
}

/** A loading list or page: announced through its spinner, with placeholder lines. */
export function Loading({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div className="club-loading">
      <Spinner label={label} />
      <Skeleton lines={lines} />
    </div>
  );
}

/** A failure (or a not-found) as an alert, with a retry button when `onRetry` is given. */
export function Failed({
  text,
  retry,
  onRetry,
  children,
}: {
  text: string;
  retry?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="club-failure" role="alert">
      <p>{text}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retry}
        </Button>
      )}
      {children}
    </div>
  );
}
